import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PanelAuditEntity } from './panel-audit.entity';
import { AuditTrail } from './audit-trail';
import { PanelAuditService } from './panel-audit.service';

/** The company's audit trail: written by the panel, with the operator's key changes read from iam (audit-trail.ts). */
@Module({ imports: [TypeOrmModule.forFeature([PanelAuditEntity])], providers: [PanelAuditService, AuditTrail], exports: [PanelAuditService, AuditTrail] })
export class PanelAuditModule {}

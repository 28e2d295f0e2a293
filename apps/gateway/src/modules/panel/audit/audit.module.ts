import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PanelAuditEntity } from './panel-audit.entity';
import { PanelAuditService } from './panel-audit.service';

/** The company's audit trail: written by the panel and by the operator's key commands (iam). */
@Module({ imports: [TypeOrmModule.forFeature([PanelAuditEntity])], providers: [PanelAuditService], exports: [PanelAuditService] })
export class PanelAuditModule {}

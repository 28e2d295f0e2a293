import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { AuthModule } from '../auth/auth.module';
import { IamModule } from '../iam/iam.module';
import { AdmissionService } from './admission.service';
import { ProxyController } from './proxy.controller';
import { ProxyService } from './proxy.service';

@Module({
  imports: [AuthModule, IamModule, AccessModule],
  controllers: [ProxyController],
  providers: [ProxyService, AdmissionService],
})
export class ProxyModule {}

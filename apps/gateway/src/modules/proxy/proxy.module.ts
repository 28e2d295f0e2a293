import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { InFlightLimit } from './in-flight-limit';
import { AuthModule } from '../auth/auth.module';
import { ConditionalRequests } from '../conditional/conditional-requests';
import { IamModule } from '../iam/iam.module';
import { IdempotencyStore } from '../idempotency/idempotency-store';
import { IdempotentWrites } from '../idempotency/idempotent-writes';
import { AdmissionService } from './admission.service';
import { ProxyController } from './proxy.controller';
import { ProxyService } from './proxy.service';

@Module({
  imports: [AuthModule, IamModule, AccessModule],
  controllers: [ProxyController],
  providers: [ProxyService, InFlightLimit, AdmissionService, ConditionalRequests, IdempotencyStore, IdempotentWrites],
})
export class ProxyModule {}

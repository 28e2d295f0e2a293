import { RUNTIME_ENV, sameSecret } from '@bizapi/runtime';
import { Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { GatewayEnv } from '../../config/gateway-env';

/**
 * The company token identifies the company without naming it: an HMAC of
 * the company id under the gateway's signing secret. It is the same on every
 * /auth and refresh of the company, needs no storage, and must match the
 * company of the access token it travels with.
 */
@Injectable()
export class CompanyTokenService {
  private readonly key: Buffer;

  constructor(@Inject(RUNTIME_ENV) env: GatewayEnv) {
    this.key = createHmac('sha256', env.JWT_SECRET as string).update('company-token').digest();
  }

  tokenFor(companyId: string): string {
    return `cmp_${createHmac('sha256', this.key).update(companyId).digest('base64url')}`;
  }

  matches(companyId: string, presented: string): boolean {
    return sameSecret(this.tokenFor(companyId), presented);
  }
}

import { REDIS_CONNECTION, RUNTIME_ENV, tokenHash } from '@bizapi/runtime';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { PanelEnv } from '../../config/panel-env';

export interface ThrottleVerdict {
  allowed: boolean;
  /** Minutes until the window ends (shown to the person when refused). */
  minutes: number;
}

/**
 * Failed panel sign-ins counted in Redis (shared by the replicas) per e-mail
 * address and per client address, in a fixed window: past either limit the
 * sign-in is refused, even with the right password, until the window ends.
 * The e-mail is counted whether or not an account has it, so the limit
 * tells nothing about which accounts exist. Keys live under the panel's
 * `panel:` family (its Redis ACL user's only keys).
 */
@Injectable()
export class SignInThrottle {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS_CONNECTION) private readonly redis: Redis,
    @Inject(RUNTIME_ENV) private readonly env: PanelEnv,
  ) {
    this.prefix = `${env.BIZAPI_NAMESPACE ? `${env.BIZAPI_NAMESPACE}:` : ''}panel:signin`;
  }

  async check(email: string, address: string): Promise<ThrottleVerdict> {
    const [account, client] = [this.accountKey(email), this.addressKey(address)];
    const [[, accountCount], [, clientCount], [, accountTtl], [, clientTtl]] = (await this.redis
      .multi()
      .get(account)
      .get(client)
      .ttl(account)
      .ttl(client)
      .exec()) as Array<[Error | null, string | number | null]>;
    const overAccount = Number(accountCount ?? 0) >= this.env.PANEL_SIGNIN_ATTEMPTS_PER_ACCOUNT;
    const overClient = Number(clientCount ?? 0) >= this.env.PANEL_SIGNIN_ATTEMPTS_PER_ADDRESS;
    const seconds = Math.max(overAccount ? Number(accountTtl) : 0, overClient ? Number(clientTtl) : 0, 1);
    return { allowed: !overAccount && !overClient, minutes: Math.max(1, Math.ceil(seconds / 60)) };
  }

  /** A wrong password (or no such account): one more against both. */
  async failed(email: string, address: string): Promise<void> {
    const window = this.env.PANEL_SIGNIN_WINDOW_SECONDS;
    await this.redis
      .multi()
      .incr(this.accountKey(email))
      .expire(this.accountKey(email), window, 'NX')
      .incr(this.addressKey(address))
      .expire(this.addressKey(address), window, 'NX')
      .exec();
  }

  /** A reset request costs the client address one attempt (so it cannot be used to probe e-mails in bulk). */
  async countAddress(address: string): Promise<void> {
    await this.redis.multi().incr(this.addressKey(address)).expire(this.addressKey(address), this.env.PANEL_SIGNIN_WINDOW_SECONDS, 'NX').exec();
  }

  /** A right password clears the account's count (not the address's). */
  async succeeded(email: string): Promise<void> {
    await this.redis.del(this.accountKey(email));
  }

  private accountKey(email: string): string {
    return `${this.prefix}:account:${tokenHash(normaliseEmail(email))}`;
  }

  private addressKey(address: string): string {
    return `${this.prefix}:address:${address}`;
  }
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

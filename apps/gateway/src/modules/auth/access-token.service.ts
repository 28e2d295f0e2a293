import { ApiError, ErrorCode } from '@bizapi/contracts';
import { RUNTIME_ENV } from '@bizapi/runtime';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService, TokenExpiredError } from '@nestjs/jwt';
import { GatewayEnv } from '../../config/gateway-env';

/** What an access token says about its bearer. */
export interface AccessClaims {
  /** The company user of the API key. */
  sub: string;
  /** Company. */
  cid: string;
  /** API key id. */
  akid: string;
  /** Scopes of the key. */
  scp: string[];
  /** When the session began (the `/auth`, Unix seconds); absent on tokens issued before sessions had an end. */
  sst?: number;
  iat: number;
  exp: number;
}

const CACHE_LIMIT = 10_000;

/**
 * Issues and verifies access tokens (HS256 JWTs). Verified tokens are
 * remembered until they expire, so the hot path of a client that reuses its
 * token pays for the signature check once.
 */
@Injectable()
export class AccessTokenService {
  private readonly verified = new Map<string, AccessClaims>();

  constructor(
    private readonly jwt: JwtService,
    @Inject(RUNTIME_ENV) private readonly env: GatewayEnv,
  ) {}

  get lifetimeSeconds(): number {
    return this.env.ACCESS_TOKEN_TTL_SECONDS;
  }

  issue(claims: Pick<AccessClaims, 'sub' | 'cid' | 'akid' | 'scp' | 'sst'>): string {
    return this.jwt.sign({ ...claims }, { expiresIn: this.env.ACCESS_TOKEN_TTL_SECONDS, algorithm: 'HS256' });
  }

  /** The claims of a valid, unexpired token; TOKEN_EXPIRED or TOKEN_INVALID otherwise. */
  verify(token: string): AccessClaims {
    const cached = this.verified.get(token);
    if (cached) {
      if (cached.exp * 1000 > Date.now()) return cached;
      this.verified.delete(token);
      throw new ApiError(ErrorCode.TOKEN_EXPIRED);
    }
    const claims = this.decode(token, false);
    if (this.verified.size >= CACHE_LIMIT) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, claims);
    return claims;
  }

  /**
   * The claims of a token presented for refresh: its signature must hold; it
   * may have expired, but not longer ago than REFRESH_GRACE_SECONDS, and its
   * session must be younger than SESSION_MAX_SECONDS.
   */
  verifyForRefresh(token: string): AccessClaims {
    const claims = this.decode(token, true);
    const now = Date.now() / 1000;
    if (claims.exp + this.env.REFRESH_GRACE_SECONDS < now) throw new ApiError(ErrorCode.TOKEN_EXPIRED);
    if (sessionStart(claims) + this.env.SESSION_MAX_SECONDS < now) throw new ApiError(ErrorCode.TOKEN_EXPIRED);
    return claims;
  }

  private decode(token: string, ignoreExpiration: boolean): AccessClaims {
    let claims: Partial<AccessClaims>;
    try {
      claims = this.jwt.verify<AccessClaims>(token, { algorithms: ['HS256'], ignoreExpiration });
    } catch (error) {
      throw new ApiError(error instanceof TokenExpiredError ? ErrorCode.TOKEN_EXPIRED : ErrorCode.TOKEN_INVALID);
    }
    const wellFormed =
      typeof claims.sub === 'string' &&
      typeof claims.cid === 'string' &&
      typeof claims.akid === 'string' &&
      Array.isArray(claims.scp) &&
      typeof claims.exp === 'number' &&
      typeof claims.iat === 'number' &&
      (claims.sst === undefined || typeof claims.sst === 'number');
    if (!wellFormed) throw new ApiError(ErrorCode.TOKEN_INVALID);
    return claims as AccessClaims;
  }
}

/** When a token's session began: its `sst`, or for tokens from before sessions had an end, its own issue time. */
export function sessionStart(claims: Pick<AccessClaims, 'sst' | 'iat'>): number {
  return claims.sst ?? claims.iat;
}

import { validateInput } from '@bizapi/conventions';
import { ApiError, ErrorCode } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { AccessGate, RateLimitState } from '../access/access-gate';
import { ApiKeyEntity } from '../iam/api-key.entity';
import { apiKeyLookupHash, isWellFormedApiKey, verifySecret } from '../iam/api-key-credentials';
import { ApiKeysService } from '../iam/api-keys.service';
import { AccessClaims, AccessTokenService, sessionStart } from './access-token.service';
import { AuthRequest, TokenResponse } from './auth.dto';
import { CompanyTokenService } from './company-token.service';

const invalidCredentials = () => new ApiError(ErrorCode.INVALID_CREDENTIALS);

/** The two steps of the spec's authentication: key + secret for tokens, and refresh. */
@Injectable()
export class AuthService {
  constructor(
    private readonly keys: ApiKeysService,
    private readonly tokens: AccessTokenService,
    private readonly companyTokens: CompanyTokenService,
    private readonly gate: AccessGate,
  ) {}

  /**
   * `POST /auth`. Attempts are counted per API key (its id, the counter
   * refreshes of its tokens share) before the slow hash; a string that is no
   * key of ours is counted under its own hash, so guessing is limited too.
   */
  async exchange(apiKey: string | undefined, body: unknown, onThrottled: (state: RateLimitState) => void): Promise<TokenResponse> {
    if (!apiKey) {
      validateInput(AuthRequest, body);
      throw invalidCredentials();
    }
    // Unknown keys are refused without hashing: keys are 268-bit random values, so hiding
    // their existence gains nothing, and hashing for made-up keys would be free CPU for an attacker.
    const key = isWellFormedApiKey(apiKey) ? await this.keys.findByApiKey(apiKey) : null;
    onThrottled(await this.gate.throttleAuthentication(key ? key.id : apiKeyLookupHash(apiKey)));
    const { secret } = validateInput(AuthRequest, body);
    if (!key || key.revokedAt) throw invalidCredentials();
    if (!(await verifySecret(key.secretHash, secret))) throw invalidCredentials();
    const answer = await this.issue(key, Math.floor(Date.now() / 1000), invalidCredentials);
    // The panel's "last used": only a convenience, never worth failing a sign-in for.
    await this.keys.markUsed(key.id).catch(() => undefined);
    return answer;
  }

  /** `POST /auth/refresh-token`: counted with the key's `/auth` attempts; the session keeps its start. */
  async refresh(claims: AccessClaims, body: unknown, onThrottled: (state: RateLimitState) => void): Promise<TokenResponse> {
    onThrottled(await this.gate.throttleAuthentication(claims.akid));
    assertNoBody(body);
    const tokenInvalid = () => new ApiError(ErrorCode.TOKEN_INVALID);
    if (!(await this.keys.isActive(claims.cid, claims.akid))) throw tokenInvalid();
    return this.issue({ id: claims.akid, companyId: claims.cid, userId: claims.sub, scopes: claims.scp }, sessionStart(claims), tokenInvalid);
  }

  private async issue(
    key: Pick<ApiKeyEntity, 'id' | 'companyId' | 'userId' | 'scopes'>,
    sessionStartedAt: number,
    refusal: () => ApiError,
  ): Promise<TokenResponse> {
    const accessToken = this.tokens.issue({ sub: key.userId, cid: key.companyId, akid: key.id, scp: key.scopes, sst: sessionStartedAt });
    // Refused if the key was revoked between our check and now.
    if (!(await this.gate.markKeyActive(key.companyId, key.id, this.tokens.lifetimeSeconds))) throw refusal();
    return {
      accessToken,
      companyToken: this.companyTokens.tokenFor(key.companyId),
      expiresIn: this.tokens.lifetimeSeconds,
    };
  }
}

/** /auth/refresh-token takes no body; anything sent in one is refused by name. */
function assertNoBody(body: unknown): void {
  if (body === undefined) return;
  const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : ['body'];
  if (fields.length) {
    throw new ApiError(
      ErrorCode.VALIDATION_ERROR,
      fields.map((field) => ({ field, message: `${field} is not an accepted field` })),
    );
  }
}

/** The integrator's credentials (spec, Authentication): shown once when the key was made. */
export interface Credentials {
  apiKey: string;
  secret: string;
}

/** The answer of `POST /auth` and `POST /auth/refresh-token`. */
export interface TokenResponse {
  accessToken: string;
  companyToken: string;
  expiresIn: number;
}

export interface TokenSessionOptions {
  /** The API root, e.g. `https://api.example.com/external/v1`. */
  baseUrl: string;
  credentials: Credentials;
  fetch: (request: Request) => Promise<Response>;
  /** Renew this long before the token expires (default 30 s, at most a tenth of its lifetime; plus a second, and at most half of it). */
  refreshMarginMs?: number;
  now?: () => number;
}

/** A refused sign-in or refresh, with the API's error body. */
export class AuthenticationError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`authentication refused: ${status} ${JSON.stringify(body)}`);
  }
}

/**
 * The access token and company token of one API key: signs in on first use,
 * renews shortly before expiry (refresh-token, or a new sign-in when the
 * session can no longer be refreshed), one renewal at a time however many
 * requests wait for it.
 */
export class TokenSession {
  private tokens?: TokenResponse & { expiresAt: number; refreshAt: number };
  private pending?: Promise<void>;
  private readonly now: () => number;

  constructor(private readonly options: TokenSessionOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The two headers every call but /auth carries, from a token that is still good. */
  async headers(): Promise<Record<string, string>> {
    if (!this.tokens || this.now() >= this.tokens.refreshAt) await this.renew();
    const { accessToken, companyToken } = this.tokens as TokenResponse;
    return { authorization: `Bearer ${accessToken}`, 'x-company-token': companyToken };
  }

  /** Renews the token now (after a 401 TOKEN_EXPIRED: the server's clock decides); joins a renewal in flight. */
  renew(): Promise<void> {
    this.pending ??= this.obtain().finally(() => (this.pending = undefined));
    return this.pending;
  }

  /** When the current access token expires (ms since the epoch), for tests and logs. */
  get expiresAt(): number | undefined {
    return this.tokens?.expiresAt;
  }

  private async obtain(): Promise<void> {
    const issuedAt = this.now();
    let answer: TokenResponse | undefined;
    if (this.tokens) {
      // A refresh needs no secret; a session past its maximum age is refused, and a fresh sign-in follows.
      answer = await this.call('/auth/refresh-token', {
        authorization: `Bearer ${this.tokens.accessToken}`,
        'x-company-token': this.tokens.companyToken,
      }).catch((error: unknown) => {
        if (error instanceof AuthenticationError && error.status === 401) return undefined;
        throw error;
      });
    }
    answer ??= await this.call('/auth', { 'x-api-key': this.options.credentials.apiKey }, { secret: this.options.credentials.secret });
    const lifetimeMs = answer.expiresIn * 1000;
    // A JWT's `exp` is in whole seconds, so a token may end up to a second before issue time + expiresIn.
    const margin = Math.min(Math.min(this.options.refreshMarginMs ?? 30_000, lifetimeMs / 10) + 1000, lifetimeMs / 2);
    this.tokens = { ...answer, expiresAt: issuedAt + lifetimeMs, refreshAt: issuedAt + lifetimeMs - margin };
  }

  private async call(path: string, headers: Record<string, string>, body?: unknown): Promise<TokenResponse> {
    const request = new Request(`${this.options.baseUrl}${path}`, {
      method: 'POST',
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const response = await this.options.fetch(request);
    const answer = (await response.json().catch(() => undefined)) as TokenResponse | undefined;
    if (response.status !== 200 || !answer?.accessToken) throw new AuthenticationError(response.status, answer);
    return answer;
  }
}

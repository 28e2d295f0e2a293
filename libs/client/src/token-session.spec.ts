import { AuthenticationError, TokenSession } from './token-session.js';

/** A fake API for the two auth routes: what was asked, and the answers to give. */
function fakeAuth(refreshStatus = 200) {
  const calls: string[] = [];
  let issued = 0;
  const fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    calls.push(`${path} ${request.headers.get('authorization') ?? request.headers.get('x-api-key')}`);
    if (path.endsWith('/auth/refresh-token') && refreshStatus !== 200) {
      return Response.json({ statusCode: refreshStatus, message: 'TOKEN_INVALID' }, { status: refreshStatus });
    }
    if (path.endsWith('/auth') && request.headers.get('x-api-key') !== 'key') {
      return Response.json({ statusCode: 401, message: 'INVALID_CREDENTIALS' }, { status: 401 });
    }
    issued++;
    return Response.json({ accessToken: `t${issued}`, companyToken: 'cmp_1', expiresIn: 3600 });
  };
  return { calls, fetch };
}

describe('TokenSession', () => {
  let now: number;
  const session = (auth: ReturnType<typeof fakeAuth>, apiKey = 'key') =>
    new TokenSession({ baseUrl: 'http://api.test/external/v1', credentials: { apiKey, secret: 's' }, fetch: auth.fetch, now: () => now });

  beforeEach(() => (now = 1_000_000));

  it('signs in once, then renews by refresh-token 31 s before the hour is over (30 s margin, a second for whole-second exp)', async () => {
    const auth = fakeAuth();
    const tokens = session(auth);
    expect(await tokens.headers()).toEqual({ authorization: 'Bearer t1', 'x-company-token': 'cmp_1' });
    now += 3600_000 - 31_001;
    expect((await tokens.headers()).authorization).toBe('Bearer t1');
    now += 1;
    expect((await tokens.headers()).authorization).toBe('Bearer t2');
    expect(auth.calls).toEqual(['/external/v1/auth key', '/external/v1/auth/refresh-token Bearer t1']);
  });

  it('signs in again with the key and secret when the session can no longer be refreshed', async () => {
    const auth = fakeAuth(401);
    const tokens = session(auth);
    await tokens.headers();
    await tokens.renew();
    expect((await tokens.headers()).authorization).toBe('Bearer t2');
    expect(auth.calls).toEqual(['/external/v1/auth key', '/external/v1/auth/refresh-token Bearer t1', '/external/v1/auth key']);
  });

  it('renews once for any number of requests waiting at the same time', async () => {
    const auth = fakeAuth();
    const tokens = session(auth);
    const headers = await Promise.all(Array.from({ length: 5 }, () => tokens.headers()));
    expect(new Set(headers.map((header) => header.authorization))).toEqual(new Set(['Bearer t1']));
    expect(auth.calls).toHaveLength(1);
  });

  it('reports refused credentials with the API error body', async () => {
    const error = await session(fakeAuth(), 'wrong')
      .headers()
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 401, body: { message: 'INVALID_CREDENTIALS' } });
  });
});

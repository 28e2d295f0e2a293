import { HttpClient, testStack } from '@bizapi/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cli, fail, newCompany, run, signIn } from './testing/cli-runner';

/**
 * The operator command line as docs/design/architecture-contract.md fixes it ("Operator command
 * line"): the real built CLI, run as a process against the run's system.
 * A command prints exactly one JSON document on stdout; a failure prints to
 * stderr and exits non-zero: 1 when it failed, 2 for a usage error, 78 for a
 * configuration error (docs/operations/operator-cli.md).
 */

// Each run is a new Node process that loads the runtime library, and a test makes several.
// Set here because a project config's testTimeout is not applied when Jest runs several projects.
jest.setTimeout(120_000);

const ALL_FEATURES = ['crm', 'sales', 'finance', 'projects', 'hr', 'helpdesk', 'accounting', 'webhooks'];
const ID = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
const API_KEY = /^[A-Za-z0-9]+_ak_[A-Za-z0-9]{45}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;
const API_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('companies:create', () => {
  it('creates a company with every feature by default', async () => {
    expect(await run('companies:create', '--name', 'Padaria Central')).toEqual({ id: ID, name: 'Padaria Central', features: ALL_FEATURES, rateLimitPerMinute: null });
  });

  it('takes the plan as a comma-separated --features list', async () => {
    const company = await run('companies:create', '--name', 'Small Co', '--features', 'crm, finance');
    expect(company).toEqual({ id: ID, name: 'Small Co', features: ['crm', 'finance'], rateLimitPerMinute: null });
  });

  it('takes a rate limit of its own with --rate-limit', async () => {
    expect((await run('companies:create', '--name', 'Big Co', '--rate-limit', '5000')).rateLimitPerMinute).toBe(5000);
  });

  it.each([
    ['an unknown feature', ['--name', 'X', '--features', 'crm,teleport']],
    ['a blank name', ['--name', '   ']],
  ])('refuses %s with exit code 1', async (_case, options) => {
    expect((await fail(['companies:create', ...options])).code).toBe(1);
  });
});

describe('companies:update', () => {
  it("replaces the company's features", async () => {
    const { company } = await newCompany('Growing Co');
    expect(await run('companies:update', '--id', company.id, '--features', 'webhooks,crm')).toEqual({
      id: company.id,
      name: 'Growing Co',
      features: expect.arrayContaining(['crm', 'webhooks']),
      rateLimitPerMinute: null,
    });
    expect((await run('companies:update', '--id', company.id, '--features', 'hr')).features).toEqual(['hr']);
  });

  it("sets the company's rate limit with --rate-limit, alone or with --features, and clears it with default", async () => {
    const { company } = await newCompany('Large Customer');
    expect(await run('companies:update', '--id', company.id, '--rate-limit', '7800')).toEqual({
      id: company.id,
      name: 'Large Customer',
      features: ALL_FEATURES,
      rateLimitPerMinute: 7800,
    });
    expect(await run('companies:update', '--id', company.id, '--features', 'crm', '--rate-limit', '9000')).toMatchObject({ features: ['crm'], rateLimitPerMinute: 9000 });
    // The plan alone keeps the limit.
    expect(await run('companies:update', '--id', company.id, '--features', 'crm,hr')).toMatchObject({ features: ['crm', 'hr'], rateLimitPerMinute: 9000 });
    expect((await run('companies:update', '--id', company.id, '--rate-limit', 'default')).rateLimitPerMinute).toBeNull();
  });

  it.each([['0'], ['1.5'], ['10000001'], ['fast']])('refuses --rate-limit %s with exit code 2 and says why', async (value) => {
    const { code, stderr } = await fail(['companies:update', '--id', '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e', '--rate-limit', value]);
    expect(code).toBe(2);
    expect(stderr).toContain('--rate-limit must be a whole number of requests per minute from 1 to 10000000, or default');
  });

  it.each([
    ['an unknown company', () => ['--id', '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e', '--features', 'crm']],
    ['a malformed id', () => ['--id', 'acme', '--features', 'crm']],
  ])('refuses %s with exit code 1', async (_case, options) => {
    expect((await fail(['companies:update', ...options()])).code).toBe(1);
  });
});

describe('users:create', () => {
  it('creates a company user, with or without an e-mail', async () => {
    const { company } = await newCompany();
    expect(await run('users:create', '--company', company.id, '--name', 'Bruno Lima', '--email', 'bruno@example.com')).toEqual({
      id: ID,
      companyId: company.id,
      name: 'Bruno Lima',
      email: 'bruno@example.com',
    });
    expect(await run('users:create', '--company', company.id, '--name', 'Carla')).toEqual({
      id: ID,
      companyId: company.id,
      name: 'Carla',
      email: null,
    });
  });

  it.each([
    ['an unknown company', ['--company', '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e', '--name', 'X']],
    ['a malformed e-mail', ['--company', '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e', '--name', 'X', '--email', 'nope']],
  ])('refuses %s with exit code 1', async (_case, options) => {
    expect((await fail(['users:create', ...options])).code).toBe(1);
  });
});

describe('keys:create', () => {
  it('prints a key and a secret in the spec formats, with scope * by default, and they sign in', async () => {
    const { company, user } = await newCompany();

    const key = await run('keys:create', '--company', company.id, '--user', user.id);

    expect(key).toEqual({ id: ID, apiKey: expect.stringMatching(API_KEY), secret: expect.stringMatching(SECRET), scopes: ['*'] });
    expect(key.apiKey).toHaveLength(58);
    expect(key.secret).toHaveLength(43);
    expect((await (await signIn(key.apiKey, key.secret)).get('/persons')).status).toBe(200);
  });

  it('gives every key a different key and secret', async () => {
    const { company, user } = await newCompany();
    const first = await run('keys:create', '--company', company.id, '--user', user.id);
    const second = await run('keys:create', '--company', company.id, '--user', user.id);
    expect(second.apiKey).not.toBe(first.apiKey);
    expect(second.secret).not.toBe(first.secret);
  });

  it('limits a key to the --scopes given', async () => {
    const { company, user } = await newCompany();

    const key = await run('keys:create', '--company', company.id, '--user', user.id, '--scopes', 'persons:read,person-emails:read');

    expect(key.scopes).toEqual(['persons:read', 'person-emails:read']);
    const api = await signIn(key.apiKey, key.secret);
    expect((await api.get('/persons')).status).toBe(200);
    expect((await api.post('/persons', { name: 'X', personType: 'INDIVIDUAL' })).body).toMatchObject({
      statusCode: 403,
      message: 'INSUFFICIENT_PERMISSIONS',
    });
    expect((await api.get('/person-phones')).body.message).toBe('INSUFFICIENT_PERMISSIONS');
  });

  it('refuses the 4th active key of a company, and takes a new one once a key is revoked', async () => {
    const { company, user } = await newCompany();
    const keys = [];
    for (let i = 0; i < 3; i++) keys.push(await run('keys:create', '--company', company.id, '--user', user.id));

    const fourth = await fail(['keys:create', '--company', company.id, '--user', user.id]);
    expect(fourth.code).toBe(1);
    expect(fourth.stderr).toContain('API_KEY_LIMIT_REACHED');

    await run('keys:revoke', '--id', keys[0].id);
    const replacement = await run('keys:create', '--company', company.id, '--user', user.id);
    expect((await (await signIn(replacement.apiKey, replacement.secret)).get('/persons')).status).toBe(200);
  });

  it.each([
    ['an unknown scope', (company: string, user: string) => ['--company', company, '--user', user, '--scopes', 'persons:delete']],
    [
      'a scope of an unknown collection',
      (company: string, user: string) => ['--company', company, '--user', user, '--scopes', 'spaceships:read'],
    ],
    ['an unknown user', (company: string) => ['--company', company, '--user', '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e']],
    ['an unknown company', (_company: string, user: string) => ['--company', '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e', '--user', user]],
  ])('refuses %s with exit code 1', async (_case, options) => {
    const { company, user } = await newCompany();
    expect((await fail(['keys:create', ...options(company.id, user.id)])).code).toBe(1);
  });

  it('refuses a user of another company with exit code 1', async () => {
    const { company } = await newCompany();
    const { user: stranger } = await newCompany();
    expect((await fail(['keys:create', '--company', company.id, '--user', stranger.id])).code).toBe(1);
  });
});

describe('keys:revoke', () => {
  it('revokes a key: its token stops working on the very next request, and the pair no longer signs in', async () => {
    const { company, user } = await newCompany();
    const key = await run('keys:create', '--company', company.id, '--user', user.id);
    const other = await run('keys:create', '--company', company.id, '--user', user.id);
    const api = await signIn(key.apiKey, key.secret);
    const otherApi = await signIn(other.apiKey, other.secret);
    expect((await api.get('/persons')).status).toBe(200);

    const revoked = await run('keys:revoke', '--id', key.id);

    expect(revoked).toEqual({ id: key.id, revokedAt: expect.stringMatching(API_DATE_TIME) });
    expect((await api.get('/persons')).body).toMatchObject({ statusCode: 401, message: 'TOKEN_INVALID' });
    const again = await new HttpClient(testStack().baseUrl).post('/auth', { secret: key.secret }, { headers: { 'x-api-key': key.apiKey } });
    expect(again.body).toMatchObject({ statusCode: 401, message: 'INVALID_CREDENTIALS' });
    expect((await otherApi.get('/persons')).status).toBe(200);
  });

  it('answers a second revocation with the first revocation time', async () => {
    const { company, user } = await newCompany();
    const key = await run('keys:create', '--company', company.id, '--user', user.id);
    const first = await run('keys:revoke', '--id', key.id);
    expect(await run('keys:revoke', '--id', key.id)).toEqual(first);
  });

  it.each([
    ['an unknown key', '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e'],
    ['a malformed id', 'key-1'],
  ])('refuses %s with exit code 1', async (_case, id) => {
    expect((await fail(['keys:revoke', '--id', id])).code).toBe(1);
  });
});

describe('seed', () => {
  it("prints the ids of the company's reference data by collection", async () => {
    const { company } = await newCompany();
    const seeded = await run('seed', '--company', company.id);
    expect(seeded).toEqual(expect.any(Object));
    for (const ids of Object.values<unknown[]>(seeded)) {
      expect(ids).toEqual(expect.any(Array));
      for (const id of ids) expect(id).toEqual(ID);
    }
  });

  it.each([
    ['an unknown company', '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e'],
    ['a malformed id', 'acme'],
  ])('refuses %s with exit code 1', async (_case, id) => {
    expect((await fail(['seed', '--company', id])).code).toBe(1);
  });
});

describe('demo', () => {
  it('makes a company with every feature, a user and a key with scope * that signs in', async () => {
    const demo = await run('demo', '--name', 'Demo Bakery');

    expect(demo).toEqual({
      companyId: ID,
      userId: ID,
      apiKeyId: ID,
      apiKey: expect.stringMatching(API_KEY),
      secret: expect.stringMatching(SECRET),
    });
    const api = await signIn(demo.apiKey, demo.secret);
    expect((await api.post('/persons', { name: 'First customer', personType: 'INDIVIDUAL' })).status).toBe(201);
    // The CLI has no read command; an update that keeps every feature shows the company as it is.
    expect(await run('companies:update', '--id', demo.companyId, '--features', ALL_FEATURES.join(','))).toEqual({
      id: demo.companyId,
      name: 'Demo Bakery',
      features: ALL_FEATURES,
      // No limit of its own: the gateway's RATE_LIMIT_PER_MINUTE applies.
      rateLimitPerMinute: null,
    });
  });

  it('works without a name', async () => {
    expect(await run('demo')).toMatchObject({ companyId: ID, apiKey: expect.stringMatching(API_KEY) });
  });
});

describe('deactivate', () => {
  async function companyWithPerson() {
    const { company, user } = await newCompany();
    const key = await run('keys:create', '--company', company.id, '--user', user.id);
    const api = await signIn(key.apiKey, key.secret);
    const person = (await api.post('/persons', { name: 'Maria', personType: 'INDIVIDUAL' })).body;
    return { company, api, person };
  }

  it('sets isActive false on a record: it gives 404 and leaves lists', async () => {
    const { company, api, person } = await companyWithPerson();

    expect(await run('deactivate', '--company', company.id, '--collection', 'persons', '--id', person.id)).toEqual({
      collection: 'persons',
      id: person.id,
      isActive: false,
    });
    expect((await api.get(`/persons/${person.id}`)).body).toMatchObject({ statusCode: 404, message: 'RESOURCE_NOT_FOUND' });
    expect((await api.get('/persons')).body.meta.total).toBe(0);
  });

  it.each(['person-emails', 'person-phones'])('deactivates a record of %s', async (collection) => {
    const { company, api, person } = await companyWithPerson();
    const body =
      collection === 'person-emails' ? { personId: person.id, email: 'm@example.com' } : { personId: person.id, phone: '+5511987654321' };
    const record = (await api.post(`/${collection}`, body)).body;

    expect(await run('deactivate', '--company', company.id, '--collection', collection, '--id', record.id)).toEqual({
      collection,
      id: record.id,
      isActive: false,
    });
    expect((await api.get(`/${collection}/${record.id}`)).status).toBe(404);
  });

  it("refuses another company's record and leaves it active", async () => {
    const { api, person } = await companyWithPerson();
    const { company: other } = await newCompany();

    expect((await fail(['deactivate', '--company', other.id, '--collection', 'persons', '--id', person.id])).code).toBe(1);
    expect((await api.get(`/persons/${person.id}`)).status).toBe(200);
  });

  it.each([
    ['a record already inactive', 'persons', true],
    ['an unknown id', 'persons', false],
    ['an unknown collection', 'spaceships', false],
  ])('refuses %s with exit code 1', async (_case, collection, deactivateFirst) => {
    const { company, person } = await companyWithPerson();
    if (deactivateFirst) await run('deactivate', '--company', company.id, '--collection', 'persons', '--id', person.id);
    const id = deactivateFirst || collection !== 'persons' ? person.id : '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e';
    expect((await fail(['deactivate', '--company', company.id, '--collection', collection, '--id', id])).code).toBe(1);
  });
});

describe('usage errors', () => {
  it.each([
    ['no command', []],
    ['an unknown command', ['companies:delete']],
    ['a missing required option', ['companies:create']],
    ['an option without its value', ['companies:create', '--name']],
    ['an unknown option', ['companies:create', '--name', 'X', '--colour', 'blue']],
    ['an extra argument', ['companies:create', '--name', 'X', 'extra']],
    ['companies:update without --features', ['companies:update', '--id', '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e']],
    ['users:create without --name', ['users:create', '--company', '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e']],
    ['keys:create without --user', ['keys:create', '--company', '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e']],
    ['keys:revoke without --id', ['keys:revoke']],
    ['seed without --company', ['seed']],
    ['deactivate without --id', ['deactivate', '--company', 'c', '--collection', 'persons']],
  ])('%s: exit code 2 and the usage on stderr', async (_case, args) => {
    const result = await fail(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('usage:');
  });
});

describe('when the system cannot be reached', () => {
  it('says so on stderr and exits 1', async () => {
    const result = await fail(['companies:create', '--name', 'X'], { NATS_URL: 'nats://127.0.0.1:1' });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: cannot reach NATS/);
  });

  it('reports a malformed NATS_URL as a configuration error (78), not a crash', async () => {
    const result = await fail(['companies:create', '--name', 'X'], { NATS_URL: 'http://127.0.0.1:4222' });
    expect(result.code).toBe(78);
    expect(result.stderr).toMatch(/^error: .*NATS_URL/s);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('reports an unreadable NATS credentials file as a configuration error, naming the variable', async () => {
    const result = await fail(['demo'], { NATS_CREDS_FILE: '/nonexistent/admin.creds' });
    expect(result.code).toBe(78);
    expect(result.stderr).toContain('NATS_CREDS_FILE: cannot read /nonexistent/admin.creds (ENOENT)');
  });
});

describe('--json', () => {
  it.each([
    ['a usage error', ['keys:revoke'], {}, 2, { type: 'usage', message: 'missing --id', usage: 'npm run -s admin -- keys:revoke --id KEY_ID' }],
    ['a configuration error', ['redis-acl'], {}, 78, { type: 'configuration', message: expect.stringContaining('REDIS_PASSWORD_GATEWAY') }],
    ['a refusal of the system', ['keys:revoke', '--id', '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e'], {}, 1, { type: 'runtime', code: 'RESOURCE_NOT_FOUND', message: expect.any(String), errors: [{ field: 'id', message: 'API key not found' }] }],
    ['an unreachable system', ['demo'], { NATS_URL: 'nats://127.0.0.1:1' }, 1, { type: 'runtime', message: expect.stringMatching(/^cannot reach NATS/) }],
  ])('prints %s as one JSON document on stderr', async (_case, args, env, code, error) => {
    const result = await fail(['--json', ...args], env);
    expect(result.code).toBe(code);
    expect(JSON.parse(result.stderr)).toEqual({ error });
  });
});

describe('help and version', () => {
  it('answers --help on stdout with every command and exit code 0', async () => {
    const result = await cli(['--help']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('keys:revoke [options]');
    expect(result.stdout).toContain('Revoke an API key');
  });

  it("answers --version with the release in the root package.json", async () => {
    const { version } = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'package.json'), 'utf8')) as { version: string };
    expect(await cli(['--version'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });
});

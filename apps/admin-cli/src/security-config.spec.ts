import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localStack } from './local-stack';
import { OFFLINE_COMMANDS } from './security-config';

describe('nats-config, redis-acl and postgres-roles', () => {
  it('prints the NATS authorization with a user per process and passwords as server variables', () => {
    const config = OFFLINE_COMMANDS['nats-config'].print({ BIZAPI_NAMESPACE: '' });
    expect(config).toContain('user: "bizapi-people-crm"');
    expect(config).toContain('password: $NATS_PASSWORD_PEOPLE_CRM');
    expect(config).toMatch(/user: "bizapi-admin-cli"[\s\S]*"admin\.iam\.keys\.create"/);
  });

  it('prints Redis users with password hashes only, and asks for the passwords first', () => {
    expect(() => OFFLINE_COMMANDS['redis-acl'].print({})).toThrow(/REDIS_PASSWORD_GATEWAY, REDIS_PASSWORD_WEBHOOKS, REDIS_PASSWORD_PANEL/);
    const acl = OFFLINE_COMMANDS['redis-acl'].print({
      REDIS_PASSWORD_GATEWAY: 'gateway-secret',
      REDIS_PASSWORD_WEBHOOKS: 'webhooks-secret',
      REDIS_PASSWORD_PANEL: 'panel-secret',
    });
    expect(acl).toMatch(/^ACL SETUSER bizapi-gateway reset on #[0-9a-f]{64} ~rl:\*/m);
    expect(acl).toMatch(
      /^ACL SETUSER bizapi-webhooks reset on #[0-9a-f]{64} ~webhooks:\* ~bull:\* resetchannels \+@all -@dangerous \+info$/m,
    );
    expect(acl).toMatch(/^ACL SETUSER bizapi-panel reset on #[0-9a-f]{64} ~panel:\* resetchannels \+@all -@dangerous \+info$/m);
    expect(acl).not.toContain('secret');
  });

  it('prints the PostgreSQL logins with SCRAM verifiers of the passwords given, psql variables for the others', () => {
    const script = OFFLINE_COMMANDS['postgres-roles'].print({ PGDATABASE: 'books', POSTGRES_PASSWORD_WEBHOOKS: 'webhooks-secret' });
    expect(script).toMatch(/^ALTER ROLE "bizapi-webhooks" WITH .* PASSWORD 'SCRAM-SHA-256\$4096:[^']+';$/m);
    expect(script).toContain(`ALTER ROLE "bizapi-webhooks-owner" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD :'POSTGRES_OWNER_PASSWORD_WEBHOOKS';`);
    expect(script).toContain('GRANT CONNECT ON DATABASE "books" TO "bizapi-webhooks"');
    expect(script).not.toContain('webhooks-secret');
  });
});

describe("the CLI finding npm start's NATS", () => {
  const file = join(mkdtempSync(join(tmpdir(), 'local-stack-')), 'local-stack.json');
  const write = (pid: number) =>
    writeFileSync(
      file,
      JSON.stringify({ pid, NATS_URL: 'nats://127.0.0.1:4999', BIZAPI_NAMESPACE: '', NATS_USER: 'bizapi-admin-cli', NATS_PASSWORD: 'p' }),
    );

  it('uses the running npm start, not a stopped one, nor when NATS_URL is set', () => {
    write(process.pid);
    expect(localStack({}, file)?.NATS_USER).toBe('bizapi-admin-cli');
    expect(localStack({ NATS_URL: 'nats://elsewhere:4222' }, file)).toBeUndefined();
    write(2 ** 22 + 12345);
    expect(localStack({}, file)).toBeUndefined();
  });
});

import { databasePasswordVariable, databaseRole, databaseRoleStatements, databaseRolesScript, databaseSchema } from './postgres-roles';

describe('PostgreSQL logins generated per process', () => {
  it('names two logins per process like its NATS and Redis user, namespaced, and its schema', () => {
    expect(databaseRole('people-crm', '')).toBe('bizapi-people-crm');
    expect(databaseRole('people-crm', 'run1', 'owner')).toBe('bizapi-run1-people-crm-owner');
    expect([databaseSchema('gateway'), databaseSchema('sales-contracts')]).toEqual(['iam', 'sales_contracts']);
    expect(databasePasswordVariable('projects-hr', 'owner')).toBe('POSTGRES_OWNER_PASSWORD_PROJECTS_HR');
    expect(() => databaseRole('admin-cli', '')).toThrow(/no PostgreSQL role/);
    // PostgreSQL would cut a longer name to 63 characters, and two namespaces could then share a login.
    expect(() => databaseRole('sales-contracts', 'x'.repeat(40), 'owner')).toThrow(/longer than 63/);
  });

  it('gives the app login the rows of its schema only, and the schema to the owner login', () => {
    const statements = databaseRoleStatements({ namespace: '', database: 'bizapi', password: () => "'pw'", processes: ['helpdesk'] });
    expect(statements).toEqual(
      expect.arrayContaining([
        'REVOKE ALL ON DATABASE "bizapi" FROM PUBLIC',
        `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'bizapi-helpdesk') THEN CREATE ROLE "bizapi-helpdesk" WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS; END IF; END $$`,
        `ALTER ROLE "bizapi-helpdesk" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD 'pw'`,
        'GRANT CONNECT ON DATABASE "bizapi" TO "bizapi-helpdesk-owner"',
        'CREATE SCHEMA IF NOT EXISTS "helpdesk" AUTHORIZATION "bizapi-helpdesk-owner"',
        'GRANT USAGE ON SCHEMA "helpdesk" TO "bizapi-helpdesk"',
        'ALTER DEFAULT PRIVILEGES FOR ROLE "bizapi-helpdesk-owner" IN SCHEMA "helpdesk" GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "bizapi-helpdesk"',
      ]),
    );
    // Nothing grants CREATE, TEMPORARY, TRUNCATE, REFERENCES, TRIGGER, nor makes a login a member of another role.
    const granted = statements.flatMap((statement) => /\bGRANT (.+?) ON /.exec(statement)?.[1].split(', ') ?? []);
    expect(new Set(granted)).toEqual(new Set(['CONNECT', 'USAGE', 'SELECT', 'INSERT', 'UPDATE', 'DELETE']));
    expect(statements.filter((statement) => /GRANT "/.test(statement))).toEqual([]);
  });

  it('prints a psql script reading unset passwords from psql variables, never a password it was not given', () => {
    const script = databaseRolesScript({
      namespace: '',
      database: 'bizapi',
      storedPassword: (process, login) => (process === 'gateway' && login === 'app' ? 'SCRAM-SHA-256$4096:c2FsdA==$a:b' : undefined),
    });
    expect(script).toContain(`ALTER ROLE "bizapi-gateway" WITH LOGIN NOCREATEDB NOCREATEROLE NOINHERIT PASSWORD 'SCRAM-SHA-256$4096:c2FsdA==$a:b';`);
    expect(script).toContain(`PASSWORD :'POSTGRES_OWNER_PASSWORD_GATEWAY';`);
    expect(script).toMatch(/^\\getenv POSTGRES_PASSWORD_HELPDESK POSTGRES_PASSWORD_HELPDESK$/m);
    expect(script).not.toMatch(/^\\getenv POSTGRES_PASSWORD_GATEWAY /m);
    expect(script).toMatch(/^BEGIN;\n[\s\S]*;\nCOMMIT;\n$/m);
  });
});

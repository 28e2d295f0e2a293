import { PROCESSES, ProcessName, credentialUser } from './processes';

/** Every process with a PostgreSQL schema of its own: all but the operator's CLI, which talks to NATS only. */
export const DATABASE_PROCESSES: readonly ProcessName[] = PROCESSES.filter((process) => process !== 'admin-cli');

/**
 * The two logins of a process: `app` serves (reads and writes rows of its
 * schema, nothing else), `owner` owns the schema and runs its migrations.
 */
export type DatabaseLogin = 'app' | 'owner';

/** PostgreSQL truncates longer names silently, so two would collide. */
const MAX_ROLE_NAME = 63;

/** A process's schema (docs/design/architecture-contract.md): the gateway hosts `iam`; a service's is its name in snake case. */
export function databaseSchema(process: ProcessName): string {
  if (!DATABASE_PROCESSES.includes(process)) throw new Error(`${process} has no PostgreSQL schema`);
  return process === 'gateway' ? 'iam' : process.replace(/-/g, '_');
}

/**
 * The PostgreSQL role of a process: its NATS/Redis user name (namespaced,
 * since roles are cluster-wide and test runs share a cluster), `-owner` for
 * the login that owns the schema.
 */
export function databaseRole(process: ProcessName, namespace: string, login: DatabaseLogin = 'app'): string {
  const role = `${credentialUser(process, namespace)}${login === 'owner' ? '-owner' : ''}`;
  if (!DATABASE_PROCESSES.includes(process)) throw new Error(`${process} has no PostgreSQL role`);
  if (role.length > MAX_ROLE_NAME) throw new Error(`PostgreSQL role ${role} is longer than ${MAX_ROLE_NAME} characters: shorten BIZAPI_NAMESPACE`);
  return role;
}

/** The variable holding a login's password: `POSTGRES_PASSWORD_PEOPLE_CRM`, `POSTGRES_OWNER_PASSWORD_PEOPLE_CRM`. */
export function databasePasswordVariable(process: ProcessName, login: DatabaseLogin): string {
  return `POSTGRES_${login === 'owner' ? 'OWNER_' : ''}PASSWORD_${process.toUpperCase().replace(/-/g, '_')}`;
}

/** Attributes of every login: none of the cluster-wide powers, no rights inherited from other roles. */
export const DATABASE_ROLE_ATTRIBUTES = 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS';

/**
 * What a rerun brings back in line on an existing login. The other three
 * only a superuser may name in ALTER ROLE, and a managed service's
 * administrator is not one; a process refuses a login that has them anyway.
 */
const REAPPLIED_ATTRIBUTES = 'LOGIN NOCREATEDB NOCREATEROLE NOINHERIT';

/** What the app login may do in its own schema (the owner may do anything there). */
export const DATABASE_APP_TABLE_RIGHTS = 'SELECT, INSERT, UPDATE, DELETE';
export const DATABASE_APP_SEQUENCE_RIGHTS = 'USAGE, SELECT, UPDATE';

export interface DatabaseRolesOptions {
  namespace: string;
  /** The database the schemas live in. */
  database: string;
  /** A login's password as SQL: a quoted literal, a quoted SCRAM verifier, or a psql variable (`:'NAME'`). */
  password(process: ProcessName, login: DatabaseLogin): string;
  processes?: readonly ProcessName[];
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The statements that create (or bring back in line) every process's two
 * logins, its schema owned by the owner login, and the app login's rights on
 * it; each statement complete, in order, safe to run again. Run as a
 * superuser connected to `database`. Nothing else gets a right in the
 * database: PUBLIC loses CONNECT and TEMPORARY on it and every right on its
 * `public` schema; each login gets CONNECT.
 */
export function databaseRoleStatements({ namespace, database, password, processes = DATABASE_PROCESSES }: DatabaseRolesOptions): string[] {
  const statements = [
    `REVOKE ALL ON DATABASE ${ident(database)} FROM PUBLIC`,
    `DO $$ BEGIN IF to_regnamespace('public') IS NOT NULL THEN REVOKE ALL ON SCHEMA public FROM PUBLIC; END IF; END $$`,
  ];
  for (const process of processes) {
    const schema = ident(databaseSchema(process));
    const owner = databaseRole(process, namespace, 'owner');
    const app = databaseRole(process, namespace, 'app');
    for (const [login, role] of [['owner', owner], ['app', app]] as const) {
      statements.push(
        `DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = ${literal(role)}) THEN CREATE ROLE ${ident(role)} WITH ${DATABASE_ROLE_ATTRIBUTES}; END IF; END $$`,
        `ALTER ROLE ${ident(role)} WITH ${REAPPLIED_ATTRIBUTES} PASSWORD ${password(process, login)}`,
        `GRANT CONNECT ON DATABASE ${ident(database)} TO ${ident(role)}`,
      );
    }
    statements.push(
      // An administrator that is not a superuser acts for the owner (schema, default privileges) as its member.
      `DO $$ BEGIN IF NOT pg_has_role(current_user, ${literal(owner)}, 'MEMBER') THEN EXECUTE format('GRANT %I TO %I', ${literal(owner)}, current_user); END IF; END $$`,
      `CREATE SCHEMA IF NOT EXISTS ${schema} AUTHORIZATION ${ident(owner)}`,
      `ALTER SCHEMA ${schema} OWNER TO ${ident(owner)}`,
      reassignSchemaObjects(databaseSchema(process), owner),
      `REVOKE ALL ON SCHEMA ${schema} FROM PUBLIC`,
      `GRANT USAGE ON SCHEMA ${schema} TO ${ident(app)}`,
      `GRANT ${DATABASE_APP_TABLE_RIGHTS} ON ALL TABLES IN SCHEMA ${schema} TO ${ident(app)}`,
      `GRANT ${DATABASE_APP_SEQUENCE_RIGHTS} ON ALL SEQUENCES IN SCHEMA ${schema} TO ${ident(app)}`,
      `ALTER DEFAULT PRIVILEGES FOR ROLE ${ident(owner)} IN SCHEMA ${schema} GRANT ${DATABASE_APP_TABLE_RIGHTS} ON TABLES TO ${ident(app)}`,
      `ALTER DEFAULT PRIVILEGES FOR ROLE ${ident(owner)} IN SCHEMA ${schema} GRANT ${DATABASE_APP_SEQUENCE_RIGHTS} ON SEQUENCES TO ${ident(app)}`,
    );
  }
  return statements;
}

/**
 * Gives the owner login the schema's tables, views and free-standing
 * sequences (a column's sequence follows its table): for a schema made
 * before the logins were split, by the single login or a superuser.
 */
function reassignSchemaObjects(schema: string, owner: string): string {
  return [
    `DO $$ DECLARE object record; BEGIN`,
    `  FOR object IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c`,
    `    WHERE c.relnamespace = ${literal(ident(schema))}::regnamespace AND c.relowner <> ${literal(ident(owner))}::regrole`,
    `      AND (c.relkind IN ('r', 'p', 'v', 'm', 'f') OR (c.relkind = 'S' AND NOT EXISTS (`,
    `        SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i'))))`,
    `  LOOP`,
    `    EXECUTE format('ALTER %s %s OWNER TO %I', CASE WHEN object.relkind = 'S' THEN 'SEQUENCE' WHEN object.relkind = 'v' THEN 'VIEW'`,
    `      WHEN object.relkind = 'm' THEN 'MATERIALIZED VIEW' WHEN object.relkind = 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END, object.name, ${literal(owner)});`,
    `  END LOOP;`,
    `END $$`,
  ].join('\n');
}

/** The statements that remove the logins (after their database is gone; a role that still owns or may use anything is kept by PostgreSQL). */
export function dropDatabaseRoleStatements(namespace: string, processes: readonly ProcessName[] = DATABASE_PROCESSES): string[] {
  return processes.flatMap((process) => [
    `DROP ROLE IF EXISTS ${ident(databaseRole(process, namespace, 'app'))}`,
    `DROP ROLE IF EXISTS ${ident(databaseRole(process, namespace, 'owner'))}`,
  ]);
}

/**
 * A psql script of databaseRoleStatements, in one transaction. A login's
 * password is its stored form from `storedPassword` (a SCRAM verifier)
 * when given, else the psql variable named like its environment variable,
 * read from psql's environment (`\getenv`, psql 15+) or given with `-v`.
 */
export function databaseRolesScript(options: {
  namespace: string;
  database: string;
  storedPassword?: (process: ProcessName, login: DatabaseLogin) => string | undefined;
}): string {
  const fromVariable: string[] = [];
  const statements = databaseRoleStatements({
    namespace: options.namespace,
    database: options.database,
    password: (process, login) => {
      const stored = options.storedPassword?.(process, login);
      if (stored !== undefined) return literal(stored);
      const variable = databasePasswordVariable(process, login);
      fromVariable.push(`\\getenv ${variable} ${variable}`);
      return `:'${variable}'`;
    },
  });
  return [
    `-- Generated from the contracts (libs/contracts/src/security); regenerate, do not edit.`,
    `-- The PostgreSQL logins of every process and their rights (docs/operations/security.md, "Security: PostgreSQL roles").`,
    `-- Run as a superuser, connected to the database ${options.database}: psql -d ${options.database} -f <this file>`,
    `\\set ON_ERROR_STOP on`,
    ...fromVariable,
    `BEGIN;`,
    ...statements.map((statement) => `${statement};`),
    `COMMIT;`,
    ``,
  ].join('\n');
}

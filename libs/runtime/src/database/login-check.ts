import { DataSource } from 'typeorm';

interface LoginPowers {
  name: string;
  superuser: boolean;
  createrole: boolean;
  bypassrls: boolean;
}

/**
 * What is wrong with the login a process serves with, as PostgreSQL sees it:
 * a superuser, CREATEROLE or BYPASSRLS, its own or of a role it may become,
 * would let one compromised process read or forge every schema's rows (an
 * API key in `iam` included). Empty when the login holds none of them.
 */
export async function databaseLoginProblems(dataSource: Pick<DataSource, 'query'>): Promise<string[]> {
  const [login] = (await dataSource.query(
    `SELECT current_user AS name, bool_or(r.rolsuper) AS superuser, bool_or(r.rolcreaterole) AS createrole, bool_or(r.rolbypassrls) AS bypassrls
       FROM pg_roles r WHERE pg_has_role(current_user, r.oid, 'MEMBER')`,
  )) as LoginPowers[];
  const powers = [login.superuser && 'SUPERUSER', login.createrole && 'CREATEROLE', login.bypassrls && 'BYPASSRLS'].filter(Boolean);
  if (!powers.length) return [];
  return [
    `DATABASE_URL logs in as ${login.name}, which has (or may take) ${powers.join(', ')}: ` +
      `give the process its own login, with rights on its schema only (docs/operations/security.md, "Security: PostgreSQL roles")`,
  ];
}

/** Stops a production process whose login holds more than its own rows' rights, before it takes any request. */
export async function refuseUnsafeDatabaseLogin(dataSource: DataSource, nodeEnv: string): Promise<void> {
  if (nodeEnv !== 'production') return;
  const problems = await databaseLoginProblems(dataSource);
  if (problems.length) throw new Error(`Unsafe configuration for production (NODE_ENV=production):\n  ${problems.join('\n  ')}`);
}

import { Client } from 'pg';
import { DataSource, DataSourceOptions } from 'typeorm';

/**
 * For the kit's own integration specs: a schema of their own on the
 * machine's PostgreSQL (DATABASE_URL or the default port), made with the
 * statements given and dropped after the file, a data source on it, and
 * the statements pg sent during each test (a spy on pg's own Client#query:
 * calls go through unchanged).
 */
export function useScratchSchema(prefix: string, tables: Array<[string, unknown[]?]>, entities: DataSourceOptions['entities']) {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const schema = `${prefix}_${process.pid}_${Date.now()}`;
  const scratch = { dataSource: undefined as unknown as DataSource, statements: (): string[] => [] };
  let sent: jest.SpyInstance | undefined;

  const admin = async (statements: Array<[string, unknown[]?]>) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      for (const [text, values] of statements) await client.query(text.replaceAll('{schema}', schema), values);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin([[`CREATE SCHEMA ${schema}`], ...tables]);
    scratch.dataSource = await new DataSource({ type: 'postgres', url, schema, entities, poolSize: 2 }).initialize();
  });

  beforeEach(() => {
    sent = jest.spyOn(Client.prototype, 'query');
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    await scratch.dataSource?.destroy();
    await admin([[`DROP SCHEMA IF EXISTS ${schema} CASCADE`]]);
  });

  scratch.statements = () =>
    (sent?.mock.calls ?? []).map(([config]) => (typeof config === 'string' ? config : (config as { text: string }).text));
  /** Forgets what was sent so far in this test. */
  const forget = () => sent?.mockClear();
  return Object.assign(scratch, { forget });
}

import { Client } from 'pg';
import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { MONEY_COLUMN } from './decimal-transformer';
import { hydrateEntity } from './entity-hydrator';

@Entity({ name: 'samples' })
class SampleEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'display_name', type: 'text' })
  displayName: string;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'text', array: true })
  tags: string[];

  @Column({ type: 'int' })
  quantity: number;

  @Column({ type: 'boolean' })
  enabled: boolean;

  @Column({ type: 'jsonb' })
  settings: Record<string, unknown>;

  @Column(MONEY_COLUMN)
  amount: number;

  @Column({ name: 'due_date', type: 'date', nullable: true })
  dueDate: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** Against the machine's PostgreSQL (DATABASE_URL or the default port), in a schema of its own. */
describe('entity hydration', () => {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const schema = `hydrator_${process.pid}_${Date.now()}`;
  let dataSource: DataSource;

  const admin = async (text: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE SCHEMA ${schema};
      CREATE TABLE ${schema}.samples (id uuid PRIMARY KEY, display_name text NOT NULL, note text, tags text[] NOT NULL, quantity int NOT NULL,
        enabled boolean NOT NULL, settings jsonb NOT NULL, amount numeric(15,2) NOT NULL, due_date date, created_at timestamptz NOT NULL);
      INSERT INTO ${schema}.samples VALUES
        ('01a2184a-0000-7000-8000-000000000001', 'Ana "A" \\ Souza', NULL, '{a,"b c"}', 3, true, '{"x":[1,2]}', 1234567890123.45, '2026-02-28', '2026-11-26T10:20:30.456Z'),
        ('01a2184a-0000-7000-8000-000000000002', 'Bia', 'nota', '{}', -1, false, '{}', 0.1, NULL, '2016-01-01T00:00:00.000Z')`);
    dataSource = await new DataSource({ type: 'postgres', url, schema, entities: [SampleEntity], poolSize: 1 }).initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });

  it('builds from a raw row the entity TypeORM builds itself: names mapped, dates as Dates, transformers and driver types applied', async () => {
    const metadata = dataSource.getMetadata(SampleEntity);
    const rows = (await dataSource.query(`SELECT * FROM ${schema}.samples ORDER BY id`)) as Record<string, unknown>[];
    const hydrated = rows.map((row) => hydrateEntity<SampleEntity>(dataSource, metadata, row));
    const found = await dataSource.getRepository(SampleEntity).find({ order: { id: 'ASC' } });
    expect(hydrated).toEqual(found);
    expect(hydrated[0]).toBeInstanceOf(SampleEntity);
    expect(hydrated[0]).toMatchObject({ displayName: 'Ana "A" \\ Souza', tags: ['a', 'b c'], amount: 1234567890123.45, dueDate: '2026-02-28', settings: { x: [1, 2] } });
    expect(hydrated[0].createdAt).toEqual(new Date('2026-11-26T10:20:30.456Z'));
    expect(hydrated[1]).toMatchObject({ note: 'nota', amount: 0.1, dueDate: null, enabled: false, quantity: -1 });
  });

  it('turns an instant that came as text into a Date', () => {
    const entity = hydrateEntity<SampleEntity>(dataSource, dataSource.getMetadata(SampleEntity), { id: 'x', created_at: '2026-11-26T10:20:30.456Z' });
    expect(entity.createdAt).toEqual(new Date('2026-11-26T10:20:30.456Z'));
  });
});

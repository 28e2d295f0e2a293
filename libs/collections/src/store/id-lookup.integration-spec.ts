import { newId } from '@bizapi/runtime';
import { ProbeEntity, probesTable } from '../testing/probe.entity';
import { useScratchSchema } from '../testing/scratch-schema';
import { defineCollection } from '../declaration/collection-declaration';
import { PROBES_CONTRACT } from '../testing/probe.entity';
import { IdLookup } from './id-lookup';
import { RecordTable } from './record-table';

/**
 * Against the machine's PostgreSQL, in a schema of its own. Lookups started in one event-loop turn share a
 * statement, so every case below is also a case of one mixed batch.
 */
describe('IdLookup (get by id of every collection)', () => {
  const [ours, theirs] = [newId(), newId()];
  const at = { createdAt: new Date('2026-01-02T03:04:05.678Z'), updatedAt: new Date('2026-02-03T04:05:06.789Z') };
  const probes = {
    first: { id: newId(), companyId: ours, name: 'first', isActive: true, ...at },
    second: { id: newId(), companyId: ours, name: 'second', isActive: true, ...at },
    inactive: { id: newId(), companyId: ours, name: 'inactive', isActive: false, ...at },
    foreign: { id: newId(), companyId: theirs, name: 'foreign', isActive: true, ...at },
  };
  const scratch = useScratchSchema('scoped_lookup', probesTable(Object.values(probes)), [ProbeEntity]);
  /** Every statement the pool sent since the test began. */
  const statements = () => scratch.statements();
  let lookup: IdLookup<ProbeEntity>;

  beforeAll(() => {
    const probesCollection = defineCollection<ProbeEntity>({
      contract: PROBES_CONTRACT,
      entity: ProbeEntity,
      noun: 'probe',
      toRecord: (probe) => probe,
    });
    lookup = new IdLookup(scratch.dataSource, new RecordTable(scratch.dataSource, probesCollection));
  });

  const names = (found: Array<ProbeEntity | null>) => found.map((probe) => probe?.name ?? null);

  it('answers each lookup of one turn with its own record, in one statement', async () => {
    const found = await Promise.all([
      lookup.find(ours, probes.second.id),
      lookup.find(ours, probes.first.id),
      lookup.find(ours, probes.first.id),
      lookup.find(ours, probes.second.id.toUpperCase()),
    ]);
    expect(names(found)).toEqual(['second', 'first', 'first', 'second']);
    expect(statements()).toHaveLength(1);
    expect(statements()[0]).toContain('unnest');
  });

  it('never answers with another company’s record, even when that company asks in the same statement', async () => {
    const found = await Promise.all([
      lookup.find(ours, probes.foreign.id),
      lookup.find(theirs, probes.foreign.id),
      lookup.find(theirs, probes.first.id),
      lookup.find(ours, probes.first.id),
    ]);
    expect(names(found)).toEqual([null, 'foreign', null, 'first']);
    expect(statements()).toHaveLength(1);
  });

  it('leaves out records that do not meet the condition, and ids nobody has', async () => {
    const found = await Promise.all([
      lookup.find(ours, probes.inactive.id),
      lookup.find(ours, newId()),
      lookup.find(ours, probes.first.id),
    ]);
    expect(names(found)).toEqual([null, null, 'first']);
  });

  it('answers null for strings that are not ids, without failing the others of its turn', async () => {
    const found = await Promise.all([
      lookup.find(ours, 'not-an-id'),
      lookup.find(ours, `${probes.first.id}'`),
      lookup.find('', probes.first.id),
      lookup.find(ours, probes.first.id),
    ]);
    expect(names(found)).toEqual([null, null, null, 'first']);
    expect(statements()).toHaveLength(1);
  });

  it('runs a lookup alone in its turn as the single-row statement', async () => {
    expect((await lookup.find(ours, probes.first.id))?.name).toBe('first');
    expect(statements()).toHaveLength(1);
    expect(statements()[0]).not.toContain('unnest');
    expect(statements()[0]).toContain('id = $2');
  });

  it('hydrates the entity as TypeORM would', async () => {
    const probe = await lookup.find(ours, probes.first.id);
    expect(probe).toBeInstanceOf(ProbeEntity);
    expect(probe).toEqual(probes.first);
  });
});

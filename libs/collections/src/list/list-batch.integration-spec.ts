import { newId } from '@bizapi/runtime';
import { defineCollection } from '../declaration/collection-declaration';
import { PROBES_CONTRACT } from '../testing/probe.entity';
import { RecordTable } from '../store/record-table';
import { ProbeEntity, probesTable } from '../testing/probe.entity';
import { useScratchSchema } from '../testing/scratch-schema';
import { CollectionLister } from './list-statement';
import { CollectionListQuery, listQueryClass, listQueryValidator } from './list-query';

const PROBES = defineCollection<ProbeEntity>({
  contract: PROBES_CONTRACT,
  entity: ProbeEntity,
  noun: 'probe',
  toRecord: (probe) => probe,
  orderBy: { name: { property: 'name' } },
  rowCounter: false,
});

/**
 * Against the machine's PostgreSQL, in a schema of its own. Pages of
 * unfiltered lists started in one event-loop turn share one statement
 * (PageBatcher): each must still be exactly the page its list gives alone.
 */
describe('CollectionLister: pages of one turn read together', () => {
  const [big, small, empty] = [newId(), newId(), newId()];
  // 57 rows for one company (one inactive in three), 5 for another: names and instants out of insertion order, some instants shared.
  const probe = (companyId: string, name: string, isActive: boolean, at: string): ProbeEntity =>
    Object.assign(new ProbeEntity(), { id: newId(), companyId, name, isActive, createdAt: new Date(at), updatedAt: new Date(at) });
  const probes: ProbeEntity[] = [];
  for (let n = 0; n < 57; n += 1) {
    probes.push(
      probe(big, `big ${String((n * 37) % 57).padStart(2, '0')}`, n % 3 !== 2, `2026-01-01T00:00:${String(n % 20).padStart(2, '0')}Z`),
    );
  }
  for (let n = 0; n < 5; n += 1) probes.push(probe(small, `small ${n}`, true, `2026-02-0${n + 1}T00:00:00Z`));
  const scratch = useScratchSchema('page_batch', probesTable(probes), [ProbeEntity]);
  const statements = () => scratch.statements();
  const validate = listQueryValidator(listQueryClass(PROBES));
  const query = (sent: Record<string, unknown>): CollectionListQuery => validate(sent);
  let lister: CollectionLister<ProbeEntity>;
  const list = (companyId: string, sent: Record<string, unknown> = {}) =>
    lister.list(companyId, query(sent), (probe) => probe.name, sent);

  beforeAll(() => {
    lister = new CollectionLister(scratch.dataSource, new RecordTable(scratch.dataSource, PROBES));
  });

  /** Each list on its own, one after the other: what every page of the batch must equal. */
  async function alone(requests: Array<[string, Record<string, unknown>]>) {
    const pages = [];
    for (const [companyId, sent] of requests) pages.push(await list(companyId, sent));
    return pages;
  }

  it('answers every page of the turn as it is alone, one statement per shape', async () => {
    const requests: Array<[string, Record<string, unknown>]> = [
      [big, {}],
      [small, {}],
      [empty, {}],
      [big, {}],
      [big, { limit: 7 }],
      [small, { limit: 7 }],
      [big, { limit: 7, order: 'ASC' }],
      [big, { orderBy: 'name', limit: 5, page: 3 }],
      [small, { limit: 2, page: 2 }],
      [big, { limit: 20, page: 3 }],
    ];
    const expected = await alone(requests);
    scratch.forget();

    const pages = await Promise.all(requests.map(([companyId, query]) => list(companyId, query)));

    expect(pages).toEqual(expected);
    expect(pages[0].meta.total).toBe(38);
    expect(pages[2].meta.total).toBe(0);
    expect(pages[4].data).toHaveLength(7);
    expect(pages[9].data).toEqual([]);
    // First pages of one order and limit share a statement (two such groups here); one alone and pages by offset run their own.
    const pageStatements = statements().filter((text) => text.includes('ORDER BY'));
    expect(pageStatements.filter((text) => text.includes('CROSS JOIN LATERAL'))).toHaveLength(2);
    expect(pageStatements).toHaveLength(6);
  });

  it('walks by cursor in a batch exactly as alone: every row once, in order', async () => {
    const walk = async (companyId: string, limit: number, orderBy: string, order: string) => {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await list(companyId, { limit, orderBy, order, ...(cursor ? { cursor } : {}) });
        seen.push(...page.data);
        cursor = page.meta.nextCursor ?? undefined;
      } while (cursor);
      return seen;
    };
    const [bigRows, smallRows] = (
      await alone([
        [big, { limit: 100 }],
        [small, { limit: 100 }],
      ])
    ).map((page) => page.data);
    scratch.forget();

    // Walks of one order and limit share statements while their pages fall in the same turns, whatever their companies.
    const together = await Promise.all([
      walk(big, 4, 'createdAt', 'DESC'),
      walk(small, 4, 'createdAt', 'DESC'),
      walk(big, 4, 'createdAt', 'DESC'),
      walk(big, 6, 'name', 'ASC'),
      walk(small, 6, 'name', 'ASC'),
    ]);

    expect(together).toEqual([bigRows, smallRows, bigRows, [...bigRows].sort(), [...smallRows].sort()]);
    expect(statements().filter((text) => text.includes('CROSS JOIN LATERAL')).length).toBeGreaterThanOrEqual(2);
  });

  it('fails only the page whose cursor the column refuses', async () => {
    const first = await list(big, { limit: 3 });
    const cursor = first.meta.nextCursor as string;
    const [, ...position] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    const altered = Buffer.from(JSON.stringify(['not an instant', ...position])).toString('base64url');

    const [good, bad] = await Promise.allSettled([list(big, { limit: 3, cursor }), list(big, { limit: 3, cursor: altered })]);

    expect(good).toEqual({ status: 'fulfilled', value: expect.objectContaining({ data: expect.any(Array) }) });
    expect((good as PromiseFulfilledResult<{ data: string[] }>).value.data).toHaveLength(3);
    expect(bad.status).toBe('rejected');
  });
});

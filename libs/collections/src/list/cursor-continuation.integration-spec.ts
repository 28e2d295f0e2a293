import { ApiError } from '@bizapi/contracts';
import { newId } from '@bizapi/runtime';
import { defineCollection } from '../declaration/collection-declaration';
import { PROBES_CONTRACT } from '../testing/probe.entity';
import { equals, textSearch } from '../declaration/filters';
import { RecordTable } from '../store/record-table';
import { ProbeEntity, probesTable } from '../testing/probe.entity';
import { useScratchSchema } from '../testing/scratch-schema';
import { listFingerprint } from './cursor';
import { SentQuery } from './cursor-continuation';
import { CollectionListQuery, listQueryClass, listQueryValidator } from './list-query';
import { CollectionLister, CollectionPage } from './list-statement';

const PROBES = defineCollection<ProbeEntity>({
  contract: PROBES_CONTRACT,
  entity: ProbeEntity,
  noun: 'probe',
  toRecord: (probe) => probe,
  filters: { search: textSearch(['name']), name: equals('name') },
  orderBy: { name: { property: 'name' } },
  rowCounter: false,
});

/** A name as long as a search may be, in characters of three UTF-8 bytes: a cursor carrying it twice is over the limit. */
const LONG = '€'.repeat(255);

/**
 * Against the machine's PostgreSQL, in a schema of its own: a cursor carries
 * its list's order and filters, so `?cursor=…` alone continues the walk, and
 * what is sent along with it must be that list's.
 */
describe('CollectionLister: a cursor continues the list it was made for', () => {
  const [mine, theirs] = [newId(), newId()];
  const probe = (companyId: string, name: string, second: number): ProbeEntity => {
    const at = new Date(Date.UTC(2026, 0, 1, 0, 0, second));
    return Object.assign(new ProbeEntity(), { id: newId(), companyId, name, isActive: true, createdAt: at, updatedAt: at });
  };
  const probes = [
    ...['alpha', 'beta'].flatMap((word, family) => [0, 1, 2, 3, 4, 5].map((n) => probe(mine, `${word} ${(n * 5) % 6}`, family * 6 + n))),
    ...[0, 1, 2, 3, 4].map((n) => probe(mine, `${LONG} ${n}`, 20 + n)),
    ...[0, 1, 2].map((n) => probe(theirs, `beta ${n}`, n)),
  ];
  const scratch = useScratchSchema('cursor_continuation', probesTable(probes), [ProbeEntity]);
  const validate = listQueryValidator(listQueryClass(PROBES));
  let lister: CollectionLister<ProbeEntity>;

  /** A page as the generated controller asks for it: the validated query and the query as sent. */
  const list = (sent: Record<string, unknown>, companyId = mine, told: SentQuery = sent): Promise<CollectionPage<string>> =>
    lister.list(companyId, validate(sent) as CollectionListQuery, (entity) => entity.name, told);

  async function refusal(page: Promise<unknown>): Promise<{ field?: string; message?: string }> {
    const error = await page.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('VALIDATION_ERROR');
    return (error as ApiError).errors?.[0] ?? {};
  }

  /** The first page with `first`, then each next page with only what `next(cursor, n)` sends. */
  async function walk(first: Record<string, unknown>, next: (cursor: string, n: number) => Record<string, unknown>) {
    let page = await list(first);
    const names = [...page.data];
    for (let n = 1; page.meta.nextCursor; n++) {
      page = await list(next(page.meta.nextCursor, n));
      names.push(...page.data);
    }
    return names;
  }

  beforeAll(() => {
    lister = new CollectionLister(scratch.dataSource, new RecordTable(scratch.dataSource, PROBES));
  });

  it.each([
    ['a filter and an order', { search: 'beta', orderBy: 'name', order: 'ASC' }],
    ['a filter and the default order', { search: 'alpha' }],
    ['an order alone', { orderBy: 'name', order: 'DESC' }],
  ])('walks with the cursor alone (%s) exactly as one big page, whatever limit each page asks', async (_case, query) => {
    const whole = (await list({ ...query, limit: 100 })).data;
    expect(whole.length).toBeGreaterThan(4);

    const alone = await walk({ ...query, limit: 2 }, (cursor, n) => ({ cursor, limit: 2 + (n % 2) }));
    const repeated = await walk({ ...query, limit: 2 }, (cursor) => ({ ...query, cursor, limit: 3 }));

    expect(alone).toEqual(whole);
    expect(repeated).toEqual(whole);
  });

  it('keeps the filter on every page: the cursor alone never widens the list', async () => {
    const names = await walk({ search: 'beta', limit: 1 }, (cursor) => ({ cursor, limit: 1 }));
    expect(names).toHaveLength(6);
    expect(names.every((name) => name.startsWith('beta'))).toBe(true);
  });

  it.each([
    ['another value of its filter', { search: 'alpha' }],
    ['a filter it was made without', { name: 'beta 1' }],
    ['another orderBy', { orderBy: 'createdAt' }],
    ['another order', { order: 'DESC' }],
    ["the list's default order, sent explicitly", { orderBy: 'createdAt', order: 'DESC' }],
  ])('refuses a cursor sent with %s, naming cursor', async (_case, changed) => {
    const first = await list({ search: 'beta', orderBy: 'name', order: 'ASC', limit: 2 });
    const cursor = first.meta.nextCursor as string;
    const error = await refusal(list({ cursor, ...changed }));
    expect(error).toEqual({ field: 'cursor', message: expect.stringContaining('another order or other filters') });
  });

  it('takes only whether page was sent from callers that keep no more of the query, and still tells another order', async () => {
    const first = await list({ search: 'beta', orderBy: 'name', order: 'ASC', limit: 2 });
    const cursor = first.meta.nextCursor as string;
    const second = await list({ cursor, limit: 2 }, mine, false);
    expect(second.data).toEqual(['beta 2', 'beta 3']);
    expect(await refusal(list({ cursor, orderBy: 'updatedAt' }, mine, false))).toHaveProperty('field', 'cursor');
    expect(await refusal(list({ cursor, page: 2 }, mine, true))).toHaveProperty('field', 'cursor');
  });

  it("refuses another company's cursor", async () => {
    const cursor = (await list({ search: 'beta', limit: 1 }, theirs)).meta.nextCursor as string;
    expect(await refusal(list({ cursor }))).toEqual({ field: 'cursor', message: expect.stringContaining('not a cursor of this list') });
  });

  it.each([
    ['an order the list does not have', 'password', {}],
    ['a filter the list does not have', 'name', { isActive: 'true' }],
    ['a filter value the list refuses', 'name', { search: 'x'.repeat(300) }],
  ])('refuses a cursor altered to carry %s (fingerprint and all) with 400 on cursor, never a failed statement', async (_case, orderBy, filters) => {
    const first = await list({ limit: 1, orderBy: 'name', order: 'ASC' });
    const [value, id, page] = JSON.parse(Buffer.from(first.meta.nextCursor as string, 'base64url').toString()) as unknown[];
    const fingerprint = listFingerprint([mine, 'probes', orderBy, 'ASC', filters]);
    const altered = Buffer.from(JSON.stringify([value, id, page, fingerprint, orderBy, 'ASC', filters])).toString('base64url');
    expect(await refusal(list({ cursor: altered }))).toHaveProperty('field', 'cursor');
  });

  it('makes a cursor that no longer carries filters too long for it, which continues when they are sent again', async () => {
    const query = { search: LONG, orderBy: 'name', order: 'ASC' };
    const first = await list({ ...query, limit: 2 });
    const cursor = first.meta.nextCursor as string;
    expect(JSON.parse(Buffer.from(cursor, 'base64url').toString())).toHaveLength(4);

    expect(await refusal(list({ cursor }))).toHaveProperty('field', 'cursor');
    const names = await walk({ ...query, limit: 2 }, (next) => ({ ...query, cursor: next, limit: 2 }));
    expect(names).toEqual([0, 1, 2, 3, 4].map((n) => `${LONG} ${n}`));
  });
});

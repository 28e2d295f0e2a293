import { Tenant, adminClient, createTenant, queryDatabase } from '@bizapi/testing';
import { CUSTOM_FIELD_ENTITY_TYPES, CUSTOM_FIELD_TYPES } from '@bizapi/contracts';

const API_DATE_TIME = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
const DAY_MS = 24 * 60 * 60 * 1000;
const cents = (amount: number) => Math.round(amount * 100);

/**
 * What the operator's `seed` gives a company in accounting, read through the
 * API as an integrator would. A company has 100 requests a minute: each
 * test reads whole lists (limit=100) rather than record by record.
 */
describe('accounting seed', () => {
  let tenant: Tenant;

  beforeAll(async () => {
    tenant = await createTenant();
  });

  async function list(path: string): Promise<any[]> {
    const rows: any[] = [];
    let cursor: string | null = null;
    do {
      const separator = path.includes('?') ? '&' : '?';
      const response: { status: number; body: any } = await tenant.api.get(`${path}${separator}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(response.status).toBe(200);
      rows.push(...response.body.data);
      cursor = response.body.meta.nextCursor;
    } while (cursor);
    return rows;
  }

  it('gives a hierarchical chart of all five account types, with the period result in equity', async () => {
    const accounts = await list('/accounting-accounts');
    const byCode = new Map(accounts.map((account) => [account.code, account]));

    expect(new Set(accounts.map((account) => account.accountType))).toEqual(new Set(['ASSET', 'LIABILITY', 'EQUITY', 'REVENUE', 'EXPENSE']));
    for (const account of accounts) {
      expect(Object.keys(account).sort()).toEqual(['accountType', 'code', 'createdAt', 'id', 'isActive', 'isAnalytical', 'name', 'parentId', 'updatedAt']);
      const cut = account.code.lastIndexOf('.');
      const parent = cut < 0 ? null : byCode.get(account.code.slice(0, cut));
      expect(account.parentId).toBe(parent ? parent.id : null);
      if (parent) expect(parent.accountType).toBe(account.accountType);
      // Groups are synthetic; only the leaves take lines.
      const hasChildren = accounts.some((other) => other.parentId === account.id);
      expect(account.isAnalytical).toBe(!hasChildren);
    }
    expect(byCode.get('3.3.2')).toMatchObject({ name: 'Resultado do Exercício', accountType: 'EQUITY', isAnalytical: true });
  });

  it('posts balanced entries over the last months: posted, drafts and one reversed pair, lines on analytical accounts only', async () => {
    const accounts = new Map((await list('/accounting-accounts')).map((account) => [account.id, account]));
    const entries = await list('/accounting-journal-entries');
    const lines = await list('/accounting-journal-entry-lines');

    const statuses = entries.map((entry) => entry.status);
    expect(statuses.filter((status) => status === 'DRAFT').length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((status) => status === 'REVERSED')).toHaveLength(2);
    expect(statuses.filter((status) => status === 'POSTED').length).toBeGreaterThan(entries.length / 2);
    const today = Date.now();
    for (const entry of entries) {
      expect(entry).toEqual({
        id: expect.any(String),
        code: expect.stringMatching(/^LC-\d{6}$/),
        description: expect.any(String),
        entryDate: expect.stringMatching(/T00:00:00\.000Z$/),
        status: expect.any(String),
        isAutomatic: false,
        totalDebit: expect.any(Number),
        totalCredit: expect.any(Number),
        createdAt: API_DATE_TIME,
        updatedAt: API_DATE_TIME,
      });
      const age = today - Date.parse(entry.entryDate);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(125 * DAY_MS);
      // Σ debits = Σ credits = the entry's totals, in exact cents.
      const own = lines.filter((line) => line.journalEntryId === entry.id);
      const sum = (type: string) => own.filter((line) => line.type === type).reduce((total, line) => total + cents(line.amount), 0);
      expect(sum('DEBIT')).toBe(cents(entry.totalDebit));
      expect(sum('CREDIT')).toBe(cents(entry.totalCredit));
      expect(entry.totalDebit).toBe(entry.totalCredit);
      expect(entry.totalDebit).toBeGreaterThan(0);
    }
    expect(new Set(lines.map((line) => line.journalEntryId))).toEqual(new Set(entries.map((entry) => entry.id)));
    for (const line of lines) {
      const account = accounts.get(line.accountingAccountId);
      expect(account).toMatchObject({ isAnalytical: true, code: line.accountCode, name: line.accountName });
      expect(line).toEqual({
        id: expect.any(String),
        journalEntryId: expect.any(String),
        accountingAccountId: expect.any(String),
        accountCode: expect.any(String),
        accountName: expect.any(String),
        type: expect.stringMatching(/^(DEBIT|CREDIT)$/),
        amount: expect.any(Number),
        description: expect.any(String),
        createdAt: API_DATE_TIME,
        updatedAt: API_DATE_TIME,
      });
    }
    // The book of every type of account moves.
    expect(new Set(lines.map((line) => accounts.get(line.accountingAccountId).accountType)).size).toBe(5);
  });

  it('reverses with an entry of the swapped lines, both REVERSED', async () => {
    const reversed = (await tenant.api.get('/accounting-journal-entries?status=REVERSED')).body.data;
    expect(reversed).toHaveLength(2);
    const reversal = reversed.find((entry: any) => entry.description.startsWith('Estorno de '));
    const original = reversed.find((entry: any) => entry !== reversal);
    expect(reversal.description).toContain(original.code);
    expect(reversal.entryDate >= original.entryDate).toBe(true);
    expect(reversal.totalDebit).toBe(original.totalDebit);

    const [originalLines, reversalLines] = await Promise.all(
      [original, reversal].map(async (entry) => (await tenant.api.get(`/accounting-journal-entry-lines?journalEntryId=${entry.id}`)).body.data),
    );
    const swap = (type: string) => (type === 'DEBIT' ? 'CREDIT' : 'DEBIT');
    expect(reversalLines.map((line: any) => [line.accountCode, line.type, line.amount])).toEqual(
      originalLines.map((line: any) => [line.accountCode, swap(line.type), line.amount]),
    );
  });

  it('seeds cost centers, business units and custom fields with the spec’s fields', async () => {
    const [costCenters, businessUnits, customFields] = await Promise.all(['/cost-centers', '/business-units', '/custom-fields'].map(list));

    expect(costCenters.length).toBeGreaterThanOrEqual(6);
    for (const center of costCenters) {
      // The spec's fields, and `updatedAt` (the incremental-sync extension every record carries).
      expect(center).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        code: expect.stringMatching(/^CC-\d{3}$/),
        description: expect.any(String),
        isActive: true,
        createdAt: API_DATE_TIME,
        updatedAt: API_DATE_TIME,
      });
    }
    expect(costCenters.map((center) => center.code)).toEqual([...costCenters.map((center) => center.code)].sort());
    expect(costCenters[0]).toMatchObject({ code: 'CC-001', name: 'Administrativo' });

    expect(businessUnits.length).toBeGreaterThanOrEqual(4);
    for (const unit of businessUnits) {
      expect(unit).toEqual({ id: expect.any(String), name: expect.any(String), description: expect.any(String), isActive: true, createdAt: API_DATE_TIME, updatedAt: API_DATE_TIME });
    }
    expect(businessUnits.map((unit) => unit.name)).toContain('Matriz São Paulo');

    expect(new Set(customFields.map((field) => field.entityType))).toEqual(new Set(CUSTOM_FIELD_ENTITY_TYPES));
    expect(new Set(customFields.map((field) => field.fieldType))).toEqual(new Set(CUSTOM_FIELD_TYPES));
    expect(customFields.some((field) => field.isRequired)).toBe(true);
    for (const field of customFields) {
      const selection = field.fieldType === 'SELECT' || field.fieldType === 'MULTISELECT';
      expect(field).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        label: expect.any(String),
        fieldType: expect.any(String),
        entityType: expect.any(String),
        options: selection ? expect.arrayContaining([expect.any(String)]) : null,
        isRequired: expect.any(Boolean),
        isActive: true,
        createdAt: API_DATE_TIME,
        updatedAt: API_DATE_TIME,
      });
      if (selection) expect(field.options.length).toBeGreaterThanOrEqual(2);
    }
    const tickets = (await tenant.api.get('/custom-fields?entityType=TICKET')).body.data;
    expect(tickets.length).toBeGreaterThan(0);
    expect(tickets.every((field: any) => field.entityType === 'TICKET')).toBe(true);
  });

  it('counts what it seeds in each list’s total, and keeps the names others reference it by', async () => {
    const lists = new Map<string, any[]>();
    for (const path of ['/accounting-accounts', '/cost-centers', '/business-units', '/custom-fields']) {
      const records = await list(path);
      lists.set(path, records);
      const { body } = await tenant.api.get<any>(`${path}?limit=1`);
      expect(body.meta.total).toBe(records.length);
    }
    const copies = await queryDatabase<{ collection: string; id: string; name: string }>(
      `SELECT collection, id::text AS id, name FROM accounting.reference_names WHERE company_id = $1`,
      [tenant.company.id],
    );
    for (const collection of ['accounting-accounts', 'cost-centers', 'business-units']) {
      const copied = copies.filter((copy) => copy.collection === collection).map((copy) => `${copy.id} ${copy.name}`);
      const records = (lists.get(`/${collection}`) ?? []).map((record) => `${record.id} ${record.name}`);
      expect(records.length).toBeGreaterThan(0);
      expect(copied.sort()).toEqual(records.sort());
    }
  });

  it('adds nothing when seeded again, and answers the ids of what it seeded', async () => {
    const before = await Promise.all(['/accounting-accounts', '/accounting-journal-entries', '/cost-centers', '/business-units', '/custom-fields'].map(list));

    const result = await (await adminClient()).seed(tenant.company.id);

    const after = await Promise.all(['/accounting-accounts', '/accounting-journal-entries', '/cost-centers', '/business-units', '/custom-fields'].map(list));
    expect(after).toEqual(before);
    const [accounts, entries, costCenters, businessUnits, customFields] = before;
    const ids = (records: any[]) => records.map((record) => record.id).sort();
    expect(result['accounting-accounts'].slice().sort()).toEqual(ids(accounts));
    expect(result['accounting-journal-entries'].slice().sort()).toEqual(ids(entries));
    expect(result['cost-centers'].slice().sort()).toEqual(ids(costCenters));
    expect(result['business-units'].slice().sort()).toEqual(ids(businessUnits));
    expect(result['custom-fields'].slice().sort()).toEqual(ids(customFields));
  });

  it('seeds a company once when seeds run at the same time, each posting event once', async () => {
    const { company } = await createTenant({ seed: false });
    const admin = await adminClient();

    const results = await Promise.all([admin.seed(company.id), admin.seed(company.id), admin.seed(company.id)]);

    expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);
    const [counts] = await queryDatabase<{ entries: string; posted: string; events: string }>(
      `SELECT (SELECT count(*) FROM accounting.accounting_journal_entries WHERE company_id = $1) AS entries,
              (SELECT count(*) FROM accounting.accounting_journal_entries WHERE company_id = $1 AND status = 'POSTED') AS posted,
              (SELECT count(*) FROM accounting.outbox_events WHERE company_id = $1 AND event = 'journal_entry.posted') AS events`,
      [company.id],
    );
    expect(Number(counts.entries)).toBe(results[0]['accounting-journal-entries'].length);
    // Every posted entry announced once, the reversed one included (it was posted before it was reversed).
    expect(Number(counts.events)).toBe(Number(counts.posted) + 1);
  });
});

import { createTenant, eventually, queryDatabase, testStack } from '@bizapi/testing';
import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  SettledEvent,
  automaticEntries,
  automaticEntry,
  lineSummary,
  linesOf,
  publishSettled,
  settledEvent,
  settlementsHandled,
} from '../../testing/settlement-fixtures';

const API_DATE_TIME = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

/**
 * `financial.settled` events, published straight to JetStream as finance's
 * relay will, become automatic journal entries: one per event, on the
 * mapped or default accounts, whatever is redelivered or malformed.
 */
describe('automatic entries from settlements', () => {
  let connection: NatsConnection;
  const namespace = () => testStack().env.BIZAPI_NAMESPACE;
  const publish = (body: SettledEvent | string, msgId?: string) => publishSettled(connection, namespace(), body, msgId);

  beforeAll(async () => {
    connection = await connect({ servers: testStack().env.NATS_URL });
  });

  afterAll(async () => {
    await connection?.drain();
  });

  async function accountIdOf(companyId: string, code: string): Promise<string> {
    const [row] = await queryDatabase<{ id: string }>(`SELECT id FROM accounting.accounting_accounts WHERE company_id = $1 AND code = $2`, [companyId, code]);
    return row.id;
  }

  it('posts a receipt: debit on the bank account’s default account, credit on the revenue default, amount exact', async () => {
    const tenant = await createTenant();
    const event = settledEvent(tenant.company.id, {
      code: 'FIN-000101',
      title: 'Mensalidade novembro',
      originalAmount: 1_500,
      paidAmount: 1_234.56,
      paymentDate: '2025-11-18T00:00:00.000Z',
    });

    await publish(event, event.id);

    const entry = await automaticEntry(tenant.api, 'Recebimento FIN-000101 Mensalidade novembro');
    expect(entry).toEqual({
      id: expect.any(String),
      code: expect.stringMatching(/^LC-\d{6}$/),
      description: 'Recebimento FIN-000101 Mensalidade novembro',
      entryDate: '2025-11-18T00:00:00.000Z',
      status: 'POSTED',
      isAutomatic: true,
      totalDebit: 1_234.56,
      totalCredit: 1_234.56,
      createdAt: API_DATE_TIME,
      updatedAt: API_DATE_TIME,
    });
    const lines = await linesOf(tenant.api, entry.id);
    expect(lines.map(lineSummary)).toEqual([
      { type: 'DEBIT', accountCode: '1.1.1.02', amount: 1_234.56 },
      { type: 'CREDIT', accountCode: '4.1.2', amount: 1_234.56 },
    ]);
    expect(lines.map((line) => line.description)).toEqual([
      'Recebimento FIN-000101 Mensalidade novembro (Itaú Unibanco - CC 12345-6)',
      'Recebimento FIN-000101 Mensalidade novembro (Receitas de serviços)',
    ]);
    const [stored] = await queryDatabase(`SELECT financial_entry_id, source_event_id FROM accounting.accounting_journal_entries WHERE id = $1`, [entry.id]);
    expect(stored).toEqual({ financial_entry_id: event.data.id, source_event_id: event.id });
  });

  it('posts payments on the mapped accounts when finance mapped them, on the defaults otherwise', async () => {
    const tenant = await createTenant();
    const companyId = tenant.company.id;
    const [rent, cashBox] = [randomUUID(), randomUUID()];
    // What finance will do when it registers a category and a bank account: a mapping row each.
    await queryDatabase(
      `INSERT INTO accounting.ledger_mappings (company_id, source_kind, source_id, accounting_account_id)
       VALUES ($1, 'FINANCIAL_CATEGORY', $2, $3), ($1, 'BANK_ACCOUNT', $4, $5)`,
      [companyId, rent, await accountIdOf(companyId, '5.2.2.01'), cashBox, await accountIdOf(companyId, '1.1.1.01')],
    );
    const mapped = settledEvent(companyId, {
      code: 'FIN-000102',
      title: 'Aluguel',
      typeCategory: 'EXPENSE',
      originalAmount: 8_500,
      paidAmount: null,
      paymentDate: null,
      financialCategoryId: rent,
      bankAccountId: cashBox,
    });
    const unmapped = settledEvent(companyId, { code: 'FIN-000103', title: 'Contabilidade terceirizada', typeCategory: 'EXPENSE', paidAmount: 0.1 + 0.2 });

    await publish(mapped);
    await publish(unmapped);

    const paid = await automaticEntry(tenant.api, 'Pagamento FIN-000102 Aluguel');
    // No paymentDate: the day the event happened; no paidAmount: the original amount.
    expect(paid).toMatchObject({ entryDate: `${mapped.timestamp.slice(0, 10)}T00:00:00.000Z`, totalDebit: 8_500, totalCredit: 8_500 });
    expect((await linesOf(tenant.api, paid.id)).map(lineSummary)).toEqual([
      { type: 'DEBIT', accountCode: '5.2.2.01', amount: 8_500 },
      { type: 'CREDIT', accountCode: '1.1.1.01', amount: 8_500 },
    ]);
    const fallback = await automaticEntry(tenant.api, 'Pagamento FIN-000103 Contabilidade terceirizada');
    expect(fallback).toMatchObject({ totalDebit: 0.3, totalCredit: 0.3 });
    expect((await linesOf(tenant.api, fallback.id)).map(lineSummary)).toEqual([
      { type: 'DEBIT', accountCode: '5.2.2.05', amount: 0.3 },
      { type: 'CREDIT', accountCode: '1.1.1.02', amount: 0.3 },
    ]);
  });

  it('posts one entry for an event delivered several times, also at once', async () => {
    const tenant = await createTenant();
    const event = settledEvent(tenant.company.id, { code: 'FIN-000104', title: 'Projeto de implantação', paidAmount: 10_000.01 });

    // Without a message id the stream keeps every copy: to the consumer these are redeliveries.
    await publish(event);
    await publish(event);
    await Promise.all([publish(event), publish(event), publish(event)]);
    await automaticEntry(tenant.api, 'Recebimento FIN-000104 Projeto de implantação');
    await settlementsHandled(connection, namespace());

    const entries = await automaticEntries(tenant.api);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ totalDebit: 10_000.01, totalCredit: 10_000.01 });
    // Posted once in the books too: one event, one day's movement on each account.
    const [{ events }] = await queryDatabase<{ events: string }>(
      `SELECT count(*) AS events FROM accounting.outbox_events WHERE company_id = $1 AND event = 'journal_entry.posted' AND payload -> 'data' ->> 'id' = $2`,
      [tenant.company.id, entries[0].id],
    );
    expect(Number(events)).toBe(1);
  });

  it('drops malformed events without blocking the next, and keeps every company’s entries its own', async () => {
    const [tenant, other] = await Promise.all([createTenant(), createTenant()]);
    const companyId = tenant.company.id;
    const noCompany = settledEvent(companyId, { title: 'Dados sigilosos do cliente' });
    const malformed: (SettledEvent | string)[] = [
      'not json at all',
      { ...noCompany, companyId: undefined as unknown as string },
      settledEvent(companyId, { code: 'FIN-000901', paidAmount: 0, originalAmount: 0 }),
      settledEvent(companyId, { code: 'FIN-000902', typeCategory: 'TRANSFER' }),
      settledEvent(companyId, { code: 'FIN-000903', id: 'not-an-id' }),
      // A company this service has no chart for (it does not exist): nothing to post to.
      settledEvent(randomUUID(), { code: 'FIN-000904' }),
    ];
    for (const body of malformed) await publish(body);
    await publish(settledEvent(other.company.id, { code: 'FIN-000201', title: 'Receita da outra empresa' }));
    await publish(settledEvent(companyId, { code: 'FIN-000301', title: 'Depois dos malformados' }));

    await automaticEntry(tenant.api, 'Recebimento FIN-000301 Depois dos malformados');
    await automaticEntry(other.api, 'Recebimento FIN-000201 Receita da outra empresa');
    await settlementsHandled(connection, namespace());

    expect((await automaticEntries(tenant.api)).map((entry) => entry.description)).toEqual(['Recebimento FIN-000301 Depois dos malformados']);
    expect((await automaticEntries(other.api)).map((entry) => entry.description)).toEqual(['Recebimento FIN-000201 Receita da outra empresa']);
    // The warning names the event, and nothing of the customer's record.
    const log = await eventually(async () => {
      const text = await readFile(join(testStack().logDir, 'accounting.log'), 'utf8');
      return text.includes(noCompany.id) ? text : undefined;
    });
    expect(log).not.toContain('Dados sigilosos do cliente');
  });
});

import { testStack } from '@bizapi/testing';
import { Client } from 'pg';
import { expireContractsSql, expireQuotesSql } from './sales-automations';

/**
 * The automatic moves read only the rows that can move: their statements can
 * be answered from the (company_id, status, date) indexes or the partial
 * indexes of the still-open rows. With sequential scans priced out, a plan
 * that still scans the table would mean no index fits the statement.
 */
describe('automatic moves: query plans', () => {
  async function plan(sql: string, params: unknown[]): Promise<string> {
    const client = new Client({ connectionString: testStack().env.DATABASE_URL });
    await client.connect();
    try {
      await client.query('SET search_path = sales_contracts');
      await client.query('SET enable_seqscan = off');
      const rows = (await client.query(`EXPLAIN ${sql}`, params)).rows as { 'QUERY PLAN': string }[];
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await client.end();
    }
  }

  const company = '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e';
  const asOf = new Date('2026-03-11T00:00:00Z');

  it.each([
    ['quotes of one company', expireQuotesSql('quotes', true), [asOf, new Date(), company], /quotes_(company_status_valid_until|expiring)_idx/],
    ['quotes of every company', expireQuotesSql('quotes', false), [asOf, new Date()], /quotes_expiring_idx/],
    ['contracts of one company', expireContractsSql('contracts', true), [asOf, new Date(), company], /contracts_(company_status_end|expiring)_idx/],
    ['contracts of every company', expireContractsSql('contracts', false), [asOf, new Date()], /contracts_expiring_idx/],
  ])('finds the %s through an index', async (_case, sql, params, index) => {
    const text = await plan(sql, params);
    expect(text).toMatch(index);
    expect(text).not.toMatch(/Seq Scan on (quotes|contracts)\b/);
  });
});

import { CollectionKit } from '@bizapi/collections';
import { CodeGenerator, NatsRpcClient, OutboxWriter, dataSourceOptions, withRuntimeTables } from '@bizapi/runtime';
import { DataSource } from 'typeorm';
import { ACCOUNTING_DATABASE } from '../database/accounting-database';
import { JournalEntriesService } from '../modules/journal-entries/journal-entries.service';
import { JournalEntryEntity } from '../modules/journal-entries/journal-entry.entity';
import { JournalEntryLinesService } from '../modules/journal-entry-lines/journal-entry-lines.service';
import { JournalEntryInput, JournalPoster } from '../modules/ledger/journal-poster';

/** A query on the run's database (the harness's queryDatabase, passed in: this file does not import the harness). */
export type SqlQuery = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

/**
 * The service's own posting (JournalPoster), run from a test process on the
 * run's database: there is no API that writes journal entries, and a test
 * of the reports needs books it knows. Entries written here are written
 * exactly as the service writes them — lines, daily balances, the day's
 * count of posted entries, codes, row counters and the outbox event.
 */
export class TestBooks {
  private constructor(
    private readonly dataSource: DataSource,
    private readonly kit: CollectionKit,
    private readonly poster: JournalPoster,
  ) {}

  /** On the run's database (`testStack().env.DATABASE_URL`). */
  static async open(databaseUrl: string): Promise<TestBooks> {
    const dataSource = new DataSource(
      dataSourceOptions(withRuntimeTables(ACCOUNTING_DATABASE), { url: databaseUrl, poolSize: 4, applicationName: 'accounting-report-tests' }),
    );
    await dataSource.initialize();
    // Posting asks no other service anything: the RPC client is never called.
    const kit = new CollectionKit(dataSource, new OutboxWriter(), new CodeGenerator(), undefined as unknown as NatsRpcClient, 'accounting');
    const poster = new JournalPoster(kit, new JournalEntriesService(kit), new JournalEntryLinesService(kit));
    return new TestBooks(dataSource, kit, poster);
  }

  post(companyId: string, input: JournalEntryInput): Promise<JournalEntryEntity | null> {
    return this.kit.transaction((manager) => this.poster.post(manager, companyId, input));
  }

  reverse(companyId: string, entryId: string, entryDate: string, description: string): Promise<JournalEntryEntity> {
    return this.kit.transaction((manager) => this.poster.reverse(manager, companyId, entryId, entryDate, description));
  }

  close(): Promise<void> {
    return this.dataSource.destroy();
  }
}

export interface BookAccount {
  id: string;
  code: string;
  name: string;
  accountType: string;
  parentId: string | null;
  isAnalytical: boolean;
  isActive: boolean;
}

/** The company's chart as stored. */
export function chartOf(sql: SqlQuery, companyId: string): Promise<BookAccount[]> {
  return sql<BookAccount>(
    `SELECT id, code, name, account_type AS "accountType", parent_id AS "parentId", is_analytical AS "isAnalytical", is_active AS "isActive"
     FROM accounting.accounting_accounts WHERE company_id = $1 ORDER BY code`,
    [companyId],
  );
}

/**
 * An oracle independent of the daily balances: per account, the debits and
 * credits (in cents) of the company's POSTED lines dated `from`..`to`
 * (inclusive; null for no bound), summed from the lines themselves.
 */
export async function linesByAccount(sql: SqlQuery, companyId: string, from: string | null, to: string | null): Promise<Map<string, { debit: bigint; credit: bigint }>> {
  const rows = await sql<{ accountId: string; debit: string; credit: string }>(
    `SELECT accounting_account_id AS "accountId",
       (coalesce(sum(amount) FILTER (WHERE type = 'DEBIT'), 0) * 100)::bigint::text AS debit,
       (coalesce(sum(amount) FILTER (WHERE type = 'CREDIT'), 0) * 100)::bigint::text AS credit
     FROM accounting.accounting_journal_entry_lines
     WHERE company_id = $1 AND entry_status = 'POSTED' AND ($2::date IS NULL OR entry_date >= $2::date) AND ($3::date IS NULL OR entry_date <= $3::date)
     GROUP BY 1`,
    [companyId, from, to],
  );
  return new Map(rows.map((row) => [row.accountId, { debit: BigInt(row.debit), credit: BigInt(row.credit) }]));
}

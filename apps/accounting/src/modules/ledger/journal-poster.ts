import { CollectionKit, CollectionStore } from '@bizapi/collections';
import { ACCOUNTING_JOURNAL_ENTRIES_CONTRACT, ApiError, JournalLineType } from '@bizapi/contracts';
import { centsOf, isWholeCents, toAmount } from '@bizapi/conventions';
import { newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { JOURNAL_ENTRIES } from '../journal-entries/journal-entries.collection';
import { JournalEntriesService } from '../journal-entries/journal-entries.service';
import { JournalEntryEntity } from '../journal-entries/journal-entry.entity';
import { JournalEntryLineEntity } from '../journal-entry-lines/journal-entry-line.entity';
import { JournalEntryLinesService } from '../journal-entry-lines/journal-entry-lines.service';

const ENTRY_CODE_PREFIX = ACCOUNTING_JOURNAL_ENTRIES_CONTRACT.fields.code.prefix;

export interface JournalLineInput {
  accountingAccountId: string;
  type: JournalLineType;
  /** Positive, at most 2 decimal places. */
  amount: number;
  description?: string;
}

export interface JournalEntryInput {
  description: string;
  /** `YYYY-MM-DD`. */
  entryDate: string;
  status: 'POSTED' | 'DRAFT';
  isAutomatic?: boolean;
  financialEntryId?: string | null;
  /** The event an automatic entry comes from: a second entry for it is never posted. */
  sourceEventId?: string | null;
  lines: JournalLineInput[];
}

/**
 * The one way entries reach the books, inside the caller's transaction:
 * an entry is balanced (Σ debits = Σ credits, in exact cents) and its lines
 * sit on active analytical accounts of the company, or nothing is written.
 * Posting adds the lines to the accounts' daily balances (what the reports
 * read) and emits `journal_entry.posted`; reversing takes them out again.
 */
@Injectable()
export class JournalPoster {
  private readonly entries: CollectionStore<JournalEntryEntity>;
  private readonly lines: CollectionStore<JournalEntryLineEntity>;

  constructor(
    private readonly kit: CollectionKit,
    entries: JournalEntriesService,
    lines: JournalEntryLinesService,
  ) {
    this.entries = entries.store;
    this.lines = lines.store;
  }

  /** The entry written, or null when `sourceEventId` was already posted (a redelivered event). */
  async post(manager: EntityManager, companyId: string, input: JournalEntryInput): Promise<JournalEntryEntity | null> {
    if (input.sourceEventId) {
      // Two deliveries of one event at once take turns here; the unique index is the last word.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('accounting.event'), hashtext($1))`, [input.sourceEventId]);
      const [done] = (await manager.query(`SELECT 1 FROM accounting_journal_entries WHERE company_id = $1 AND source_event_id = $2`, [
        companyId,
        input.sourceEventId,
      ])) as unknown[];
      if (done) return null;
    }
    const total = assertBalanced(input.lines);
    await this.assertAnalyticalAccounts(manager, companyId, input.lines);
    const now = new Date();
    const entry = Object.assign(new JournalEntryEntity(), {
      id: newId(),
      companyId,
      code: await this.kit.codes.next(manager, companyId, ENTRY_CODE_PREFIX),
      description: input.description,
      entryDate: input.entryDate,
      status: input.status,
      isAutomatic: input.isAutomatic ?? false,
      totalDebit: total,
      totalCredit: total,
      financialEntryId: input.financialEntryId ?? null,
      sourceEventId: input.sourceEventId ?? null,
      reversesId: null,
      createdAt: now,
      updatedAt: now,
    });
    await this.entries.insert(manager, entry);
    await this.insertLines(manager, entry, input.lines);
    if (entry.status === 'POSTED') {
      await this.addToBalances(manager, entry, input.lines, 1);
      await this.kit.outbox.append(manager, companyId, 'journal_entry.posted', JOURNAL_ENTRIES.toRecord(entry));
    }
    return entry;
  }

  /**
   * Reverses a POSTED entry on `entryDate`: a reversal with the lines swapped,
   * both marked REVERSED (together they net to zero, so neither counts), and
   * the original's lines taken out of the daily balances.
   */
  async reverse(manager: EntityManager, companyId: string, entryId: string, entryDate: string, description: string): Promise<JournalEntryEntity> {
    const original = await this.entries.lock(manager, companyId, entryId);
    if (!original || original.status !== 'POSTED') throw ApiError.validation('journalEntryId', 'only a POSTED journal entry can be reversed');
    const lines = (await manager.query(
      `SELECT accounting_account_id AS "accountingAccountId", type, amount::float8 AS amount, description
       FROM accounting_journal_entry_lines WHERE company_id = $1 AND journal_entry_id = $2 ORDER BY created_at, id`,
      [companyId, entryId],
    )) as JournalLineInput[];
    const now = new Date();
    const reversal = Object.assign(new JournalEntryEntity(), {
      id: newId(),
      companyId,
      code: await this.kit.codes.next(manager, companyId, ENTRY_CODE_PREFIX),
      description,
      entryDate,
      status: 'REVERSED',
      isAutomatic: original.isAutomatic,
      totalDebit: original.totalDebit,
      totalCredit: original.totalCredit,
      financialEntryId: original.financialEntryId,
      sourceEventId: null,
      reversesId: original.id,
      createdAt: now,
      updatedAt: now,
    });
    await this.entries.insert(manager, reversal);
    const swapped = lines.map((line) => ({ ...line, type: line.type === 'DEBIT' ? 'CREDIT' : 'DEBIT' }) as JournalLineInput);
    await this.insertLines(manager, reversal, swapped);
    Object.assign(original, { status: 'REVERSED', updatedAt: now });
    await this.entries.update(manager, original);
    await manager.query(
      `UPDATE accounting_journal_entry_lines SET entry_status = 'REVERSED', updated_at = $3 WHERE company_id = $1 AND journal_entry_id = $2`,
      [companyId, entryId, now],
    );
    await this.addToBalances(manager, original, lines, -1);
    return reversal;
  }

  private async insertLines(manager: EntityManager, entry: JournalEntryEntity, lines: JournalLineInput[]): Promise<void> {
    for (const line of lines) {
      await this.lines.insert(
        manager,
        Object.assign(new JournalEntryLineEntity(), {
          id: newId(),
          companyId: entry.companyId,
          journalEntryId: entry.id,
          accountingAccountId: line.accountingAccountId,
          type: line.type,
          amount: line.amount,
          description: line.description ?? entry.description,
          entryDate: entry.entryDate,
          entryStatus: entry.status,
          financialEntryId: entry.financialEntryId,
          createdAt: entry.createdAt,
          updatedAt: entry.updatedAt,
        }),
      );
    }
  }

  /** Adds (sign 1) or takes out (sign -1) an entry's lines in the daily balances (sums and count) and the day's count of posted entries. */
  private async addToBalances(manager: EntityManager, entry: JournalEntryEntity, lines: JournalLineInput[], sign: 1 | -1): Promise<void> {
    const perAccount = new Map<string, { debit: number; credit: number; lines: number }>();
    for (const line of lines) {
      const sums = perAccount.get(line.accountingAccountId) ?? { debit: 0, credit: 0, lines: 0 };
      if (line.type === 'DEBIT') sums.debit += centsOf(line.amount);
      else sums.credit += centsOf(line.amount);
      sums.lines++;
      perAccount.set(line.accountingAccountId, sums);
    }
    const sums = [...perAccount.entries()];
    await manager.query(
      `INSERT INTO account_daily_balances AS b (company_id, accounting_account_id, day, debit, credit, posted_lines)
       SELECT $1, x.account, $2::date, x.debit / 100.0, x.credit / 100.0, x.lines
       FROM unnest($3::uuid[], $4::bigint[], $5::bigint[], $6::int[]) AS x (account, debit, credit, lines)
       ON CONFLICT (company_id, accounting_account_id, day)
       DO UPDATE SET debit = b.debit + EXCLUDED.debit, credit = b.credit + EXCLUDED.credit, posted_lines = b.posted_lines + EXCLUDED.posted_lines`,
      [
        entry.companyId,
        entry.entryDate,
        sums.map(([account]) => account),
        sums.map(([, sum]) => sign * sum.debit),
        sums.map(([, sum]) => sign * sum.credit),
        sums.map(([, sum]) => sign * sum.lines),
      ],
    );
    await manager.query(
      `INSERT INTO journal_days AS d (company_id, day, posted_entries) VALUES ($1, $2::date, $3)
       ON CONFLICT (company_id, day) DO UPDATE SET posted_entries = d.posted_entries + EXCLUDED.posted_entries`,
      [entry.companyId, entry.entryDate, sign],
    );
  }

  private async assertAnalyticalAccounts(manager: EntityManager, companyId: string, lines: JournalLineInput[]): Promise<void> {
    const ids = [...new Set(lines.map((line) => line.accountingAccountId))];
    const rows = (await manager.query(
      `SELECT id FROM accounting_accounts WHERE company_id = $1 AND id = ANY($2::uuid[]) AND is_active AND is_analytical`,
      [companyId, ids],
    )) as { id: string }[];
    if (rows.length !== ids.length) {
      throw ApiError.validation('lines', 'every line must be on an active analytical account of the company');
    }
  }
}

/** The entry's total: Σ debits = Σ credits in exact cents, every amount positive, at least one of each side. */
export function assertBalanced(lines: JournalLineInput[]): number {
  let debit = 0;
  let credit = 0;
  for (const line of lines) {
    if (!(line.amount > 0) || !isWholeCents(line.amount)) {
      throw ApiError.validation('lines', 'every line amount must be positive, with at most 2 decimal places');
    }
    if (line.type === 'DEBIT') debit += centsOf(line.amount);
    else credit += centsOf(line.amount);
  }
  if (debit === 0 || credit === 0 || debit !== credit) {
    throw ApiError.validation('lines', 'a journal entry must have debits and credits of the same total');
  }
  return toAmount(debit);
}

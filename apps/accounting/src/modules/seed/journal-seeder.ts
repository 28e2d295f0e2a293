import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { JournalEntryEntity } from '../journal-entries/journal-entry.entity';
import { JournalPoster } from '../ledger/journal-poster';
import { SampleMove, sampleJournal } from './sample-journal.seed';

/**
 * Posts the sample journal of a company once, inside the caller's
 * transaction, through JournalPoster (so entries balance, lines sit on
 * analytical accounts, daily balances and `journal_entry.posted` follow).
 * The entries are dated back from the first seed; a company that already
 * has manual entries (the seed's: nothing else writes non-automatic ones)
 * gets none again, so seeding twice never doubles the books.
 */
@Injectable()
export class JournalSeeder {
  constructor(private readonly poster: JournalPoster) {}

  /** The ids of the company's seeded entries, oldest code first. */
  async seed(manager: EntityManager, companyId: string, accountIdOfCode: ReadonlyMap<string, string>, today: Date): Promise<string[]> {
    const seeded = await this.seededEntryIds(manager, companyId);
    if (seeded.length) return seeded;
    const byKey = new Map<string, JournalEntryEntity>();
    const ids: string[] = [];
    for (const move of sampleJournal(today)) {
      const written = await this.write(manager, companyId, move, accountIdOfCode, byKey);
      ids.push(written.id);
    }
    return ids;
  }

  private async write(
    manager: EntityManager,
    companyId: string,
    move: SampleMove,
    accountIdOfCode: ReadonlyMap<string, string>,
    byKey: Map<string, JournalEntryEntity>,
  ): Promise<JournalEntryEntity> {
    if (move.kind === 'reversal') {
      const original = byKey.get(move.reverses);
      if (!original) throw new Error(`sample journal: nothing to reverse under ${move.reverses}`);
      return this.poster.reverse(manager, companyId, original.id, move.entryDate, `Estorno de ${original.code} - ${move.reason}`);
    }
    const entry = await this.poster.post(manager, companyId, {
      description: move.description,
      entryDate: move.entryDate,
      status: move.status,
      lines: move.lines.map(([code, side, amount]) => {
        const accountingAccountId = accountIdOfCode.get(code);
        // A sample line on a code the chart lacks is a bug in the seed data, not in the company's state.
        if (!accountingAccountId) throw new Error(`sample journal: account ${code} is not in the chart of accounts`);
        return { accountingAccountId, type: side === 'D' ? 'DEBIT' : 'CREDIT', amount };
      }),
    });
    if (!entry) throw new Error('sample journal: an entry without a source event was not posted');
    if (move.key) byKey.set(move.key, entry);
    return entry;
  }

  private async seededEntryIds(manager: EntityManager, companyId: string): Promise<string[]> {
    const rows = (await manager.query(
      `SELECT id FROM accounting_journal_entries WHERE company_id = $1 AND NOT is_automatic ORDER BY code`,
      [companyId],
    )) as { id: string }[];
    return rows.map((row) => row.id);
  }
}

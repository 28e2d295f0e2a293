import { CollectionKit, CollectionStore, detailOf } from '@bizapi/collections';
import { AutomationCounts, EventName } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** Rows moved per transaction: a large backlog is moved in several short transactions, not one long lock. */
const BATCH = 500;

/**
 * The service's automatic moves (docs/design/architecture-contract.md, "Automatic moves"), as of
 * a moment, for one company or all:
 * - DRAFT/SENT quotes whose validUntil is before it → EXPIRED, `quote.expired`;
 * - ACTIVE contracts whose endDate is before it → EXPIRED, `contract.expired`,
 *   except renewalType AUTO: endDate moves on by whole years (12-month terms)
 *   until it is no longer before that moment, `contract.updated`.
 * Set-based: each batch is one UPDATE through the (company_id, status, date)
 * index (or, for all companies, the partial index of the rows that can still
 * move), and its events are written to the outbox in the same transaction.
 * Answered counts: quotes and contracts that became EXPIRED (renewals are not
 * counted).
 */
@Injectable()
export class SalesAutomations {
  constructor(private readonly kit: CollectionKit) {}

  async run(asOf: Date, companyId?: string): Promise<Required<Pick<AutomationCounts, 'quotesExpired' | 'contractsExpired'>>> {
    const quotesExpired = await this.inBatches((manager) => this.expireQuotes(manager, asOf, companyId));
    const contractsExpired = await this.inBatches((manager) => this.expireContracts(manager, asOf, companyId));
    return { quotesExpired, contractsExpired };
  }

  /** Runs `batch` in its own transaction until one moves fewer than BATCH rows; the sum of what it counted. */
  private async inBatches(batch: (manager: EntityManager) => Promise<{ moved: number; counted: number }>): Promise<number> {
    let total = 0;
    for (;;) {
      const { moved, counted } = await this.kit.transaction(batch);
      total += counted;
      if (moved < BATCH) return total;
    }
  }

  private async expireQuotes(manager: EntityManager, asOf: Date, companyId?: string): Promise<{ moved: number; counted: number }> {
    const store = this.storeOf('quotes');
    const moved = (await manager.query(
      expireQuotesSql(store.table.name, companyId !== undefined),
      companyId ? [asOf, new Date(), companyId] : [asOf, new Date()],
    )) as { id: string }[];
    await this.emit(manager, store, moved.map(({ id }) => id), () => 'quote.expired');
    return { moved: moved.length, counted: moved.length };
  }

  private async expireContracts(manager: EntityManager, asOf: Date, companyId?: string): Promise<{ moved: number; counted: number }> {
    const store = this.storeOf('contracts');
    const moved = (await manager.query(
      expireContractsSql(store.table.name, companyId !== undefined),
      companyId ? [asOf, new Date(), companyId] : [asOf, new Date()],
    )) as { id: string; renewed: boolean }[];
    const renewed = new Set(moved.filter((row) => row.renewed).map((row) => row.id));
    await this.emit(manager, store, moved.map(({ id }) => id), (id) => (renewed.has(id) ? 'contract.updated' : 'contract.expired'));
    return { moved: moved.length, counted: moved.length - renewed.size };
  }

  /** The moved records as GET returns them, each to the outbox with its event. */
  private async emit(manager: EntityManager, store: CollectionStore<object>, ids: string[], eventOf: (id: string) => EventName): Promise<void> {
    if (!ids.length) return;
    for (const entity of (await store.readMany(manager, ids)) as { id: string; companyId: string }[]) {
      await this.kit.outbox.append(manager, entity.companyId, eventOf(entity.id), detailOf(store.declaration, entity));
    }
  }

  private storeOf(collection: string): CollectionStore<object> {
    const store = this.kit.registry.store(collection);
    if (!store) throw new Error(`${collection} is not registered`);
    return store;
  }
}

/**
 * One batch of quote expiry: $1 asOf, $2 now, $3 the company when `scoped`.
 * Ends in a SELECT because TypeORM answers a top-level UPDATE as [rows, count].
 */
export function expireQuotesSql(table: string, scoped: boolean): string {
  return `WITH due AS (
       SELECT company_id, id FROM ${table}
        WHERE is_active AND status IN ('DRAFT', 'SENT') AND valid_until < $1 ${scoped ? 'AND company_id = $3' : ''}
        ORDER BY valid_until LIMIT ${BATCH} FOR UPDATE
     ), moved AS (
       UPDATE ${table} q SET status = 'EXPIRED', updated_at = $2
         FROM due WHERE q.company_id = due.company_id AND q.id = due.id
       RETURNING q.id
     )
     SELECT id FROM moved`;
}

/**
 * One batch of contract expiry and renewal: $1 asOf, $2 now, $3 the company
 * when `scoped`. AUTO contracts move endDate on by the smallest number of
 * whole years (at least one) that brings it to asOf or later, in UTC.
 */
export function expireContractsSql(table: string, scoped: boolean): string {
  const years = `(extract(year FROM age($1::timestamptz AT TIME ZONE 'UTC', c.end_date AT TIME ZONE 'UTC'))::int + 1)`;
  return `WITH due AS (
       SELECT company_id, id FROM ${table}
        WHERE is_active AND status = 'ACTIVE' AND end_date < $1 ${scoped ? 'AND company_id = $3' : ''}
        ORDER BY end_date LIMIT ${BATCH} FOR UPDATE
     ), moved AS (
       UPDATE ${table} c
          SET status = CASE WHEN c.renewal_type = 'AUTO' THEN c.status ELSE 'EXPIRED' END,
              end_date = CASE WHEN c.renewal_type = 'AUTO'
                THEN ((c.end_date AT TIME ZONE 'UTC') + make_interval(years => ${years})) AT TIME ZONE 'UTC'
                ELSE c.end_date END,
              updated_at = $2
         FROM due WHERE c.company_id = due.company_id AND c.id = due.id
       RETURNING c.id, c.renewal_type = 'AUTO' AS renewed
     )
     SELECT id, renewed FROM moved`;
}

import { ALIAS, CollectionKit } from '@bizapi/collections';
import { ApiError } from '@bizapi/contracts';
import { MONEY_MAX } from '@bizapi/conventions';
import { EntityManager } from 'typeorm';
import { QuoteEntity } from './quote.entity';

/**
 * max(0, Σ totalPrice of the quote's active items − discount), read in a
 * statement of its own: run after the quote's row lock is held, it sees every
 * item committed by the writers that held the lock before.
 */
export async function quoteTotalOf(
  manager: EntityManager,
  companyId: string,
  quoteId: string,
  discount: number,
  { excludedItemId, field = 'totalPrice' }: { excludedItemId?: string; field?: string } = {},
): Promise<number> {
  const [row] = (await manager.query(
    `SELECT greatest(0, coalesce(sum(i.total_price), 0) - $3::numeric) AS total
       FROM quote_items i WHERE i.company_id = $1 AND i.quote_id = $2 AND i.is_active AND i.id IS DISTINCT FROM $4::uuid`,
    [companyId, quoteId, discount, excludedItemId ?? null],
  )) as { total: string }[];
  const total = Number(row.total);
  if (total > MONEY_MAX) throw ApiError.validation(field, `the quote's totalAmount would be above ${MONEY_MAX}`);
  return total;
}

/**
 * After an item of the quote was written (same transaction): locks the quote
 * row (FOR NO KEY UPDATE: it conflicts with itself, so item writers on one
 * quote take turns, but not with the FOR KEY SHARE that the item's reference
 * check and foreign key hold, which FOR UPDATE would turn into deadlocks),
 * sums its items and, when totalAmount changes, writes it and emits
 * quote.updated with the quote as GET returns it.
 */
export async function recalculateQuoteTotal(
  kit: CollectionKit,
  manager: EntityManager,
  companyId: string,
  quoteId: string,
  /** An item being deactivated in this transaction, not yet written as such. */
  excludedItemId?: string,
): Promise<void> {
  const store = kit.registry.store('quotes');
  if (!store) throw new Error('the quotes collection is not registered');
  const { table } = store;
  const rows = (await manager.query(
    `SELECT ${table.selectList} FROM ${table.name} ${ALIAS}
      WHERE ${ALIAS}.company_id = $1 AND ${ALIAS}.id = $2 AND ${table.activeCondition} FOR NO KEY UPDATE OF ${ALIAS}`,
    [companyId, quoteId],
  )) as Record<string, unknown>[];
  if (!rows[0]) return;
  const quote = table.hydrate(rows[0]) as QuoteEntity;
  const total = await quoteTotalOf(manager, companyId, quoteId, quote.discount, { excludedItemId });
  if (total === quote.totalAmount) return;
  Object.assign(quote, { totalAmount: total, updatedAt: new Date() });
  await store.update(manager, quote);
  await kit.outbox.append(manager, companyId, 'quote.updated', store.declaration.toDetail?.(quote) ?? store.declaration.toRecord(quote));
}

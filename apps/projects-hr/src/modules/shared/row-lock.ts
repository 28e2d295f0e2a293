import { CollectionStore } from '@bizapi/collections';
import { EntityManager } from 'typeorm';

/**
 * Locks a parent row (a project, a timesheet period) for the rest of the
 * transaction so its computed total (progress, totalHours) is recomputed by
 * one write at a time. FOR NO KEY UPDATE, not FOR UPDATE: a child's insert
 * holds FOR KEY SHARE on the parent (its reference check and foreign key),
 * which FOR UPDATE would wait on, so two concurrent children would deadlock;
 * NO KEY UPDATE waits only for another NO KEY UPDATE (or a deactivation).
 * Answers the row as the API shows it (names included), or null.
 */
export async function lockParent<T extends object>(manager: EntityManager, store: CollectionStore<T>, companyId: string, id: string): Promise<T | null> {
  const { table } = store;
  const rows = (await manager.query(
    `SELECT ${table.selectList} FROM ${table.name} t WHERE t.company_id = $1 AND t.id = $2 FOR NO KEY UPDATE OF t`,
    [companyId, id],
  )) as Record<string, unknown>[];
  return rows[0] ? table.hydrate(rows[0]) : null;
}

/** The row as the API shows it, read inside the transaction (after a write of it). */
export async function readRow<T extends object>(manager: EntityManager, store: CollectionStore<T>, companyId: string, id: string): Promise<T> {
  const { table } = store;
  const rows = (await manager.query(`SELECT ${table.selectList} FROM ${table.name} t WHERE t.company_id = $1 AND t.id = $2`, [companyId, id])) as Record<
    string,
    unknown
  >[];
  return table.hydrate(rows[0]);
}

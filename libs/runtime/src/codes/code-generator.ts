import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/**
 * Readable record codes (`DEAL-000123`), unique per company and gapless.
 * The upsert locks the company's counter row until the caller's transaction
 * ends, so concurrent creates queue for the next number instead of sharing
 * it, and a rolled-back create gives its number back.
 */
@Injectable()
export class CodeGenerator {
  async next(manager: EntityManager, companyId: string, prefix: string): Promise<string> {
    const [{ value }] = (await manager.query(
      `INSERT INTO code_sequences (company_id, prefix, last_value) VALUES ($1, $2, 1)
       ON CONFLICT (company_id, prefix) DO UPDATE SET last_value = code_sequences.last_value + 1
       RETURNING last_value AS value`,
      [companyId, prefix],
    )) as { value: string }[];
    return formatCode(prefix, Number(value));
  }

  /**
   * The next `count` codes in one statement, gapless and in order, as `next`
   * would give them one by one (a create of many records: 120 installments).
   */
  async nextMany(manager: EntityManager, companyId: string, prefix: string, count: number): Promise<string[]> {
    if (count < 1) return [];
    const [{ value }] = (await manager.query(
      `INSERT INTO code_sequences (company_id, prefix, last_value) VALUES ($1, $2, $3)
       ON CONFLICT (company_id, prefix) DO UPDATE SET last_value = code_sequences.last_value + $3
       RETURNING last_value AS value`,
      [companyId, prefix, count],
    )) as { value: string }[];
    const last = Number(value);
    return Array.from({ length: count }, (_, index) => formatCode(prefix, last - count + 1 + index));
  }
}

export function formatCode(prefix: string, value: number): string {
  return `${prefix}-${String(value).padStart(6, '0')}`;
}

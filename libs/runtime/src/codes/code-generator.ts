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
}

export function formatCode(prefix: string, value: number): string {
  return `${prefix}-${String(value).padStart(6, '0')}`;
}

import type { TypeCategory } from '@bizapi/contracts';
import { EntityManager } from 'typeorm';
import { LedgerSourceKind } from './ledger-mapping.entity';

/**
 * The chart's accounts a settlement lands on when its category or bank
 * account has no mapping: every company's chart has them (seed/
 * chart-of-accounts.seed.ts), so a settlement always posts somewhere an
 * accountant can reclassify from.
 */
export const DEFAULT_LEDGER_ACCOUNT_CODES = {
  BANK_ACCOUNT: '1.1.1.02', // Bancos Conta Movimento
  REVENUE: '4.1.2', // Receita de Prestação de Serviços
  EXPENSE: '5.2.2.05', // Serviços de Terceiros
} as const;

export function defaultCategoryAccountCode(typeCategory: TypeCategory): string {
  return DEFAULT_LEDGER_ACCOUNT_CODES[typeCategory];
}

/**
 * The analytical account a financial category or bank account posts to: its
 * mapping when it has one on an active analytical account, else the default
 * account of `defaultCode`. Null when neither exists, which means the
 * company has no chart (it was never seeded, or does not exist).
 */
export async function ledgerAccountOf(
  manager: EntityManager,
  companyId: string,
  kind: LedgerSourceKind,
  sourceId: string | null,
  defaultCode: string,
): Promise<string | null> {
  // One statement, two index probes: the mapped account ranks first, the default is the fallback.
  const [row] = (await manager.query(
    `SELECT id FROM (
       SELECT a.id, 0 AS rank
       FROM ledger_mappings m
       JOIN accounting_accounts a ON a.company_id = m.company_id AND a.id = m.accounting_account_id
       WHERE m.company_id = $1 AND m.source_kind = $2 AND m.source_id = $3::uuid AND a.is_active AND a.is_analytical
       UNION ALL
       SELECT id, 1 FROM accounting_accounts WHERE company_id = $1 AND code = $4 AND is_active AND is_analytical
     ) candidates
     ORDER BY rank
     LIMIT 1`,
    [companyId, kind, sourceId, defaultCode],
  )) as { id: string }[];
  return row?.id ?? null;
}

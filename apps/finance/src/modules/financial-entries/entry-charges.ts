import { EntityManager } from 'typeorm';
import { FinancialEntryEntity } from './financial-entry.entity';

/**
 * What an entry's writes do to its charge, inside the entry's transaction.
 * The charges provide it (charges.module.ts), so the charges depend on the
 * entries and the entries never import the charges.
 */
export abstract class EntryCharges {
  /** Writes the PENDING charge of a REVENUE entry (installment); answers it as `charge.created` carries it. */
  abstract createFor(manager: EntityManager, entry: FinancialEntryEntity): Promise<object>;
}

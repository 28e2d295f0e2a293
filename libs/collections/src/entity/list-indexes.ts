import { Index, Unique } from 'typeorm';
import { DeactivatableRecord } from './tenant-record';

/**
 * The entity side of a collection's table: its two list indexes
 * (`<prefix>_company_created_idx`, `<prefix>_company_updated_idx`, partial on
 * `is_active` when the record is a DeactivatableRecord) and, unless
 * `companyKey: false`, the `<prefix>_company_id_key` unique key composite
 * foreign keys reference. The migration writes them with listIndexesSql and
 * companyKeySql; the schema check proves the two agree.
 */
export function ListIndexes(prefix: string, { companyKey = true }: { companyKey?: boolean } = {}): ClassDecorator {
  return (target) => {
    const activeOnly = target.prototype instanceof DeactivatableRecord;
    const options = activeOnly ? { where: 'is_active' } : {};
    Index(`${prefix}_company_created_idx`, ['companyId', 'createdAt', 'id'], options)(target);
    Index(`${prefix}_company_updated_idx`, ['companyId', 'updatedAt', 'id'], options)(target);
    if (companyKey) Unique(`${prefix}_company_id_key`, ['companyId', 'id'])(target);
  };
}

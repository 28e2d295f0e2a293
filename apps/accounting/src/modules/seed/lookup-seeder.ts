import { CollectionStore } from '@bizapi/collections';
import { newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { BusinessUnitEntity } from '../business-units/business-unit.entity';
import { BusinessUnitsService } from '../business-units/business-units.service';
import { CostCenterEntity } from '../cost-centers/cost-center.entity';
import { CostCentersService } from '../cost-centers/cost-centers.service';
import { CustomFieldEntity } from '../custom-fields/custom-field.entity';
import { CustomFieldsService } from '../custom-fields/custom-fields.service';
import { BUSINESS_UNIT_SEEDS, COST_CENTER_SEEDS, CUSTOM_FIELD_SEEDS, CustomFieldSeed } from './lookups.seed';

/**
 * Seeds the configuration lookups inside the caller's transaction: each
 * record missing by its natural key is inserted through its collection's
 * store (so the row counter follows); one already there, even deactivated
 * by the operator, is left alone and keeps its id.
 */
@Injectable()
export class LookupSeeder {
  constructor(
    private readonly costCenters: CostCentersService,
    private readonly businessUnits: BusinessUnitsService,
    private readonly customFields: CustomFieldsService,
  ) {}

  async seed(manager: EntityManager, companyId: string, now: Date): Promise<Record<string, string[]>> {
    const base = { companyId, isActive: true, createdAt: now, updatedAt: now };
    return {
      'cost-centers': await insertMissing(manager, companyId, this.costCenters.store, `SELECT id, code AS key FROM cost_centers WHERE company_id = $1`, {
        seeds: COST_CENTER_SEEDS,
        keyOf: (seed) => seed.code,
        build: (seed) => Object.assign(new CostCenterEntity(), { ...base, id: newId(), ...seed }),
      }),
      'business-units': await insertMissing(manager, companyId, this.businessUnits.store, `SELECT id, name AS key FROM business_units WHERE company_id = $1`, {
        seeds: BUSINESS_UNIT_SEEDS,
        keyOf: (seed) => seed.name,
        build: (seed) => Object.assign(new BusinessUnitEntity(), { ...base, id: newId(), ...seed }),
      }),
      'custom-fields': await insertMissing(
        manager,
        companyId,
        this.customFields.store,
        `SELECT id, entity_type || ':' || name AS key FROM custom_fields WHERE company_id = $1`,
        { seeds: CUSTOM_FIELD_SEEDS, keyOf: (seed) => `${seed.entityType}:${seed.name}`, build: (seed) => customField(seed, base) },
      ),
    };
  }
}

function customField(seed: CustomFieldSeed, base: Partial<CustomFieldEntity>): CustomFieldEntity {
  const selection = seed.fieldType === 'SELECT' || seed.fieldType === 'MULTISELECT';
  return Object.assign(new CustomFieldEntity(), {
    ...base,
    id: newId(),
    entityType: seed.entityType,
    name: seed.name,
    label: seed.label,
    fieldType: seed.fieldType,
    // The spec: options only for the selection types, null for every other.
    options: selection ? [...(seed.options ?? [])] : null,
    isRequired: seed.isRequired ?? false,
  });
}

/** The ids of `seeds` in their order, inserting the ones whose key the company does not have yet. */
async function insertMissing<S, T extends { id: string }>(
  manager: EntityManager,
  companyId: string,
  store: CollectionStore<T>,
  existingSql: string,
  spec: { seeds: readonly S[]; keyOf: (seed: S) => string; build: (seed: S) => T },
): Promise<string[]> {
  const existing = (await manager.query(existingSql, [companyId])) as { id: string; key: string }[];
  const idOfKey = new Map(existing.map((row) => [row.key, row.id]));
  const ids: string[] = [];
  const missing: T[] = [];
  for (const seed of spec.seeds) {
    let id = idOfKey.get(spec.keyOf(seed));
    if (!id) {
      const record = spec.build(seed);
      missing.push(record);
      id = record.id;
    }
    ids.push(id);
  }
  await store.insertAll(manager, missing);
  return ids;
}

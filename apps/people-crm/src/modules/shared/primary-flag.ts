import { EntityManager, EntityTarget, Not, ObjectLiteral } from 'typeorm';

/**
 * A person has at most one primary e-mail and one primary phone: marking one
 * primary unmarks the others, in the same transaction (a partial unique
 * index backs this up).
 */
export async function unmarkOtherPrimaries<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  record: { id: string; companyId: string; personId: string },
): Promise<void> {
  await manager.update(
    entity,
    { companyId: record.companyId, personId: record.personId, isPrimary: true, id: Not(record.id) } as never,
    { isPrimary: false, updatedAt: () => 'now()' } as never,
  );
}

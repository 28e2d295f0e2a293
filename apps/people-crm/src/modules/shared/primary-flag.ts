import { EntityManager, EntityTarget, Not, ObjectLiteral } from 'typeorm';
import { PersonEntity } from '../persons/person.entity';

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
  // Two marks at once would each find no other primary and then collide on the index;
  // holding the person's row until commit makes them take turns.
  await manager.findOne(PersonEntity, {
    where: { companyId: record.companyId, id: record.personId },
    lock: { mode: 'pessimistic_write' },
  });
  await manager.update(
    entity,
    { companyId: record.companyId, personId: record.personId, isPrimary: true, id: Not(record.id) } as never,
    { isPrimary: false, updatedAt: () => 'now()' } as never,
  );
}

import { pageOffset, PageQuery } from '@bizapi/conventions';
import { ApiError, ErrorCode, FieldError } from '@bizapi/contracts';
import { isId, newId, uniqueViolation } from '@bizapi/runtime';
import { DataSource, EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import { PersonEntity } from '../persons/person.entity';
import { PersonsService } from '../persons/persons.service';
import { idFilters } from './id-filters';
import { assignSent, sameRecord } from './partial-update';
import { unmarkOtherPrimaries } from './primary-flag';

/** What an e-mail and a phone of a person have in common. */
export interface PersonChannel {
  id: string;
  companyId: string;
  personId: string;
  person?: PersonEntity;
  isPrimary: boolean;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface PersonChannelOptions<T> {
  entity: EntityTarget<T>;
  /** The unique index that makes a value appear once per person, and the error it means. */
  uniqueIndex: string;
  duplicate: FieldError;
}

/**
 * Storage rules of a person's contact channels (e-mails, phones): the
 * person must be an active one of the company, a value appears once per
 * person, at most one is primary, and reads carry the person for its name.
 */
export class PersonChannels<T extends PersonChannel> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly persons: PersonsService,
    private readonly options: PersonChannelOptions<T>,
  ) {}

  list(companyId: string, query: PageQuery & { personId?: string }): Promise<[T[], number]> {
    const ids = idFilters(query, ['personId']);
    if (!ids) return Promise.resolve([[], 0]);
    const where = { companyId, isActive: true, ...ids } as FindOptionsWhere<T>;
    return this.dataSource.getRepository(this.options.entity).findAndCount({
      where,
      relations: { person: true } as never,
      order: { createdAt: 'DESC', id: 'DESC' } as never,
      skip: pageOffset(query),
      take: query.limit,
    });
  }

  async get(companyId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<T> {
    const found = isId(id)
      ? await manager.findOne(this.options.entity, {
          where: { companyId, id, isActive: true } as FindOptionsWhere<T>,
          relations: { person: true } as never,
        })
      : null;
    if (!found) throw ApiError.notFound();
    return found;
  }

  async create(companyId: string, values: Omit<T, keyof PersonChannel> & Pick<T, 'personId' | 'isPrimary'>): Promise<T> {
    const now = new Date();
    const record = Object.assign(this.dataSource.manager.create(this.options.entity), values, {
      id: newId(),
      companyId,
      isActive: true,
      createdAt: now,
      updatedAt: now,
    }) as T;
    await this.dataSource.transaction(async (manager) => {
      // Checked under the person's row lock: a deactivation cannot slip in before the insert commits.
      record.person = await this.persons.requireForUpdate(manager, companyId, values.personId, 'personId');
      if (record.isPrimary) await unmarkOtherPrimaries(manager, this.options.entity, record);
      const { person: _person, ...columns } = record;
      await this.write(() => manager.insert(this.options.entity, columns as never));
    });
    return record;
  }

  async update(companyId: string, id: string, changes: Partial<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const record = await this.get(companyId, id, manager);
      const before = { ...record };
      assignSent(record, changes);
      if (sameRecord(before, record)) return record;
      record.updatedAt = new Date();
      if (record.isPrimary) await unmarkOtherPrimaries(manager, this.options.entity, record);
      const { person, ...columns } = record;
      await this.write(() => manager.update(this.options.entity, { id } as FindOptionsWhere<T>, columns as never));
      return Object.assign(record, { person });
    });
  }

  /** One conditional UPDATE: nothing updated means unknown or already inactive. */
  async deactivate(companyId: string, id: string): Promise<void> {
    const result = isId(id)
      ? await this.dataSource
          .getRepository(this.options.entity)
          .update({ companyId, id, isActive: true } as FindOptionsWhere<T>, { isActive: false, isPrimary: false, updatedAt: new Date() } as never)
      : null;
    if (!result?.affected) throw ApiError.notFound();
  }

  private async write(operation: () => Promise<unknown>): Promise<void> {
    try {
      await operation();
    } catch (error) {
      if (uniqueViolation(error) === this.options.uniqueIndex) {
        throw new ApiError(ErrorCode.DUPLICATE_ENTRY, [this.options.duplicate]);
      }
      throw error;
    }
  }
}

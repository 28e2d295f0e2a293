import { pageOffset, PageQuery } from '@bizapi/conventions';
import { ApiError, ErrorCode, FieldError } from '@bizapi/contracts';
import { isId, newId, uniqueViolation } from '@bizapi/runtime';
import { DataSource, EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import { PersonEntity } from '../persons/person.entity';
import { PersonsService } from '../persons/persons.service';
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
    if (query.personId !== undefined && !isId(query.personId)) return Promise.resolve([[], 0]);
    const where = { companyId, isActive: true, ...(query.personId ? { personId: query.personId } : {}) } as FindOptionsWhere<T>;
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
    const person = await this.persons.require(companyId, values.personId, 'personId');
    const now = new Date();
    const record = Object.assign(this.dataSource.manager.create(this.options.entity), values, {
      id: newId(),
      companyId,
      isActive: true,
      createdAt: now,
      updatedAt: now,
    }) as T;
    await this.dataSource.transaction(async (manager) => {
      if (record.isPrimary) await unmarkOtherPrimaries(manager, this.options.entity, record);
      await this.write(() => manager.insert(this.options.entity, record as never));
    });
    record.person = person;
    return record;
  }

  async update(companyId: string, id: string, changes: Partial<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const record = await this.get(companyId, id, manager);
      const sent = Object.entries(changes).filter(([, value]) => value !== undefined);
      if (sent.every(([key, value]) => record[key as keyof T] === value)) return record;
      Object.assign(record, Object.fromEntries(sent), { updatedAt: new Date() });
      if (record.isPrimary) await unmarkOtherPrimaries(manager, this.options.entity, record);
      const { person, ...columns } = record;
      await this.write(() => manager.update(this.options.entity, { id } as FindOptionsWhere<T>, columns as never));
      return Object.assign(record, { person });
    });
  }

  async deactivate(companyId: string, id: string): Promise<void> {
    const record = await this.get(companyId, id);
    await this.dataSource
      .getRepository(this.options.entity)
      .update({ id: record.id } as FindOptionsWhere<T>, { isActive: false, isPrimary: false, updatedAt: new Date() } as never);
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

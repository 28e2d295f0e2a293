import { containsPattern, pageOffset } from '@bizapi/conventions';
import { ApiError, ErrorCode } from '@bizapi/contracts';
import { isId, uniqueViolation } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, EntityManager, Repository } from 'typeorm';
import { ListPersonsQuery } from './person.dto';
import { PersonEntity } from './person.entity';

/**
 * Names sort as a reader expects (accents and letter case do not send "Álvaro"
 * or "ana" after "Zeca"), whatever the database's default collation is.
 */
const SORT_COLUMNS = { name: 'person.name COLLATE "und-x-icu"', createdAt: 'person.created_at' } as const;

/** A search made only of digits and a tax id's punctuation, such as "529.982.247-25" or "11.222.333/0001-81". */
const DOCUMENT_SEARCH = /^[\d.\-/\s]+$/;

/** Queries of persons. Every one is scoped to a company and sees active records only. */
@Injectable()
export class PersonsRepository {
  constructor(@InjectRepository(PersonEntity) private readonly persons: Repository<PersonEntity>) {}

  findActive(companyId: string, id: string, manager?: EntityManager): Promise<PersonEntity | null> {
    if (!isId(id)) return Promise.resolve(null);
    return (manager?.getRepository(PersonEntity) ?? this.persons).findOneBy({ companyId, id, isActive: true });
  }

  /** The person, locked until the transaction ends, for a read-modify-write. */
  findActiveForUpdate(manager: EntityManager, companyId: string, id: string): Promise<PersonEntity | null> {
    if (!isId(id)) return Promise.resolve(null);
    return manager.findOne(PersonEntity, { where: { companyId, id, isActive: true }, lock: { mode: 'pessimistic_write' } });
  }

  list(companyId: string, query: ListPersonsQuery): Promise<[PersonEntity[], number]> {
    const builder = this.persons
      .createQueryBuilder('person')
      .where('person.company_id = :companyId AND person.is_active', { companyId });
    if (query.search) {
      // Only a search that looks like a document looks in documents: "Filial 2" must not find every document with a 2.
      const digits = DOCUMENT_SEARCH.test(query.search) ? query.search.replace(/\D/g, '') : '';
      builder.andWhere(
        new Brackets((search) => {
          search
            .where('person.name ILIKE :pattern', { pattern: containsPattern(query.search as string) })
            .orWhere('person.social_name ILIKE :pattern');
          // A search like "123.456.789" still finds the document 12345678909.
          if (digits) search.orWhere('person.document_number LIKE :digits', { digits: containsPattern(digits) });
        }),
      );
    }
    if (query.personType) builder.andWhere('person.person_type = :personType', { personType: query.personType });
    if (query.classification) {
      builder.andWhere(':classification = ANY(person.classifications)', { classification: query.classification });
    }
    return builder
      .orderBy(SORT_COLUMNS[query.orderBy], query.order)
      .addOrderBy('person.id', query.order)
      .offset(pageOffset(query))
      .limit(query.limit)
      .getManyAndCount();
  }

  async insert(manager: EntityManager, person: PersonEntity): Promise<void> {
    await this.write(() => manager.insert(PersonEntity, person));
  }

  async update(manager: EntityManager, person: PersonEntity): Promise<void> {
    await this.write(() => manager.save(PersonEntity, person));
  }

  private async write(operation: () => Promise<unknown>): Promise<void> {
    try {
      await operation();
    } catch (error) {
      if (uniqueViolation(error) === 'persons_company_document_idx') {
        throw new ApiError(ErrorCode.DUPLICATE_ENTRY, [
          { field: 'documentNumber', message: 'a person with this documentNumber already exists' },
        ]);
      }
      throw error;
    }
  }
}

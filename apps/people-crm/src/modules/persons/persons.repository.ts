import { containsPattern, pageOffset } from '@bizapi/conventions';
import { ApiError, ErrorCode } from '@bizapi/contracts';
import { PreparedReader, ScopedIdLookup, isId, uniqueViolation } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ListPersonsQuery } from './person.dto';
import { PersonEntity } from './person.entity';

/**
 * Names sort as a reader expects (accents and letter case do not send "Álvaro"
 * or "ana" after "Zeca"), whatever the database's default collation is.
 */
const SORT_COLUMNS = { name: 'name COLLATE "und-x-icu"', createdAt: 'created_at' } as const;

/** A search made only of digits and a tax id's punctuation, such as "529.982.247-25" or "11.222.333/0001-81". */
const DOCUMENT_SEARCH = /^[\d.\-/\s]+$/;

/** Queries of persons. Every one is scoped to a company and sees active records only. */
@Injectable()
export class PersonsRepository {
  private readonly reader: PreparedReader<PersonEntity>;
  private readonly activeById: ScopedIdLookup<PersonEntity>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.reader = new PreparedReader(dataSource, PersonEntity);
    this.activeById = new ScopedIdLookup(this.reader, 'is_active');
  }

  findActive(companyId: string, id: string): Promise<PersonEntity | null> {
    return this.activeById.find(companyId, id);
  }

  /** The person, locked until the transaction ends, for a read-modify-write. */
  findActiveForUpdate(manager: EntityManager, companyId: string, id: string): Promise<PersonEntity | null> {
    if (!isId(id)) return Promise.resolve(null);
    return manager.findOne(PersonEntity, { where: { companyId, id, isActive: true }, lock: { mode: 'pessimistic_write' } });
  }

  async list(companyId: string, query: ListPersonsQuery): Promise<[PersonEntity[], number]> {
    const conditions = ['company_id = $1', 'is_active'];
    const values: unknown[] = [companyId];
    const parameter = (value: unknown) => `$${values.push(value)}`;
    if (query.search) {
      const pattern = parameter(containsPattern(query.search));
      const alternatives = [`name ILIKE ${pattern}`, `social_name ILIKE ${pattern}`];
      // Only a search that looks like a document looks in documents: "Filial 2" must not find every document with a 2.
      // One like "123.456.789" still finds the document 12345678909.
      const digits = DOCUMENT_SEARCH.test(query.search) ? query.search.replace(/\D/g, '') : '';
      if (digits) alternatives.push(`document_number LIKE ${parameter(containsPattern(digits))}`);
      conditions.push(`(${alternatives.join(' OR ')})`);
    }
    if (query.personType) {
      conditions.push(`person_type = ${parameter(query.personType)}`);
    }
    if (query.classification) {
      conditions.push(`${parameter(query.classification)} = ANY(classifications)`);
    }
    const where = `WHERE ${conditions.join(' AND ')}`;
    const count = this.reader.count(where, [...values]);
    // Only known words reach the SQL text, whatever the caller validated.
    const sort = SORT_COLUMNS[Object.hasOwn(SORT_COLUMNS, query.orderBy) ? query.orderBy : 'createdAt'];
    const order = query.order === 'ASC' ? 'ASC' : 'DESC';
    const page = this.reader.many(
      `${where} ORDER BY ${sort} ${order}, id ${order} LIMIT ${parameter(query.limit)} OFFSET ${parameter(pageOffset(query))}`,
      values,
    );
    return Promise.all([page, count]);
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

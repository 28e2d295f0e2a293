import { toListEnvelope, uniqueValues } from '@bizapi/conventions';
import { ApiError, ListEnvelope, RequestContext } from '@bizapi/contracts';
import { OutboxWriter, newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { assignSent, sameRecord } from '../shared/partial-update';
import { AddressInput, CreatePersonDto, ListPersonsQuery, UpdatePersonDto } from './person.dto';
import { PersonEntity } from './person.entity';
import { PersonDetail, PersonRecord, toPersonDetail, toPersonRecord } from './person.mapper';
import { assertPersonIsConsistent } from './person-rules';
import { PersonsRepository } from './persons.repository';

const ADDRESS_COLUMNS = {
  street: 'addressStreet',
  number: 'addressNumber',
  complement: 'addressComplement',
  neighborhood: 'addressNeighborhood',
  city: 'addressCity',
  state: 'addressState',
  zipCode: 'addressZipCode',
  country: 'addressCountry',
} as const satisfies Record<keyof AddressInput, keyof PersonEntity>;

/** Persons of the company: the people and organisations every other record points to. */
@Injectable()
export class PersonsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly persons: PersonsRepository,
    private readonly outbox: OutboxWriter,
  ) {}

  async list(caller: RequestContext, query: ListPersonsQuery): Promise<ListEnvelope<PersonRecord>> {
    const [rows, total] = await this.persons.list(caller.companyId, query);
    return toListEnvelope(rows.map(toPersonRecord), total, query);
  }

  async get(caller: RequestContext, id: string): Promise<PersonDetail> {
    return toPersonDetail(await this.require(caller.companyId, id));
  }

  /** An active person of the company, or RESOURCE_NOT_FOUND naming `field`. */
  async require(companyId: string, id: string, field?: string): Promise<PersonEntity> {
    const person = await this.persons.findActive(companyId, id);
    if (!person) throw ApiError.notFound(field, 'person');
    return person;
  }

  /** As `require`, the person locked until `manager`'s transaction ends, so it cannot be deactivated meanwhile. */
  async requireForUpdate(manager: EntityManager, companyId: string, id: string, field?: string): Promise<PersonEntity> {
    const person = await this.persons.findActiveForUpdate(manager, companyId, id);
    if (!person) throw ApiError.notFound(field, 'person');
    return person;
  }

  async create(caller: RequestContext, input: CreatePersonDto): Promise<PersonRecord> {
    const now = new Date();
    const person = Object.assign(new PersonEntity(), {
      id: newId(),
      companyId: caller.companyId,
      name: input.name,
      socialName: input.socialName ?? null,
      documentNumber: input.documentNumber ?? null,
      personType: input.personType,
      email: input.email ?? null,
      phone: input.phone ?? null,
      genre: input.genre ?? null,
      country: input.country ?? 'BR',
      classifications: uniqueValues(input.classifications ?? []),
      tags: uniqueValues(input.tags ?? []),
      ...addressColumns(input.address, emptyAddress()),
      isActive: true,
      createdAt: now,
      updatedAt: now,
    });
    assertPersonIsConsistent(person);
    await this.dataSource.transaction(async (manager) => {
      await this.persons.insert(manager, person);
      await this.outbox.append(manager, caller.companyId, 'person.created', toPersonDetail(person));
    });
    return toPersonRecord(person);
  }

  /** Partial update: only the fields sent change; nothing is written (nor emitted) when nothing changes. */
  async update(caller: RequestContext, id: string, input: UpdatePersonDto): Promise<PersonRecord> {
    return this.dataSource.transaction(async (manager) => {
      const person = await this.persons.findActiveForUpdate(manager, caller.companyId, id);
      if (!person) throw ApiError.notFound();
      const before = toPersonDetail(person);
      const { address, classifications, tags, ...fields } = input;
      assignSent(person, fields);
      if (classifications) person.classifications = uniqueValues(classifications);
      if (tags) person.tags = uniqueValues(tags);
      Object.assign(person, addressColumns(address, {}));
      assertPersonIsConsistent(person);
      if (sameRecord(before, toPersonDetail(person))) return toPersonRecord(person);
      person.updatedAt = new Date();
      await this.persons.update(manager, person);
      await this.outbox.append(manager, caller.companyId, 'person.updated', toPersonDetail(person));
      return toPersonRecord(person);
    });
  }

  /** What the platform's screens do (operator `deactivate`): the person leaves lists and gives 404 from now on. */
  async deactivate(companyId: string, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const person = await this.persons.findActiveForUpdate(manager, companyId, id);
      if (!person) throw ApiError.notFound('id', 'person');
      person.isActive = false;
      person.updatedAt = new Date();
      await this.persons.update(manager, person);
      await this.outbox.append(manager, companyId, 'person.updated', toPersonDetail(person));
    });
  }
}

function emptyAddress(): AddressInput {
  return Object.fromEntries(Object.keys(ADDRESS_COLUMNS).map((key) => [key, ''])) as AddressInput;
}

/** Entity columns for the address fields that were sent (over `base`). */
function addressColumns(address: AddressInput | undefined, base: AddressInput): Partial<PersonEntity> {
  const merged = { ...base, ...address };
  return Object.fromEntries(
    Object.entries(merged)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [ADDRESS_COLUMNS[key as keyof AddressInput], value]),
  );
}

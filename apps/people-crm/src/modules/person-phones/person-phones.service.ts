import { toListEnvelope } from '@bizapi/conventions';
import { ListEnvelope, RequestContext } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PersonsService } from '../persons/persons.service';
import { PersonChannels } from '../shared/person-channels';
import { CreatePersonPhoneDto, ListPersonPhonesQuery, UpdatePersonPhoneDto } from './person-phone.dto';
import { PersonPhoneEntity } from './person-phone.entity';
import { PersonPhoneRecord, toPersonPhoneRecord } from './person-phone.mapper';

const toRecord = (phone: PersonPhoneEntity) => toPersonPhoneRecord(phone, phone.person?.name ?? '');

@Injectable()
export class PersonPhonesService {
  private readonly phones: PersonChannels<PersonPhoneEntity>;

  constructor(@InjectDataSource() dataSource: DataSource, persons: PersonsService) {
    this.phones = new PersonChannels(dataSource, persons, {
      entity: PersonPhoneEntity,
      uniqueIndex: 'person_phones_unique_idx',
      duplicate: { field: 'phone', message: 'the person already has this phone' },
    });
  }

  async list(caller: RequestContext, query: ListPersonPhonesQuery): Promise<ListEnvelope<PersonPhoneRecord>> {
    const [rows, total] = await this.phones.list(caller.companyId, query);
    return toListEnvelope(rows.map(toRecord), total, query);
  }

  async get(caller: RequestContext, id: string): Promise<PersonPhoneRecord> {
    return toRecord(await this.phones.get(caller.companyId, id));
  }

  async create(caller: RequestContext, input: CreatePersonPhoneDto): Promise<PersonPhoneRecord> {
    const created = await this.phones.create(caller.companyId, {
      personId: input.personId,
      phone: input.phone,
      phoneType: input.phoneType ?? 'MOBILE',
      isPrimary: input.isPrimary ?? false,
    });
    return toRecord(created);
  }

  async update(caller: RequestContext, id: string, input: UpdatePersonPhoneDto): Promise<PersonPhoneRecord> {
    return toRecord(await this.phones.update(caller.companyId, id, input));
  }

  deactivate(companyId: string, id: string): Promise<void> {
    return this.phones.deactivate(companyId, id);
  }
}

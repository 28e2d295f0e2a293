import { toListEnvelope } from '@bizapi/conventions';
import { ListEnvelope, RequestContext } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PersonsService } from '../persons/persons.service';
import { PersonChannels } from '../shared/person-channels';
import { CreatePersonEmailDto, ListPersonEmailsQuery, UpdatePersonEmailDto } from './person-email.dto';
import { PersonEmailEntity } from './person-email.entity';
import { PersonEmailRecord, toPersonEmailRecord } from './person-email.mapper';

const toRecord = (email: PersonEmailEntity) => toPersonEmailRecord(email, email.person?.name ?? '');

@Injectable()
export class PersonEmailsService {
  private readonly emails: PersonChannels<PersonEmailEntity>;

  constructor(@InjectDataSource() dataSource: DataSource, persons: PersonsService) {
    this.emails = new PersonChannels(dataSource, persons, {
      entity: PersonEmailEntity,
      uniqueIndex: 'person_emails_unique_idx',
      duplicate: { field: 'email', message: 'the person already has this e-mail' },
    });
  }

  async list(caller: RequestContext, query: ListPersonEmailsQuery): Promise<ListEnvelope<PersonEmailRecord>> {
    const [rows, total] = await this.emails.list(caller.companyId, query);
    return toListEnvelope(rows.map(toRecord), total, query);
  }

  async get(caller: RequestContext, id: string): Promise<PersonEmailRecord> {
    return toRecord(await this.emails.get(caller.companyId, id));
  }

  async create(caller: RequestContext, input: CreatePersonEmailDto): Promise<PersonEmailRecord> {
    const created = await this.emails.create(caller.companyId, {
      personId: input.personId,
      email: input.email.toLowerCase(),
      isPrimary: input.isPrimary ?? false,
    });
    return toRecord(created);
  }

  async update(caller: RequestContext, id: string, input: UpdatePersonEmailDto): Promise<PersonEmailRecord> {
    return toRecord(await this.emails.update(caller.companyId, id, { email: input.email?.toLowerCase(), isPrimary: input.isPrimary }));
  }

  deactivate(companyId: string, id: string): Promise<void> {
    return this.emails.deactivate(companyId, id);
  }
}

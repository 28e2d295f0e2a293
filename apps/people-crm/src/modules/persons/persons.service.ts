import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { PersonEntity } from './person.entity';
import { assertPersonIsConsistent } from './person-rules';
import { PERSONS } from './persons.collection';

/** Persons of the company: the people and organisations every other record points to. */
@Injectable()
export class PersonsService extends CollectionService<PersonEntity> {
  constructor(kit: CollectionKit) {
    super(kit, PERSONS);
  }

  /** A tax id of the right kind for the person, with valid check digits; a genre only for an individual. */
  protected override check(person: PersonEntity): void {
    assertPersonIsConsistent(person);
  }
}

import { CollectionKit, CollectionService, assignSent, sentFields } from '@bizapi/collections';
import { uniqueValues } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { AddressInput, CreatePersonDto, UpdatePersonDto } from './person.dto';
import { PersonEntity } from './person.entity';
import { assertPersonIsConsistent } from './person-rules';
import { PERSONS } from './persons.collection';

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
export class PersonsService extends CollectionService<PersonEntity, CreatePersonDto, UpdatePersonDto> {
  constructor(kit: CollectionKit) {
    super(kit, PERSONS);
  }

  protected override build(input: CreatePersonDto): Partial<PersonEntity> {
    const { address, classifications, tags, ...fields } = input;
    return {
      socialName: null,
      documentNumber: null,
      email: null,
      phone: null,
      genre: null,
      country: 'BR',
      ...sentFields(fields),
      classifications: uniqueValues(classifications ?? []),
      tags: uniqueValues(tags ?? []),
      ...addressColumns(address, emptyAddress()),
    };
  }

  /** Only the fields sent change; classifications and tags sent replace the old ones. */
  protected override apply(person: PersonEntity, input: UpdatePersonDto): void {
    const { address, classifications, tags, ...fields } = input;
    assignSent(person, fields);
    if (classifications) person.classifications = uniqueValues(classifications);
    if (tags) person.tags = uniqueValues(tags);
    Object.assign(person, addressColumns(address, {}));
  }

  protected override check(person: PersonEntity): void {
    assertPersonIsConsistent(person);
  }
}

function emptyAddress(): AddressInput {
  return Object.fromEntries(Object.keys(ADDRESS_COLUMNS).map((key) => [key, ''])) as AddressInput;
}

/** Entity columns for the address fields that were sent (over `base`). */
function addressColumns(address: AddressInput | undefined, base: AddressInput): Partial<PersonEntity> {
  const merged = { ...base, ...sentFields(address ?? {}) };
  return Object.fromEntries(
    Object.entries(merged)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [ADDRESS_COLUMNS[key as keyof AddressInput], value]),
  );
}

import { formatApiDateTime } from '@bizapi/conventions';
import { PersonEntity } from './person.entity';

/** A Person as lists, create and update return it. */
export function toPersonRecord(person: PersonEntity) {
  return {
    id: person.id,
    name: person.name,
    socialName: person.socialName,
    documentNumber: person.documentNumber,
    personType: person.personType,
    email: person.email,
    phone: person.phone,
    genre: person.genre,
    country: person.country,
    classifications: person.classifications,
    tags: person.tags,
    isActive: person.isActive,
    createdAt: formatApiDateTime(person.createdAt),
    updatedAt: formatApiDateTime(person.updatedAt),
  };
}

/** A Person as the get operation returns it: the record and its address. */
export function toPersonDetail(person: PersonEntity) {
  return {
    ...toPersonRecord(person),
    address: {
      street: person.addressStreet,
      number: person.addressNumber,
      complement: person.addressComplement,
      neighborhood: person.addressNeighborhood,
      city: person.addressCity,
      state: person.addressState,
      zipCode: person.addressZipCode,
      country: person.addressCountry,
    },
  };
}

export type PersonRecord = ReturnType<typeof toPersonRecord>;
export type PersonDetail = ReturnType<typeof toPersonDetail>;

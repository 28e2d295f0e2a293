import { formatApiDateTime } from '@bizapi/conventions';
import { PersonPhoneEntity } from './person-phone.entity';

export function toPersonPhoneRecord(phone: PersonPhoneEntity) {
  return {
    id: phone.id,
    personId: phone.personId,
    personName: phone.personName ?? '',
    phone: phone.phone,
    phoneType: phone.phoneType,
    isPrimary: phone.isPrimary,
    isActive: phone.isActive,
    createdAt: formatApiDateTime(phone.createdAt),
    updatedAt: formatApiDateTime(phone.updatedAt),
  };
}

export type PersonPhoneRecord = ReturnType<typeof toPersonPhoneRecord>;

import { formatApiDateTime } from '@bizapi/conventions';
import { PersonEmailEntity } from './person-email.entity';

export function toPersonEmailRecord(email: PersonEmailEntity) {
  return {
    id: email.id,
    personId: email.personId,
    personName: email.personName ?? '',
    email: email.email,
    isPrimary: email.isPrimary,
    isActive: email.isActive,
    createdAt: formatApiDateTime(email.createdAt),
    updatedAt: formatApiDateTime(email.updatedAt),
  };
}

export type PersonEmailRecord = ReturnType<typeof toPersonEmailRecord>;

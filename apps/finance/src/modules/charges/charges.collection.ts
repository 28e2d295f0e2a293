import { defineCollection, equals, idEquals } from '@bizapi/collections';
import { CHARGE_STATUSES } from '@bizapi/contracts';
import { formatApiDateTime } from '@bizapi/conventions';
import { dateColumnToApi } from '../finance-enums';
import { ChargeEntity } from './charge.entity';

export function toChargeRecord(charge: ChargeEntity) {
  return {
    id: charge.id,
    financialEntryId: charge.financialEntryId,
    personId: charge.personId,
    personName: charge.personName ?? null,
    amount: charge.amount,
    status: charge.status,
    dueDate: dateColumnToApi(charge.dueDate),
    paidAt: formatApiDateTime(charge.paidAt),
    paymentMethod: charge.paymentMethod,
    isActive: charge.isActive,
    createdAt: formatApiDateTime(charge.createdAt),
    updatedAt: formatApiDateTime(charge.updatedAt),
  };
}

export type ChargeRecord = ReturnType<typeof toChargeRecord>;

export const CHARGES = defineCollection<ChargeEntity>({
  collection: 'charges',
  entity: ChargeEntity,
  noun: 'charge',
  toRecord: toChargeRecord,
  filters: { status: equals('status', CHARGE_STATUSES), personId: idEquals('personId') },
  references: {
    personId: { collection: 'persons', nameProperty: 'personName' },
    financialEntryId: { collection: 'financial-entries' },
  },
});

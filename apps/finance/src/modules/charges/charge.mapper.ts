import { formatApiDateTime } from '@bizapi/conventions';
import { dateColumnToApi } from '../shared/finance-enums';
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

import { formatApiDateTime } from '@bizapi/conventions';
import { dateColumnToApi } from '../shared/finance-enums';
import { FinancialEntryEntity } from './financial-entry.entity';

/** A FinancialEntry as lists return it; names are copies of the person's, category's and bank account's. */
export function toFinancialEntryRecord(entry: FinancialEntryEntity) {
  return {
    id: entry.id,
    code: entry.code,
    title: entry.title,
    personId: entry.personId,
    personName: entry.personName ?? null,
    typeCategory: entry.typeCategory,
    status: entry.status,
    originalAmount: entry.originalAmount,
    paidAmount: entry.paidAmount,
    originalDueDate: dateColumnToApi(entry.originalDueDate),
    paymentDate: formatApiDateTime(entry.paymentDate),
    financialCategoryId: entry.financialCategoryId,
    financialCategoryName: entry.financialCategoryName ?? null,
    bankAccountId: entry.bankAccountId,
    bankAccountName: entry.bankAccountName ?? null,
    paymentMethod: entry.paymentMethod,
    installmentNumber: entry.installmentNumber,
    totalInstallments: entry.totalInstallments,
    isActive: entry.isActive,
    createdAt: formatApiDateTime(entry.createdAt),
    updatedAt: formatApiDateTime(entry.updatedAt),
  };
}

/** A FinancialEntry as get, create and events return it: the record with the amounts of the settlement and the notes. */
export function toFinancialEntryDetail(entry: FinancialEntryEntity) {
  return {
    ...toFinancialEntryRecord(entry),
    discountAmount: entry.discountAmount,
    interestAmount: entry.interestAmount,
    fineAmount: entry.fineAmount,
    notes: entry.notes,
  };
}

export type FinancialEntryDetail = ReturnType<typeof toFinancialEntryDetail>;

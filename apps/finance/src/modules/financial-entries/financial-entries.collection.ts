import { dateRange, defineCollection, equals, idEquals, textSearch } from '@bizapi/collections';
import { FINANCIAL_ENTRIES_CONTRACT, FINANCIAL_ENTRY_STATUSES, TYPE_CATEGORIES } from '@bizapi/contracts';
import { FinancialEntryEntity } from './financial-entry.entity';
import { toFinancialEntryDetail, toFinancialEntryRecord } from './financial-entry.mapper';

/** `FIN-000001`: one code per installment. */
export const CODE_PREFIX = 'FIN';

export const FINANCIAL_ENTRIES = defineCollection<FinancialEntryEntity>({
  contract: FINANCIAL_ENTRIES_CONTRACT,
  entity: FinancialEntryEntity,
  noun: 'financial entry',
  toRecord: toFinancialEntryRecord,
  toDetail: toFinancialEntryDetail,
  // financial.created (one per installment) and charge.created are emitted by the service, in installment order.
  filters: {
    search: textSearch(['title']),
    typeCategory: equals('typeCategory', TYPE_CATEGORIES),
    status: equals('status', FINANCIAL_ENTRY_STATUSES),
    personId: idEquals('personId'),
    dueDateFrom: dateRange('originalDueDate', 'from'),
    dueDateTo: dateRange('originalDueDate', 'to'),
  },
  orderBy: {
    title: { property: 'title', humanText: true },
    originalDueDate: { property: 'originalDueDate' },
    originalAmount: { property: 'originalAmount' },
  },
  references: {
    personId: { collection: 'persons', nameProperty: 'personName' },
    financialCategoryId: { collection: 'financial-categories', nameProperty: 'financialCategoryName' },
    bankAccountId: { collection: 'bank-accounts', nameProperty: 'bankAccountName' },
  },
  code: { prefix: CODE_PREFIX },
});

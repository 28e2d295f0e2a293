import { dateRange, defineCollection, detailMapper, equals, idEquals, recordMapper, textSearch } from '@bizapi/collections';
import { FINANCIAL_ENTRIES_CONTRACT, FINANCIAL_ENTRY_STATUSES, TYPE_CATEGORIES } from '@bizapi/contracts';
import { FinancialEntryEntity } from './financial-entry.entity';

export const FINANCIAL_ENTRIES = defineCollection<FinancialEntryEntity>({
  contract: FINANCIAL_ENTRIES_CONTRACT,
  entity: FinancialEntryEntity,
  noun: 'financial entry',
  toRecord: recordMapper(FINANCIAL_ENTRIES_CONTRACT),
  toDetail: detailMapper(FINANCIAL_ENTRIES_CONTRACT),
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
});

import { TYPE_CATEGORIES, TypeCategory } from '@bizapi/contracts';
import { MONEY_MAX, formatApiDate, parseApiDate, roundToCent } from '@bizapi/conventions';
import { isId } from '@bizapi/runtime';

/** What a `financial.settled` event says that the books need. */
export interface Settlement {
  eventId: string;
  companyId: string;
  financialEntryId: string;
  typeCategory: TypeCategory;
  /** The amount paid (or the original amount when none was recorded), in exact cents as a 2-place number. */
  amount: number;
  /** `YYYY-MM-DD`: the payment date, else the day the event happened. */
  entryDate: string;
  financialCategoryId: string | null;
  financialCategoryName: string | null;
  bankAccountId: string | null;
  bankAccountName: string | null;
  code: string | null;
  title: string | null;
}

export type ParsedSettlement = { settlement: Settlement } | { problem: string };

/** Event ids are short strings; anything else is not something to key an entry on. */
const EVENT_ID_MAX = 100;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const id = (value: unknown): string | null => (isId(value) ? value : null);

/**
 * Reads a `financial.settled` event (`{id, event, timestamp, companyId,
 * data}` where data is the financial entry as finance's get returns it).
 * A problem means the event can never be posted, however often it is
 * delivered: the consumer drops it rather than retry forever.
 */
export function parseSettlement(value: unknown): ParsedSettlement {
  if (typeof value !== 'object' || value === null) return { problem: 'not a JSON object' };
  const event = value as Record<string, unknown>;
  if (typeof event.id !== 'string' || !event.id || event.id.length > EVENT_ID_MAX) return { problem: 'no usable event id' };
  if (event.event !== 'financial.settled') return { problem: 'not a financial.settled event' };
  if (!isId(event.companyId)) return { problem: 'no companyId' };
  const data = event.data;
  if (typeof data !== 'object' || data === null) return { problem: 'no data' };
  const entry = data as Record<string, unknown>;
  if (!isId(entry.id)) return { problem: 'no financial entry id' };
  if (!TYPE_CATEGORIES.includes(entry.typeCategory as TypeCategory)) return { problem: 'typeCategory is neither REVENUE nor EXPENSE' };
  const amount = amountOf(entry);
  if (amount === null) return { problem: 'the amount is not a number above 0 that fits a money column' };
  const entryDate = dateOf(entry.paymentDate) ?? dateOf(event.timestamp);
  if (!entryDate) return { problem: 'neither paymentDate nor timestamp is a date' };
  return {
    settlement: {
      eventId: event.id,
      companyId: event.companyId,
      financialEntryId: entry.id,
      typeCategory: entry.typeCategory as TypeCategory,
      amount,
      entryDate,
      financialCategoryId: id(entry.financialCategoryId),
      financialCategoryName: text(entry.financialCategoryName),
      bankAccountId: id(entry.bankAccountId),
      bankAccountName: text(entry.bankAccountName),
      code: text(entry.code),
      title: text(entry.title),
    },
  };
}

/** `paidAmount`, or `originalAmount` when nothing was recorded as paid; rounded to the cent as money is returned. */
function amountOf(entry: Record<string, unknown>): number | null {
  const raw = entry.paidAmount ?? entry.originalAmount;
  const amount = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : NaN;
  if (!Number.isFinite(amount)) return null;
  const rounded = roundToCent(amount);
  return rounded > 0 && rounded <= MONEY_MAX ? rounded : null;
}

/** The UTC calendar day of an API date or date-time (`paymentDate` is a date at midnight UTC). */
function dateOf(value: unknown): string | null {
  const date = parseApiDate(value);
  return date ? formatApiDate(date) : null;
}

/** `Recebimento FIN-000012 Mensalidade` for revenue, `Pagamento …` for expense. */
export function settlementDescription(settlement: Settlement): string {
  const verb = settlement.typeCategory === 'REVENUE' ? 'Recebimento' : 'Pagamento';
  return [verb, settlement.code, settlement.title].filter(Boolean).join(' ');
}

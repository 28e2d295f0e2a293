import {
  CHARGE_STATUSES,
  FINANCIAL_ENTRY_STATUSES,
  INVOICE_STATUSES,
  MEASUREMENT_STATUSES,
  MEASUREMENT_TYPES,
  PAYMENT_METHODS,
  PURCHASE_ORDER_STATUSES,
  REPEAT_PERIODS,
} from '@bizapi/contracts';

export type FinancialEntryStatus = (typeof FINANCIAL_ENTRY_STATUSES)[number];
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];
export type MeasurementType = (typeof MEASUREMENT_TYPES)[number];
export type MeasurementStatus = (typeof MEASUREMENT_STATUSES)[number];
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type RepeatPeriod = (typeof REPEAT_PERIODS)[number];
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A charge of an entry without a payment method is a bank slip (boleto). */
export const DEFAULT_CHARGE_PAYMENT_METHOD: PaymentMethod = 'BANK_SLIP';

/** A `date` column (`YYYY-MM-DD`) as the API returns dates: a date-time at midnight UTC. */
export function dateColumnToApi(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return `${value.slice(0, 10)}T00:00:00.000Z`;
}

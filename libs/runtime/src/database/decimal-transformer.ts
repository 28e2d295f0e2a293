import { ValueTransformer } from 'typeorm';

/**
 * PostgreSQL returns `numeric` as a string to keep it exact; the API returns
 * JSON numbers. Columns keep their scale (2 for money, 4 for quantities), so
 * the number is already rounded as the API promises.
 */
export const decimalTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** Column options for money: numeric(15,2) read as a number. */
export const MONEY_COLUMN = { type: 'numeric', precision: 15, scale: 2, transformer: decimalTransformer } as const;
/** Column options for quantities: numeric(15,4) read as a number. */
export const QUANTITY_COLUMN = { type: 'numeric', precision: 15, scale: 4, transformer: decimalTransformer } as const;

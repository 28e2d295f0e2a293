/**
 * Exact money for the reports: PostgreSQL sums `numeric` columns and sends
 * them as text; the reports add and compare them as integer cents (bigint),
 * and turn them into JSON numbers (2 decimal places) only when answering.
 */
export type Cents = bigint;

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/** Cents of a numeric text (`"1234.5"`, `"-0.01"`, `"0"`); null or absent is 0. */
export function toCents(value: string | number | null | undefined): Cents {
  if (value === null || value === undefined) return 0n;
  const text = String(value);
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`not a decimal amount: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) throw new Error(`amount with more than 2 decimal places: ${text}`);
  const cents = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** The JSON number of an amount in cents (exact to the cent up to 2^53 cents). */
export function toAmount(cents: Cents): number {
  const amount = Number(cents) / 100;
  // -0 and 0 print alike, but a report compares them: keep one zero.
  return amount === 0 ? 0 : amount;
}

/**
 * Exact money for the reports: PostgreSQL sums `numeric` columns and sends
 * them as text; the reports add and compare them as integer cents (bigint;
 * the ledgers' per-line arithmetic as number cents, lineCents), and turn them
 * into JSON numbers (2 decimal places) only when answering.
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

/** The JSON number of an amount in cents, held as bigint or as a number (lineCents); exact to the cent up to 2^53 cents. */
export function toAmount(cents: Cents | number): number {
  const amount = Number(cents) / 100;
  // -0 and 0 print alike, but a report compares them: keep one zero.
  return amount === 0 ? 0 : amount;
}

/**
 * Cents of one journal line's amount as a number, for the ledgers, which
 * turn thousands of lines into a running balance: without BigInt, that
 * mapping took a third of a busy account's statement. Exact: a line's
 * amount is numeric(15,2), at most 10^15 cents (below 2^53), and sums stay
 * exact while below 2^53 cents, the same bound as every amount answered as
 * a JSON number (toAmount). PostgreSQL writes a numeric(15,2) with exactly
 * two decimals; any other text takes the general parser.
 */
export function lineCents(text: string): number {
  const dot = text.length - 3;
  if (text.charCodeAt(dot) === 46 /* . */) {
    const cents = Number(text.slice(0, dot) + text.slice(dot + 1));
    if (Number.isSafeInteger(cents)) return cents;
  }
  return Number(toCents(text));
}

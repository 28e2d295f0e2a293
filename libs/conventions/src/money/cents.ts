/**
 * Money as exact integer cents. Every amount of the API is a JSON number
 * with at most 2 decimal places (numeric(15,2) in PostgreSQL); arithmetic on
 * them is done in cents so that 0.1 + 0.2 is 0.3 and a split adds up.
 *
 * Two representations: `number` cents, exact below 2^53 (every amount the
 * API answers as a JSON number is), for per-record arithmetic; `bigint`
 * cents (`Cents`) for sums over many rows (the accounting reports).
 */
export type Cents = bigint;

/** Integer cents of a JSON amount (`12.3` → 1230), rounded half away from zero as PostgreSQL rounds numeric. */
export function centsOf(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount) * 100);
}

/** The JSON number of an amount in cents (bigint or number); exact to the cent up to 2^53 cents. */
export function toAmount(cents: Cents | number): number {
  const amount = Number(cents) / 100;
  // -0 and 0 print alike, but a report compares them: keep one zero.
  return amount === 0 ? 0 : amount;
}

/** An amount rounded to the cent, as money is stored and answered. */
export function roundToCent(amount: number): number {
  return toAmount(centsOf(amount));
}

/** True when an amount has no more than 2 decimal places (allowing binary floating-point noise). */
export function isWholeCents(amount: number): boolean {
  return Math.abs(centsOf(amount) - amount * 100) <= 1e-6;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/** Cents of a numeric text as PostgreSQL sends it (`"1234.5"`, `"-0.01"`, `"0"`); null or absent is 0. */
export function parseCents(value: string | number | null | undefined): Cents {
  if (value === null || value === undefined) return 0n;
  const text = String(value);
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`not a decimal amount: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) throw new Error(`amount with more than 2 decimal places: ${text}`);
  const cents = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  return sign ? -cents : cents;
}

/**
 * Cents of one numeric(15,2) text as a number, for code that turns
 * thousands of rows into running balances: with BigInt, that mapping was a
 * large share of a busy account's statement (docs/benchmarks-history.md,
 * "Accounting reports"). Exact: a numeric(15,2) is at most
 * 10^15 cents (below 2^53). PostgreSQL writes it with exactly two decimals;
 * any other text takes the general parser.
 */
export function lineCents(text: string): number {
  const dot = text.length - 3;
  if (text.charCodeAt(dot) === 46 /* . */) {
    const cents = Number(text.slice(0, dot) + text.slice(dot + 1));
    if (Number.isSafeInteger(cents)) return cents;
  }
  return Number(parseCents(text));
}

/**
 * `total` split into `count` amounts to the cent: each is the total divided
 * by the count, rounded down to the cent, and the last carries the remainder,
 * so the amounts add up to the total exactly.
 */
export function splitAmount(total: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  const cents = centsOf(total);
  const share = Math.floor(cents / count);
  const amounts = Array.from({ length: count }, () => share);
  amounts[count - 1] = cents - share * (count - 1);
  return amounts.map(toAmount);
}

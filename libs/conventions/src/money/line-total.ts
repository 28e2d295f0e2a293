import { ApiError } from '@bizapi/contracts';
import { MONEY_MAX } from '../validation/field-rules';

/** A JSON number with at most `decimals` places as an exact integer of those units. */
function units(value: number, decimals: number): bigint {
  return BigInt(Math.round(value * 10 ** decimals));
}

/**
 * A line's totalPrice: quantity (4 places) × unitPrice (2 places), rounded
 * half up to cents, minus a discount value, in exact integer arithmetic.
 * A discount above quantity × unitPrice is 400 VALIDATION_ERROR on
 * discount; a total beyond the money column on totalPrice.
 *
 * Lines whose total PostgreSQL derives (deal items with a percentage
 * discount, purchase-order items) use a generated column instead, so the
 * stored total can never disagree with its inputs.
 */
export function lineTotal(quantity: number, unitPrice: number, discount = 0): number {
  const gross = units(quantity, 4) * units(unitPrice, 2); // 1e-6 units
  const grossCents = (gross + 5_000n) / 10_000n;
  const cents = grossCents - units(discount, 2);
  if (cents < 0n) throw ApiError.validation('discount', 'discount cannot be greater than quantity x unitPrice');
  if (cents > units(MONEY_MAX, 2)) throw ApiError.validation('totalPrice', `totalPrice (quantity x unitPrice - discount) must be at most ${MONEY_MAX}`);
  return Number(cents) / 100;
}

import {
  IsArray,
  IsDefined,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidationOptions,
  ArrayMaxSize,
  buildMessage,
} from 'class-validator';
import { ApiDateOptions, parseApiDate } from '../dates/api-date';

/**
 * The vocabulary DTOs are written in. Each rule is one decorator so a DTO
 * reads like the spec's field list: `@Required() @Text(255) name`.
 *
 * Constraint names matter: `isEnumValue` becomes INVALID_ENUM_VALUE and
 * `isApiDate` INVALID_DATE_FORMAT (see validation-error-mapper.ts).
 */
export const ENUM_CONSTRAINT = 'isEnumValue';
export const DATE_CONSTRAINT = 'isApiDate';

/** Largest amount a money column (numeric(15,2)) holds. */
export const MONEY_MAX = 9_999_999_999_999.99;
/** Largest quantity a quantity column (numeric(15,4)) holds. */
export const QUANTITY_MAX = 99_999_999_999.9999;

function compose(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** Must be present and not null. */
export const Required = (): PropertyDecorator => IsDefined({ message: '$property is required' });

/** May be left out; when sent it must not be null. */
export const Optional = (): PropertyDecorator => ValidateIf((_object, value) => value !== undefined);

/** May be left out or sent as null (to clear the field). */
export const Nullable = (): PropertyDecorator => IsOptional();

/** A string of at most `maxLength` characters with at least one non-space character. */
export const Text = (maxLength: number): PropertyDecorator =>
  compose(
    IsString({ message: '$property must be a string' }),
    Matches(/\S/, { message: '$property must not be blank' }),
    MaxLength(maxLength, { message: `$property must be at most ${maxLength} characters` }),
  );

/** One of the given case-exact values (or, with `each`, an array of them). */
export function EnumValue(values: readonly string[], options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    {
      name: ENUM_CONSTRAINT,
      constraints: [values],
      validator: {
        validate: (value) => typeof value === 'string' && values.includes(value),
        defaultMessage: buildMessage((each) => `${each}$property must be one of: ${values.join(', ')}`, options),
      },
    },
    options,
  );
}

/** A date in the spec's ISO 8601 input formats (`YYYY-MM-DD` only when `dateOnly`). */
export function ApiDate(options: ApiDateOptions = {}): PropertyDecorator {
  const formats = options.dateOnly ? 'YYYY-MM-DD' : 'YYYY-MM-DD or YYYY-MM-DDTHH:mm:ssZ';
  return ValidateBy({
    name: DATE_CONSTRAINT,
    // Kept for readers of the metadata (the OpenAPI generator tells date-only fields apart).
    constraints: [options],
    validator: {
      validate: (value) => parseApiDate(value, options) !== null,
      defaultMessage: () => `$property must be a valid date in the format ${formats}`,
    },
  });
}

interface AmountOptions {
  /** Smallest allowed value; default 0. */
  min?: number;
  /** The value must be strictly above `min` ("greater than zero"). */
  exclusiveMin?: boolean;
  max?: number;
}

function amount(decimals: number, defaultMax: number, { min = 0, exclusiveMin = false, max = defaultMax }: AmountOptions) {
  const bound = exclusiveMin
    ? ValidateBy({
        name: 'isAbove',
        constraints: [min],
        validator: {
          validate: (value) => typeof value === 'number' && value > min,
          defaultMessage: () => `$property must be greater than ${min}`,
        },
      })
    : Min(min, { message: `$property must be at least ${min}` });
  return compose(
    IsNumber(
      { allowNaN: false, allowInfinity: false, maxDecimalPlaces: decimals },
      { message: `$property must be a number with at most ${decimals} decimal places` },
    ),
    bound,
    Max(max, { message: `$property must be at most ${max}` }),
  );
}

/** Money: a JSON number with at most 2 decimal places. */
export const Money = (options: AmountOptions = {}): PropertyDecorator => amount(2, MONEY_MAX, options);

/** A quantity: a JSON number with at most 4 decimal places. */
export const Quantity = (options: AmountOptions = {}): PropertyDecorator => amount(4, QUANTITY_MAX, options);

/** A list of short strings such as tags. */
export const StringList = (maxItems = 50, maxLength = 50): PropertyDecorator =>
  compose(
    IsArray({ message: '$property must be an array of strings' }),
    ArrayMaxSize(maxItems, { message: `$property must have at most ${maxItems} items` }),
    IsString({ each: true, message: 'each value in $property must be a string' }),
    Matches(/\S/, { each: true, message: 'each value in $property must not be blank' }),
    MaxLength(maxLength, { each: true, message: `each value in $property must be at most ${maxLength} characters` }),
  );

/** A list of enumeration values such as classifications. */
export const EnumList = (values: readonly string[]): PropertyDecorator =>
  compose(
    IsArray({ message: '$property must be an array' }),
    ArrayMaxSize(values.length * 4, { message: '$property has too many items' }),
    EnumValue(values, { each: true }),
  );

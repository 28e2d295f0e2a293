import { SORT_ORDERS, SortOrder } from '@bizapi/contracts';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { EnumValue, Optional } from '../validation/field-rules';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * `page` and `limit` of every list (spec convention 6). Out-of-range values
 * are refused, not clamped (ARCHITECTURE.md decision).
 */
export class PageQuery {
  @Optional()
  @Type(() => Number)
  @IsInt({ message: 'page must be an integer' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'page is too large' })
  page: number = 1;

  @Optional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be an integer' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_PAGE_SIZE, { message: `limit must be at most ${MAX_PAGE_SIZE}` })
  limit: number = DEFAULT_PAGE_SIZE;
}

export interface SortedQuery<TField extends string> extends PageQuery {
  orderBy: TField;
  order: SortOrder;
}

/**
 * A list query with `orderBy` among `fields` (default `defaultField`) and
 * `order` ASC/DESC (default DESC), e.g.
 * `class ListPersonsQuery extends SortableQuery(['name', 'createdAt'], 'createdAt') {...}`.
 */
export function SortableQuery<const TField extends string>(fields: readonly TField[], defaultField: TField) {
  class SortableListQuery extends PageQuery implements SortedQuery<TField> {
    @Optional()
    @EnumValue(fields)
    orderBy: TField = defaultField;

    @Optional()
    @EnumValue(SORT_ORDERS)
    order: SortOrder = 'DESC';
  }
  return SortableListQuery;
}

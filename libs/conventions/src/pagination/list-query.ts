import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { Optional } from '../validation/field-rules';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * `page` and `limit` of every list (spec convention 6). Out-of-range values
 * are refused, not clamped (docs/design/architecture-contract.md decision).
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

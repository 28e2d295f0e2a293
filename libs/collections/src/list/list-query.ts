import { SORT_ORDERS, SortOrder } from '@bizapi/contracts';
import { ApiDate, EnumValue, Optional, PageQuery } from '@bizapi/conventions';
import { IsString, MaxLength } from 'class-validator';
import { CollectionDeclaration, sortFieldsOf } from '../declaration/collection-declaration';

/** What every list accepts, besides the collection's own filters. */
export class CollectionListQuery extends PageQuery {
  orderBy: string;
  order: SortOrder;
  /** Extension: records with `updatedAt` at or after this instant. */
  updatedSince?: string;
  /** Extension: `meta.nextCursor` of the previous page (keyset paging). */
  cursor?: string;
  [filter: string]: unknown;
}

export type ListQueryClass = new () => CollectionListQuery;

const decorate = (target: object, property: string, decorators: PropertyDecorator[]) =>
  decorators.forEach((decorator) => decorator(target, property));

/**
 * The validated query DTO of a declared list: page and limit, `orderBy`
 * among the declared fields, `order`, `updatedSince`, `cursor` and the
 * declared filters. Anything else is refused (unknown query parameters are
 * refused like unknown body fields).
 */
export function listQueryClass(declaration: CollectionDeclaration): ListQueryClass {
  const sortFields = Object.keys(sortFieldsOf(declaration));
  const defaultOrderBy = declaration.defaultOrderBy ?? 'createdAt';
  const defaultOrder = declaration.defaultOrder ?? 'DESC';

  class DeclaredListQuery extends CollectionListQuery {
    override orderBy = defaultOrderBy;
    override order: SortOrder = defaultOrder;
  }
  const prototype = DeclaredListQuery.prototype;
  decorate(prototype, 'orderBy', [Optional(), EnumValue(sortFields)]);
  decorate(prototype, 'order', [Optional(), EnumValue(SORT_ORDERS)]);
  decorate(prototype, 'updatedSince', [Optional(), ApiDate()]);
  decorate(prototype, 'cursor', [Optional(), IsString({ message: 'cursor must be a string' }), MaxLength(2000)]);
  for (const [name, filter] of Object.entries(declaration.filters ?? {})) decorate(prototype, name, filter.validators);
  Object.defineProperty(DeclaredListQuery, 'name', { value: `List${declaration.collection}Query` });
  return DeclaredListQuery;
}

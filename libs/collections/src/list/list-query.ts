import { SORT_ORDERS, SortOrder } from '@bizapi/contracts';
import { ApiDate, EnumValue, Optional, PageQuery, validateInput } from '@bizapi/conventions';
import { IsString, MaxLength } from 'class-validator';
import { CollectionDeclaration, sortFieldsOf } from '../declaration/collection-declaration';
import { MAX_CURSOR_LENGTH } from './cursor';

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

/** The order of a list whose request names none. */
export function defaultOrderOf(declaration: CollectionDeclaration): { orderBy: string; order: SortOrder } {
  return { orderBy: declaration.defaultOrderBy ?? 'createdAt', order: declaration.defaultOrder ?? 'DESC' };
}

/** The query parameters that make a list what it is besides its order: the declared filters and `updatedSince`. */
export function filterParametersOf(declaration: CollectionDeclaration): string[] {
  return [...Object.keys(declaration.filters ?? {}), 'updatedSince'];
}

/** One class per declaration: the controller validates requests with it, the lister a cursor's own order and filters. */
const queryClasses = new WeakMap<CollectionDeclaration, ListQueryClass>();

/**
 * The validated query DTO of a declared list: page and limit, `orderBy`
 * among the declared fields, `order`, `updatedSince`, `cursor` and the
 * declared filters. Anything else is refused (unknown query parameters are
 * refused like unknown body fields).
 */
export function listQueryClass(declaration: CollectionDeclaration): ListQueryClass {
  let made = queryClasses.get(declaration);
  if (!made) queryClasses.set(declaration, (made = declaredListQuery(declaration)));
  return made;
}

function declaredListQuery(declaration: CollectionDeclaration): ListQueryClass {
  const sortFields = Object.keys(sortFieldsOf(declaration));
  const { orderBy: defaultOrderBy, order: defaultOrder } = defaultOrderOf(declaration);

  class DeclaredListQuery extends CollectionListQuery {
    override orderBy = defaultOrderBy;
    override order: SortOrder = defaultOrder;
  }
  const prototype = DeclaredListQuery.prototype;
  decorate(prototype, 'orderBy', [Optional(), EnumValue(sortFields)]);
  decorate(prototype, 'order', [Optional(), EnumValue(SORT_ORDERS)]);
  decorate(prototype, 'updatedSince', [Optional(), ApiDate()]);
  decorate(prototype, 'cursor', [Optional(), IsString({ message: 'cursor must be a string' }), MaxLength(MAX_CURSOR_LENGTH)]);
  for (const [name, filter] of Object.entries(declaration.filters ?? {})) decorate(prototype, name, filter.validators);
  Object.defineProperty(DeclaredListQuery, 'name', { value: `List${declaration.collection}Query` });
  return DeclaredListQuery;
}

/** Distinct list queries whose validated form a controller remembers (the least recently used go first). */
const REMEMBERED_QUERIES = 500;

/**
 * validateInput for a list's query, remembering the answers: integrators ask
 * the same few queries over and over (`limit=20`, `limit=100&page=3`), and
 * validating one took an eighth of a list's own work in the service.
 * Validation is a pure function of the query, so the same query text gets
 * the same validated object, frozen so no caller can change it for the next.
 * Refused queries are not remembered: they throw each time.
 */
export function listQueryValidator(ListQuery: ListQueryClass): (query: Record<string, unknown>) => CollectionListQuery {
  const remembered = new Map<string, CollectionListQuery>();
  return (query) => {
    const key = JSON.stringify(query);
    const known = remembered.get(key);
    if (known) return known;
    const validated = Object.freeze(validateInput(ListQuery, query));
    if (remembered.size >= REMEMBERED_QUERIES) remembered.delete(remembered.keys().next().value as string);
    remembered.set(key, validated);
    return validated;
  };
}

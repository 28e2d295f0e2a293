/** The list envelope (spec) with this API's cursor extension (docs/collections.md). */
export interface ListPage<T> {
  data: T[];
  meta: { total?: number; nextCursor?: string | null };
}

/**
 * Every record of a list, page after page by `meta.nextCursor` (keyset
 * pages: nothing skipped or repeated when records are inserted meanwhile),
 * fetched only as the caller iterates. `fetchPage` gets undefined for the
 * first page and the previous page's cursor after that.
 */
export async function* paginate<T>(fetchPage: (cursor: string | undefined) => Promise<ListPage<T>>): AsyncGenerator<T, void, undefined> {
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    yield* page.data;
    cursor = page.meta.nextCursor ?? undefined;
  } while (cursor);
}

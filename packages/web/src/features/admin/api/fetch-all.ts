import type { ApiError } from '../../../lib/api-error';

type Page<T> = { items: T[]; pageCount: number };
type Result = { data?: unknown; error?: unknown };
/** The `baseQuery` a `queryFn` is handed: the slice's own, so token and errors work as everywhere. */
type Base = (url: string) => Result | PromiseLike<Result>;

/** The most pages one admin list reads (100 rows each): a list this long is not dragged by hand. */
const MAX_PAGES = 50;

/**
 * Every row of a paged list, page by page. Admin lists are ordered by hand, so they need all of
 * a brand's rows, not one page. `url(page)` builds each page's address.
 */
export async function fetchAllPages<T>(
  baseQuery: Base,
  url: (page: number) => string,
): Promise<{ data: T[] } | { error: ApiError }> {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await baseQuery(url(page));
    if (result.error) return { error: result.error as ApiError };
    const data = result.data as Page<T>;
    rows.push(...data.items);
    if (page >= data.pageCount) break;
  }
  return { data: rows };
}

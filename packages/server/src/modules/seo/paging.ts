import { FIRST_PAGE } from '@app/contract';

/** The `?page=` of a list's address as the web app reads it: a whole number from 1, else 1. */
export function pageParam(url: URL): number {
  const n = Number(url.searchParams.get('page'));
  return Number.isInteger(n) && n >= FIRST_PAGE ? n : FIRST_PAGE;
}

/**
 * Each page of a list is its own canonical (`?page=N`, none on the first) with its neighbours as
 * prev/next; null for a page past the end, which shows nothing and answers 404.
 */
export function pageLinks(listUrl: string, page: number, pageCount: number) {
  if (page > Math.max(pageCount, FIRST_PAGE)) return null;
  const at = (n: number) => (n === FIRST_PAGE ? listUrl : `${listUrl}?page=${n}`);
  return {
    canonical: at(page),
    ...(page > FIRST_PAGE ? { prev: at(page - 1) } : {}),
    ...(page < pageCount ? { next: at(page + 1) } : {}),
  };
}

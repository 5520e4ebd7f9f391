import {
  BRANDS_PAGE_SIZE,
  FIRST_PAGE,
  fitTitle,
  ITEMS_PAGE_SIZE,
  MAX_PAGE,
  TIPS_PAGE_SIZE,
} from '@app/contract';
import type { PageRequest } from '../../lib/paging';
import type { PageMeta } from './head';
import { clip } from './html';
import * as ld from './json-ld';
import { type MetaContext, notFound, type PageHeadDeps } from './page-meta-context';
import { INFO_PAGES, type InfoPage, LIST_PAGES, type ListPage } from './page-route';
import { INFO_TEXT, LIST_TEXT } from './page-text';
import { pageLinks } from './paging';
import type { PageReads } from './render-reads';

/** The lists the web app pages (`?page=`), with its page sizes; podcasts and search show whole. */
const PAGE_SIZES = {
  brands: BRANDS_PAGE_SIZE,
  'brand-items': ITEMS_PAGE_SIZE,
  'category-items': ITEMS_PAGE_SIZE,
  tips: TIPS_PAGE_SIZE,
} as const satisfies Partial<Record<ListPage, number>>;
type PagedList = keyof typeof PAGE_SIZES;
const isPaged = (list: ListPage): list is PagedList => Object.hasOwn(PAGE_SIZES, list);

/** How many pages a paged list has, as the web app pages it: from the page's render when it read it. */
async function listPageCount(
  deps: PageHeadDeps,
  reads: PageReads,
  topic: string,
  list: PagedList,
  p: PageRequest,
): Promise<number> {
  switch (list) {
    case 'brands': {
      const args = { isCategory: false, page: p.page, pageSize: p.pageSize };
      return (reads.brands(args) ?? (await deps.brands.list(topic, { isCategory: false }, p))).pageCount;
    }
    case 'brand-items':
    case 'category-items': {
      const isCategory = list === 'category-items';
      const args = { isCategory, page: p.page, pageSize: p.pageSize };
      return (reads.brandItems(args) ?? (await deps.brandItems.list(topic, { isCategory }, p))).pageCount;
    }
    case 'tips':
      return (reads.tips({ page: p.page, pageSize: p.pageSize }) ?? (await deps.tips.list(topic, p)))
        .pageCount;
  }
}

export function homeMeta({ config, site, home, base, abs, absImage, paths }: MetaContext): PageMeta {
  return {
    ...base,
    title: fitTitle(site, config.tagline ? [` – ${config.tagline}`] : []),
    description: clip(
      config.description || config.tagline || `${site}: brands, products, buying tips and podcasts.`,
    ),
    canonical: home.url,
    image: absImage(config.logoUrl),
    jsonLd: [ld.webSite(config, home.url, abs(paths.page('search')))],
  };
}

export function infoMeta({ site, home, base, abs, paths }: MetaContext, page: InfoPage): PageMeta {
  return {
    ...base,
    title: fitTitle(INFO_PAGES[page], [` – ${site}`]),
    description: clip(INFO_TEXT[page](site)),
    canonical: abs(paths.page(page)),
    jsonLd: [ld.breadcrumbList([home, { name: INFO_PAGES[page], url: abs(paths.page(page)) }])],
  };
}

/** Search results: never indexed, whatever was searched. */
function searchMeta({ site, base, url }: MetaContext, listUrl: string, crumbs: ld.JsonLd): PageMeta {
  const label = LIST_PAGES.search;
  const q = url.searchParams.get('q')?.trim();
  return {
    ...base,
    title: q
      ? fitTitle(`Search results for “${clip(q, 39)}”`, [` – ${site}`])
      : fitTitle(label, [` – ${site}`]),
    description: clip(LIST_TEXT.search(site)),
    canonical: listUrl,
    // Result pages are endless and thin; the pages they lead to are what should be found.
    noindex: true,
    follow: true,
    jsonLd: [crumbs],
  };
}

/** A list page (brands, items, tips, podcasts, search); a page past a paged list's end is not found. */
export async function listMeta(ctx: MetaContext, list: ListPage): Promise<PageMeta> {
  const { deps, reads, config, site, topic, home, base, abs, paths, page } = ctx;
  const label = LIST_PAGES[list];
  const listUrl = abs(paths.page(list));
  const crumbs = ld.breadcrumbList([home, { name: label, url: listUrl }]);
  if (list === 'search') return searchMeta(ctx, listUrl, crumbs);
  const paged = isPaged(list) ? list : null;
  let links = pageLinks(listUrl, FIRST_PAGE, 1);
  if (paged) {
    // No list has this many pages; asking would only make the database count past the end.
    const pageCount =
      page > MAX_PAGE
        ? 0
        : await listPageCount(deps, reads, topic, paged, { page, pageSize: PAGE_SIZES[paged] });
    links = pageLinks(listUrl, page, pageCount);
  }
  if (!links) return notFound(config);
  return {
    ...base,
    title: fitTitle(label, [` – ${site}`], paged ? page : FIRST_PAGE),
    description: clip(LIST_TEXT[list](site)),
    ...links,
    jsonLd: [crumbs],
  };
}

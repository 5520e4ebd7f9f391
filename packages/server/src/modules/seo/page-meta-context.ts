import { fitTitle, type SiteConfig } from '@app/contract';
import type { BrandItemsService } from '../brand-items';
import type { BrandsService } from '../brands';
import type { MediaService } from '../media';
import type { SiteConfigService } from '../site-config';
import type { TipsService } from '../tips';
import type { PageMeta } from './head';
import { pagePaths } from './page-route';
import { pageParam } from './paging';
import type { PageReads } from './render-reads';

export type PageHeadDeps = {
  siteConfigs: SiteConfigService;
  brands: BrandsService;
  brandItems: BrandItemsService;
  tips: TipsService;
  media: MediaService;
};

/**
 * What every page's head is made from: the site, its addresses, the replies the page's render read
 * and, for what it did not read, the catalogue's services.
 */
export type MetaContext = ReturnType<typeof metaContext>;

export function metaContext(
  deps: PageHeadDeps,
  config: SiteConfig,
  basePath: string,
  origin: string,
  url: URL,
  reads: PageReads,
) {
  const site = config.title;
  const paths = pagePaths(basePath);
  const abs = (path: string) => new URL(path, origin).toString();
  /** A picture's absolute address, or null for none or one no URL can be made of. */
  const absImage = (src: string | null | undefined) => {
    if (!src) return null;
    try {
      return new URL(src, origin).toString();
    } catch {
      return null;
    }
  };
  return {
    deps,
    reads,
    config,
    site,
    topic: config.websiteTopic,
    url,
    paths,
    abs,
    absImage,
    home: { name: site, url: abs(paths.home()) },
    base: { status: 200, siteName: site },
    /** The `?page=` asked for. */
    page: pageParam(url),
  };
}

/**
 * The page lives at another address (spec section 2 gives brands and categories, brand items
 * and category items, addresses of their own): moved for good, query kept.
 */
export const moved = (location: string, title: string): PageMeta => ({
  status: 301,
  redirect: location,
  title,
  noindex: true,
});

export const notFound = (config: SiteConfig): PageMeta => ({
  status: 404,
  title: fitTitle('Not found', [` – ${config.title}`]),
  noindex: true,
});

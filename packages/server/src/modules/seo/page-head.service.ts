import {
  BRANDS_PAGE_SIZE,
  type BrandItem,
  ERRORS,
  FIRST_PAGE,
  fitTitle,
  ITEMS_PAGE_SIZE,
  itemTitle,
  MAX_PAGE,
  pathSegments,
  resolveTopic,
  type SiteConfig,
  TIPS_PAGE_SIZE,
} from '@app/contract';
import { AppError } from '../../errors';
import type { PageRequest } from '../../lib/paging';
import type { brandItemsService } from '../brand-items/brand-items.service';
import type { BrandsService } from '../brands/brands.service';
import type { MediaService } from '../media/media.service';
import type { SiteConfigService } from '../site-config/site-config.service';
import type { TipsService } from '../tips/tips.service';
import type { PageMeta } from './head';
import { clip, textOf } from './html';
import * as ld from './json-ld';
import {
  INFO_PAGES,
  LIST_PAGES,
  type ListPage,
  matchPageRoute,
  type PageRoute,
  pagePaths,
} from './page-route';
import { INFO_TEXT, LIST_TEXT } from './page-text';
import { pageLinks, pageParam } from './paging';

type BrandItemsService = ReturnType<typeof brandItemsService>;

/** The lists the web app pages (`?page=`), with its page sizes; podcasts and search show whole. */
const PAGE_SIZES = {
  brands: BRANDS_PAGE_SIZE,
  'brand-items': ITEMS_PAGE_SIZE,
  'category-items': ITEMS_PAGE_SIZE,
  tips: TIPS_PAGE_SIZE,
} as const satisfies Partial<Record<ListPage, number>>;
type PagedList = keyof typeof PAGE_SIZES;
const isPaged = (list: ListPage): list is PagedList => Object.hasOwn(PAGE_SIZES, list);

export type PageHeadDeps = {
  siteConfigs: SiteConfigService;
  brands: BrandsService;
  brandItems: BrandItemsService;
  tips: TipsService;
  media: MediaService;
};

/** A record that does not exist, or an address no record could have (a blank or malformed slug). */
const isNotFound = (err: unknown) =>
  err instanceof AppError && (err.statusCode === 404 || err.statusCode === 400);

/**
 * Works out, from a page URL alone, what the server puts into that page's `<head>` and which
 * status it answers: the topic and route as the web app resolves them, then at most two indexed
 * reads of the catalogue through the existing services.
 */
export function pageHeadService(deps: PageHeadDeps) {
  async function pageMeta(url: URL, origin: string): Promise<PageMeta> {
    // Not valid percent-encoding (`%E0%A4%A`): no page has such an address, whatever the topic.
    const segments = pathSegments(url.pathname);
    if (!segments) return { status: 400, title: ERRORS.badUrl, noindex: true };
    const configs = await deps.siteConfigs.all();
    const r = resolveTopic(url, configs);
    if (r.kind === 'landing') {
      return {
        status: 200,
        title: 'Choose a site',
        description: `Our shops: ${configs.map((c) => c.title).join(', ')}.`,
        canonical: `${origin}/`,
      };
    }
    const config = configs.find((c) => c.websiteTopic === r.topic);
    if (!config) return { status: 404, title: 'Not found', noindex: true };
    const route: PageRoute = matchPageRoute(r.kind === 'path' ? segments.slice(1) : segments);
    let meta: PageMeta;
    try {
      meta = await metaOf(route, config, r.basePath, origin, url);
    } catch (err) {
      if (!isNotFound(err)) throw err;
      meta = notFound(config);
    }
    // A site's own domain asked for its path-prefix address (an old link, a bookmark from the
    // shared host): the page without the prefix, unless the prefix is a page of the site itself.
    if (meta.status === 404 && r.kind === 'domain' && segments[0] === r.topic) {
      const rest = url.pathname.replace(/^\/+[^/]*/, '') || '/';
      return moved(`${origin}${rest}${url.search}`, meta.title);
    }
    return meta.image ? { ...meta, ...(await sharedImage(config.websiteTopic, meta.image)) } : meta;
  }

  /** The page's picture as social networks get it: a raster file with its size, or none. */
  async function sharedImage(topic: string, image: string): Promise<Pick<PageMeta, 'image' | 'imageSize'>> {
    const shared = await deps.media.sharedImage(topic, image);
    if (!shared) return { image: null };
    const { url, width, height, type } = shared;
    return { image: url, ...(width && height && type ? { imageSize: { width, height, type } } : {}) };
  }

  /**
   * The page lives at another address (spec section 2 gives brands and categories, brand items
   * and category items, addresses of their own): moved for good, query kept.
   */
  const moved = (location: string, title: string): PageMeta => ({
    status: 301,
    redirect: location,
    title,
    noindex: true,
  });

  const notFound = (config: SiteConfig): PageMeta => ({
    status: 404,
    title: fitTitle('Not found', [` – ${config.title}`]),
    noindex: true,
  });

  /** How many pages a paged list has, as the web app pages it. */
  async function listPageCount(topic: string, list: PagedList, p: PageRequest): Promise<number> {
    switch (list) {
      case 'brands':
        return (await deps.brands.list(topic, { isCategory: false }, p)).pageCount;
      case 'brand-items':
      case 'category-items':
        return (await deps.brandItems.list(topic, { isCategory: list === 'category-items' }, p)).pageCount;
      case 'tips':
        return (await deps.tips.list(topic, p)).pageCount;
    }
  }

  async function metaOf(
    route: PageRoute,
    config: SiteConfig,
    basePath: string,
    origin: string,
    url: URL,
  ): Promise<PageMeta> {
    const site = config.title;
    const topic = config.websiteTopic;
    const paths = pagePaths(basePath);
    const abs = (path: string) => new URL(path, origin).toString();
    const absImage = (src: string | null | undefined) => {
      if (!src) return null;
      try {
        return new URL(src, origin).toString();
      } catch {
        return null;
      }
    };
    const home = { name: site, url: abs(paths.home()) };
    const base = { status: 200, siteName: site };
    const page = pageParam(url);

    switch (route.kind) {
      case 'home':
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

      case 'info':
        return {
          ...base,
          title: fitTitle(INFO_PAGES[route.page], [` – ${site}`]),
          description: clip(INFO_TEXT[route.page](site)),
          canonical: abs(paths.page(route.page)),
          jsonLd: [
            ld.breadcrumbList([home, { name: INFO_PAGES[route.page], url: abs(paths.page(route.page)) }]),
          ],
        };

      case 'list': {
        const label = LIST_PAGES[route.page];
        const listUrl = abs(paths.page(route.page));
        const crumbs = ld.breadcrumbList([home, { name: label, url: listUrl }]);
        if (route.page === 'search') {
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
        const paged = isPaged(route.page) ? route.page : null;
        let links = pageLinks(listUrl, FIRST_PAGE, 1);
        if (paged) {
          // No list has this many pages; asking would only make the database count past the end.
          const pageCount =
            page > MAX_PAGE ? 0 : await listPageCount(topic, paged, { page, pageSize: PAGE_SIZES[paged] });
          links = pageLinks(listUrl, page, pageCount);
        }
        if (!links) return notFound(config);
        return {
          ...base,
          title: fitTitle(label, [` – ${site}`], paged ? page : FIRST_PAGE),
          description: clip(LIST_TEXT[route.page](site)),
          ...links,
          jsonLd: [crumbs],
        };
      }

      case 'brand': {
        // No list has this many pages; asking would only make the database count past the end.
        if (page > MAX_PAGE) return notFound(config);
        const brand = await deps.brands.get(topic, { slug: route.slug }, {});
        if (brand.isCategory !== route.category)
          return moved(abs(paths.brand(brand.slug, brand.isCategory)) + url.search, brand.name);
        // The items this page of the brand shows, as the web app pages them.
        const { items, pageCount } = await deps.brandItems.list(
          topic,
          { brandId: brand.id },
          { page, pageSize: ITEMS_PAGE_SIZE },
        );
        const brandUrl = abs(paths.brand(brand.slug, brand.isCategory));
        const links = pageLinks(brandUrl, page, pageCount);
        if (!links) return notFound(config);
        const description = clip(
          brand.seoDescription ||
            textOf(brand.description) ||
            `${brand.name} at ${site}: ${brand.itemCount} products with prices, ratings and features.`,
        );
        const image = absImage(brand.imageUrl);
        const crumbs = brand.isCategory
          ? [home, { name: brand.name, url: brandUrl }]
          : [home, { name: 'Brands', url: abs(paths.page('brands')) }, { name: brand.name, url: brandUrl }];
        return {
          ...base,
          title: brand.seoTitle
            ? fitTitle(brand.seoTitle, [], page)
            : fitTitle(brand.name, [` – ${site}`], page),
          description,
          ...links,
          image,
          jsonLd: [
            ld.brand(brand, { url: brandUrl, image, description }),
            ld.itemList(
              brand.name,
              items.map((i) => ({
                name: i.name,
                url: abs(paths.item(i.brandSlug, i.itemSlug, i.isCategory)),
              })),
            ),
            ld.breadcrumbList(crumbs),
          ],
        };
      }

      case 'item': {
        const item = await deps.brandItems.get(topic, {
          brandSlug: route.brandSlug,
          itemSlug: route.itemSlug,
        });
        const canonical = abs(paths.item(item.brandSlug, item.itemSlug, item.isCategory));
        if (item.isCategory !== route.category) return moved(canonical + url.search, item.name);
        const brandUrl = abs(paths.brand(item.brandSlug, item.isCategory));
        const description = clip(item.seoDescription || itemText(item, site));
        const images = item.imageUrls.map(absImage).filter((u): u is string => u !== null);
        return {
          ...base,
          title: item.seoTitle ? fitTitle(item.seoTitle) : itemTitle(item.name, item.brandName, site),
          description,
          canonical,
          ogType: 'product',
          image: images[0] ?? null,
          jsonLd: [
            ld.product(item, {
              url: canonical,
              brandUrl,
              images,
              description,
              priceMaxAgeHours: config.priceMaxAgeHours,
              now: Date.now(),
            }),
            ld.breadcrumbList([
              home,
              { name: item.brandName, url: brandUrl },
              { name: item.name, url: canonical },
            ]),
          ],
        };
      }

      case 'tip': {
        const tip = await deps.tips.get(topic, route.slug);
        const canonical = abs(paths.tip(tip.slug));
        const description = clip(
          tip.seoDescription ||
            textOf(tip.summaryHtml) ||
            textOf(tip.bodyHtml) ||
            `${tip.title}: a tip from ${site}.`,
        );
        const image = absImage(tip.imageUrl);
        return {
          ...base,
          title: tip.seoTitle
            ? fitTitle(tip.seoTitle)
            : fitTitle(tip.title, [` – Tips | ${site}`, ` | ${site}`]),
          description,
          canonical,
          ogType: 'article',
          image,
          jsonLd: [
            ld.article(tip, { url: canonical, image, description, publisher: site }),
            ld.breadcrumbList([
              home,
              { name: 'Tips', url: abs(paths.page('tips')) },
              { name: tip.title, url: canonical },
            ]),
          ],
        };
      }

      case 'private':
        // Sign-in, admin and edit screens read nothing here: their data is for the signed-in admin only.
        return { ...base, title: fitTitle(route.label, [` – ${site}`]), noindex: true };

      case 'unknown':
        return notFound(config);
    }
  }

  return { pageMeta };
}
export type PageHeadService = ReturnType<typeof pageHeadService>;

function itemText(item: BrandItem, site: string): string {
  const text = textOf(item.description);
  if (text) return text;
  if (item.features.length) return `${item.name}: ${item.features.join('. ')}.`;
  return `${item.name} by ${item.brandName} at ${site}.`;
}

import { type BrandItem, resolveTopic, type SiteConfig } from '@app/contract';
import { AppError } from '../../errors';
import type { brandItemsService } from '../brand-items/brand-items.service';
import type { BrandsService } from '../brands/brands.service';
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

/** How many of a brand's items its page lists in JSON-LD (the first page a visitor sees, and more). */
const ITEM_LIST_LIMIT = 24;

type BrandItemsService = ReturnType<typeof brandItemsService>;

export type PageHeadDeps = {
  siteConfigs: SiteConfigService;
  brands: BrandsService;
  brandItems: BrandItemsService;
  tips: TipsService;
};

/** A record that does not exist, or an address no record could have (a blank or malformed slug). */
const isNotFound = (err: unknown) =>
  err instanceof AppError && (err.statusCode === 404 || err.statusCode === 400);

/** The path's segments after the topic prefix, decoded; null when a segment is not valid percent-encoding. */
function segmentsOf(pathname: string, skipFirst: boolean): string[] | null {
  try {
    const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    return skipFirst ? parts.slice(1) : parts;
  } catch {
    return null;
  }
}

const INFO_TEXT: Record<keyof typeof INFO_PAGES, (site: string) => string> = {
  about: (site) => `About ${site}: who we are, how we choose what we list and how to reach us.`,
  'hassle-free-shopping': (site) =>
    `How ${site} keeps shopping simple: trusted marketplace sellers, clear prices, secure checkout and easy returns.`,
  'privacy-policy': (site) =>
    `How ${site} handles your data: what we collect when you browse, why, and the choices you have.`,
  'shipping-policy': (site) =>
    `Shipping at ${site}: who ships your order, delivery times, costs and what to do if a parcel goes astray.`,
};

const LIST_TEXT: Record<ListPage, (site: string) => string> = {
  brands: (site) => `Every brand at ${site}, with its products, prices and ratings.`,
  'brand-items': (site) => `Browse every product at ${site} by brand, with prices, ratings and features.`,
  'category-items': (site) =>
    `Browse every product at ${site} by category, with prices, ratings and features.`,
  tips: (site) => `Buying tips and guides from ${site}: how to choose, use and care for what you buy.`,
  podcasts: (site) => `Podcasts from ${site}: listen to reviews, buying advice and interviews.`,
  search: (site) => `Search ${site} for brands and products by name, feature or type.`,
};

/**
 * Works out, from a page URL alone, what the server puts into that page's `<head>` and which
 * status it answers: the topic and route as the web app resolves them, then at most two indexed
 * reads of the catalogue through the existing services.
 */
export function pageHeadService(deps: PageHeadDeps) {
  async function pageMeta(url: URL, origin: string): Promise<PageMeta> {
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
    const segments = segmentsOf(url.pathname, r.kind === 'path');
    const route: PageRoute = segments ? matchPageRoute(segments) : { kind: 'unknown' };
    try {
      return await metaOf(route, config, r.basePath, origin, url);
    } catch (err) {
      if (isNotFound(err)) return notFound(config);
      throw err;
    }
  }

  const notFound = (config: SiteConfig): PageMeta => ({
    status: 404,
    title: `Not found – ${config.title}`,
    noindex: true,
  });

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

    switch (route.kind) {
      case 'home':
        return {
          ...base,
          title: config.tagline ? `${site} – ${config.tagline}` : site,
          description: clip(
            config.description || config.tagline || `${site}: brands, products, buying tips and podcasts.`,
          ),
          canonical: home.url,
          image: absImage(config.logoUrl),
          jsonLd: [ld.webSite(config, home.url, abs(paths.page('search')))],
        };

      case 'info':
      case 'list': {
        const label = route.kind === 'info' ? INFO_PAGES[route.page] : LIST_PAGES[route.page];
        const text = route.kind === 'info' ? INFO_TEXT[route.page](site) : LIST_TEXT[route.page](site);
        const canonical = abs(paths.page(route.page));
        const q = route.kind === 'list' && route.page === 'search' ? url.searchParams.get('q')?.trim() : '';
        return {
          ...base,
          title: q ? `Search results for “${clip(q, 60)}” – ${site}` : `${label} – ${site}`,
          description: clip(text),
          canonical,
          jsonLd: [ld.breadcrumbList([home, { name: label, url: canonical }])],
        };
      }

      case 'brand': {
        const brand = await deps.brands.get(topic, { slug: route.slug }, {});
        const { items } = await deps.brandItems.list(
          topic,
          { brandId: brand.id },
          { page: 1, pageSize: ITEM_LIST_LIMIT },
        );
        const canonical = abs(paths.brand(brand.slug, brand.isCategory));
        const description = clip(
          brand.seoDescription ||
            textOf(brand.description) ||
            `${brand.name} at ${site}: ${brand.itemCount} products with prices, ratings and features.`,
        );
        const image = absImage(brand.imageUrl);
        const crumbs = brand.isCategory
          ? [home, { name: brand.name, url: canonical }]
          : [home, { name: 'Brands', url: abs(paths.page('brands')) }, { name: brand.name, url: canonical }];
        return {
          ...base,
          title: brand.seoTitle || `${brand.name} – ${site}`,
          description,
          canonical,
          image,
          jsonLd: [
            ld.brand(brand, { url: canonical, image, description }),
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
        const brandUrl = abs(paths.brand(item.brandSlug, item.isCategory));
        const description = clip(item.seoDescription || itemText(item, site));
        const images = item.imageUrls.map(absImage).filter((u): u is string => u !== null);
        return {
          ...base,
          title: item.seoTitle || `${item.name} – ${item.brandName} | ${site}`,
          description,
          canonical,
          ogType: 'product',
          image: images[0] ?? null,
          jsonLd: [
            ld.product(item, { url: canonical, brandUrl, images, description }),
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
          title: tip.seoTitle || `${tip.title} – Tips | ${site}`,
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
        return { ...base, title: `${route.label} – ${site}`, noindex: true };

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

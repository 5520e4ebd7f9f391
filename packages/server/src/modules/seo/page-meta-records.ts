import { type BrandItem, fitTitle, ITEMS_PAGE_SIZE, itemTitle, MAX_PAGE } from '@app/contract';
import type { PageMeta } from './head';
import { clip, textOf } from './html';
import * as ld from './json-ld';
import { type MetaContext, moved, notFound } from './page-meta-context';
import { pageLinks } from './paging';

/** A brand's or category's page, one page of its items at a time. */
export async function brandMeta(
  ctx: MetaContext,
  route: { slug: string; category: boolean },
): Promise<PageMeta> {
  const { deps, reads, config, site, topic, url, home, base, abs, absImage, paths, page } = ctx;
  // No list has this many pages; asking would only make the database count past the end.
  if (page > MAX_PAGE) return notFound(config);
  const brand =
    reads.brand(route.slug, route.category) ?? (await deps.brands.get(topic, { slug: route.slug }, {}));
  if (brand.isCategory !== route.category)
    return moved(abs(paths.brand(brand.slug, brand.isCategory)) + url.search, brand.name);
  // The items this page of the brand shows, as the web app pages them.
  const { items, pageCount } =
    reads.brandItems({
      isCategory: route.category,
      page,
      pageSize: ITEMS_PAGE_SIZE,
      brandSlug: route.slug,
    }) ?? (await deps.brandItems.list(topic, { brandId: brand.id }, { page, pageSize: ITEMS_PAGE_SIZE }));
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
    title: brand.seoTitle ? fitTitle(brand.seoTitle, [], page) : fitTitle(brand.name, [` – ${site}`], page),
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

export async function itemMeta(
  ctx: MetaContext,
  route: { brandSlug: string; itemSlug: string; category: boolean },
): Promise<PageMeta> {
  const { deps, reads, config, site, topic, url, home, base, abs, absImage, paths } = ctx;
  const item =
    reads.item(route.brandSlug, route.itemSlug, route.category) ??
    (await deps.brandItems.get(topic, { brandSlug: route.brandSlug, itemSlug: route.itemSlug }));
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
      ld.breadcrumbList([home, { name: item.brandName, url: brandUrl }, { name: item.name, url: canonical }]),
    ],
  };
}

export async function tipMeta(ctx: MetaContext, slug: string): Promise<PageMeta> {
  const { deps, reads, site, topic, home, base, abs, absImage, paths } = ctx;
  const tip = reads.tip(slug) ?? (await deps.tips.get(topic, slug));
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
    title: tip.seoTitle ? fitTitle(tip.seoTitle) : fitTitle(tip.title, [` – Tips | ${site}`, ` | ${site}`]),
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

function itemText(item: BrandItem, site: string): string {
  const text = textOf(item.description);
  if (text) return text;
  if (item.features.length) return `${item.name}: ${item.features.join('. ')}.`;
  return `${item.name} by ${item.brandName} at ${site}.`;
}

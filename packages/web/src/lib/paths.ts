/*
 * Router paths of the storefront, relative to the topic: the router's basename adds the topic
 * prefix in path mode and nothing on a site's own domain, so these never carry it. Built on the
 * contract's pagePaths, which the server's page heads and sitemaps use too.
 */
import { pagePaths } from '@app/contract';

const page = pagePaths('');

export const paths = {
  home: page.home(),
  brands: page.page('brands'),
  brandItems: page.page('brand-items'),
  categoryItems: page.page('category-items'),
  tips: page.page('tips'),
  podcasts: page.page('podcasts'),
  brand: (slug: string, isCategory = false) => page.brand(slug, isCategory),
  item: (brandSlug: string, itemSlug: string, isCategory = false) =>
    page.item(brandSlug, itemSlug, isCategory),
  tip: page.tip,
  podcast: page.podcast,
  search: (q?: string) =>
    q?.trim() ? `${page.page('search')}?${new URLSearchParams({ q: q.trim() })}` : page.page('search'),
};

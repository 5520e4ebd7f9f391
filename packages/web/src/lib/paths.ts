/*
 * Router paths of the storefront, relative to the topic: the router's basename adds the topic
 * prefix in path mode and nothing on a site's own domain, so these never carry it.
 */

const seg = encodeURIComponent;

export const paths = {
  home: '/',
  brands: '/brands',
  brandItems: '/brand-items',
  categoryItems: '/category-items',
  tips: '/tips',
  podcasts: '/podcasts',
  brand: (slug: string, isCategory = false) => (isCategory ? `/category/${seg(slug)}` : `/${seg(slug)}`),
  item: (brandSlug: string, itemSlug: string, isCategory = false) =>
    `${isCategory ? '/category' : ''}/${seg(brandSlug)}/${seg(itemSlug)}`,
  tip: (slug: string) => `/tips/${seg(slug)}`,
  search: (q?: string) => (q?.trim() ? `/search?${new URLSearchParams({ q: q.trim() })}` : '/search'),
};

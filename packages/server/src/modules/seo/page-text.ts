import type { INFO_PAGES, ListPage } from './page-route';

/** The description of each information and list page, in the site's name. */
export const INFO_TEXT: Record<keyof typeof INFO_PAGES, (site: string) => string> = {
  about: (site) => `About ${site}: who we are, how we choose what we list and how to reach us.`,
  'hassle-free-shopping': (site) =>
    `How ${site} keeps shopping simple: trusted marketplace sellers, clear prices, secure checkout and easy returns.`,
  'privacy-policy': (site) =>
    `How ${site} handles your data: what we collect when you browse, why, and the choices you have.`,
  'shipping-policy': (site) =>
    `Shipping at ${site}: who ships your order, delivery times, costs and what to do if a parcel goes astray.`,
};

export const LIST_TEXT: Record<ListPage, (site: string) => string> = {
  brands: (site) => `Every brand at ${site}, with its products, prices and ratings.`,
  'brand-items': (site) => `Browse every product at ${site} by brand, with prices, ratings and features.`,
  'category-items': (site) =>
    `Browse every product at ${site} by category, with prices, ratings and features.`,
  tips: (site) => `Buying tips and guides from ${site}: how to choose, use and care for what you buy.`,
  podcasts: (site) => `Podcasts from ${site}: listen to reviews, buying advice and interviews.`,
  search: (site) => `Search ${site} for brands and products by name, feature or type.`,
};

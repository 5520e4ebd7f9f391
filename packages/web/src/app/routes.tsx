import { PAGE_ROUTES, type PageRoutePath } from '@app/contract';
import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { NotFoundScreen } from '../components/not-found-screen';
import { RouteError } from '../components/route-error';
import { lazyScreen } from '../lib/lazy-screen';
import { RootLayout } from './root-layout';
import {
  AccountRoute,
  adminHome,
  guarded,
  LazyBrandFormScreen,
  LazyBrandItemFormScreen,
  LazyBulkCreateScreen,
  LazyCatalogueFileScreen,
  LazySiteSettingsScreen,
  TeamRoute,
} from './route-elements';
import { HomeRoute, LoginRoute, storefrontPage } from './storefront-routes';

const LazyCrawlScreen = lazyScreen(() => import('./admin-screens').then((m) => m.CrawlScreen));
const LazySeoFillScreen = lazyScreen(() => import('./admin-screens').then((m) => m.SeoFillScreen));
const LazySynonymsScreen = lazyScreen(() => import('./admin-screens').then((m) => m.SynonymsScreen));
const LazyHistoryScreen = lazyScreen(() => import('./admin-screens').then((m) => m.HistoryScreen));
const LazyMediaScreen = lazyScreen(() => import('./admin-screens').then((m) => m.MediaLibraryScreen));
// Chunks of their own (with the chart library), so the rest of the admin does not carry them.
const LazyAnalyticsScreen = lazyScreen(() =>
  import('../features/analytics/analytics-screen').then((m) => m.AnalyticsScreen),
);
const LazyBankingScreen = lazyScreen(() =>
  import('../features/banking/banking-screen').then((m) => m.BankingScreen),
);

/**
 * What each route of the contract's table shows here: the storefront's pages (lazy, rendered on
 * the server too) and the guarded sign-in, admin and edit screens. Keyed by the table's patterns,
 * so a route added to the table without a screen, or a screen without a route, does not compile.
 */
const screens: Record<PageRoutePath, Omit<RouteObject, 'path' | 'index' | 'children'>> = {
  '': { element: <HomeRoute /> },
  about: { lazy: storefrontPage('AboutPage') },
  // `admin` itself, and the catalogue screens below it (admin/brands, admin/tips/new, ...): editors too.
  'admin/*': { element: adminHome() },
  // Search synonyms live among the admin's screens but are the admin's alone, not an editor's.
  'admin/search-synonyms': { element: guarded('admin', <LazySynonymsScreen />) },
  // The team: who may sign in to the site, and with which role; admins only.
  'admin/team': { element: guarded('admin', <TeamRoute />) },
  // Who changed what, with restore: admins only.
  'admin/history': { element: guarded('admin', <LazyHistoryScreen />) },
  'admin/site-settings': { element: guarded('admin', <LazySiteSettingsScreen />) },
  'admin/crawl': { element: guarded('admin', <LazyCrawlScreen />) },
  // Search-engine text fill: admins only.
  'admin/seo': { element: guarded('admin', <LazySeoFillScreen />) },
  // The media library: pictures of the catalogue, tips and podcasts, so editors too.
  'admin/media': { element: guarded('editor', <LazyMediaScreen />) },
  'admin/analytics': { element: guarded('admin', <LazyAnalyticsScreen />) },
  'admin/banking': { element: guarded('admin', <LazyBankingScreen />) },
  // The signed-in person's own sign-ins: every role.
  account: { element: guarded('login', <AccountRoute />) },
  login: { element: <LoginRoute /> },
  'category/:slug': { lazy: storefrontPage('CategoryPage') },
  'hassle-free-shopping': { lazy: storefrontPage('HassleFreePage') },
  'privacy-policy': { lazy: storefrontPage('PrivacyPolicyPage') },
  'shipping-policy': { lazy: storefrontPage('ShippingPolicyPage') },
  brands: { lazy: storefrontPage('BrandsPage') },
  search: { lazy: storefrontPage('SearchPage') },
  podcasts: { lazy: storefrontPage('PodcastsPage') },
  'brands/new': { element: guarded('editor', <LazyBrandFormScreen mode="brand" />) },
  ':brandSlug': { lazy: storefrontPage('BrandPage') },
  ':brandSlug/edit': { element: guarded('editor', <LazyBrandFormScreen mode="brand" />) },
  'category/:brandSlug/edit': { element: guarded('editor', <LazyBrandFormScreen mode="category" />) },
  'brand-items': { lazy: storefrontPage('BrandItemsPage') },
  'category-items': { lazy: storefrontPage('CategoryItemsPage') },
  tips: { lazy: storefrontPage('TipsPage') },
  'tips/:slug': { lazy: storefrontPage('TipPage') },
  'brand-items/new': { element: guarded('editor', <LazyBrandItemFormScreen mode="brand" />) },
  'category-items/new': { element: guarded('editor', <LazyBrandItemFormScreen mode="category" />) },
  'brand-items/bulk-create': { element: guarded('editor', <LazyBulkCreateScreen mode="brand" />) },
  'category-items/bulk-create': { element: guarded('editor', <LazyBulkCreateScreen mode="category" />) },
  // The catalogue file: export, and update by file; next to bulk create.
  'brand-items/update-from-file': { element: guarded('editor', <LazyCatalogueFileScreen />) },
  // Anyone signed in opens an item's edit screen; saving is for editors.
  ':brandSlug/:itemSlug/edit': { element: guarded('login', <LazyBrandItemFormScreen mode="brand" />) },
  ':brandSlug/:itemSlug': { lazy: storefrontPage('ItemPage') },
  'category/:brandSlug/:itemSlug/edit': {
    element: guarded('login', <LazyBrandItemFormScreen mode="category" />),
  },
  'category/:brandSlug/:itemSlug': { lazy: storefrontPage('CategoryItemPage') },
  '*': { element: <NotFoundScreen /> },
};

/** The contract's route table, relative to the topic (the router's basename), with its screens. */
const siteRoutes: RouteObject[] = PAGE_ROUTES.map((r) =>
  r.path === '' ? { index: true, ...screens[r.path] } : { path: r.path, ...screens[r.path] },
);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Opening a storefront page directly waits for its lazy chunk before the first render.
    hydrateFallbackElement: <FullPageSpinner />,
    // A pathless child with its own error element keeps the header and footer when a screen fails.
    children: [{ errorElement: <RouteError />, children: siteRoutes }],
  },
];

import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { NotFoundScreen } from '../components/not-found-screen';
import { RouteError } from '../components/route-error';
import { lazyScreen } from '../lib/lazy-screen';
import { RootLayout } from './root-layout';
import {
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
 * The route table of spec section 2, relative to the topic (the router's basename).
 * Static segments outrank `:brandSlug`, so brand slugs can never shadow a page; the server
 * refuses reserved words as slugs for the same reason.
 */
const siteRoutes: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'about', lazy: storefrontPage('AboutPage') },
  // `admin` itself, and the catalogue screens below it (admin/brands, admin/tips/new, ...): editors too.
  { path: 'admin/*', element: adminHome() },
  // Search synonyms live among the admin's screens but are the admin's alone, not an editor's.
  { path: 'admin/search-synonyms', element: guarded('admin', <LazySynonymsScreen />) },
  // The team: who may sign in to the site, and with which role; admins only.
  { path: 'admin/team', element: guarded('admin', <TeamRoute />) },
  // Who changed what, with restore: admins only.
  { path: 'admin/history', element: guarded('admin', <LazyHistoryScreen />) },
  // Not in the spec's table (its site config screen has no route shown); admins only.
  { path: 'admin/site-settings', element: guarded('admin', <LazySiteSettingsScreen />) },
  // Crawl control: the spec shows no route for it; admins only.
  { path: 'admin/crawl', element: guarded('admin', <LazyCrawlScreen />) },
  // Search-engine text fill: the spec shows no route for it; admins only.
  { path: 'admin/seo', element: guarded('admin', <LazySeoFillScreen />) },
  // The media library (issue 16): pictures of the catalogue, tips and podcasts, so editors too.
  { path: 'admin/media', element: guarded('editor', <LazyMediaScreen />) },
  // Analytics and banking screens exist in the spec without routes shown; admins only.
  { path: 'admin/analytics', element: guarded('admin', <LazyAnalyticsScreen />) },
  { path: 'admin/banking', element: guarded('admin', <LazyBankingScreen />) },
  { path: 'login', element: <LoginRoute /> },
  { path: 'category/:slug', lazy: storefrontPage('CategoryPage') },
  { path: 'hassle-free-shopping', lazy: storefrontPage('HassleFreePage') },
  { path: 'privacy-policy', lazy: storefrontPage('PrivacyPolicyPage') },
  { path: 'shipping-policy', lazy: storefrontPage('ShippingPolicyPage') },
  { path: 'brands', lazy: storefrontPage('BrandsPage') },
  { path: 'search', lazy: storefrontPage('SearchPage') },
  { path: 'podcasts', lazy: storefrontPage('PodcastsPage') },
  { path: 'brands/new', element: guarded('editor', <LazyBrandFormScreen mode="brand" />) },
  { path: ':brandSlug', lazy: storefrontPage('BrandPage') },
  { path: ':brandSlug/edit', element: guarded('editor', <LazyBrandFormScreen mode="brand" />) },
  { path: 'category/:brandSlug/edit', element: guarded('editor', <LazyBrandFormScreen mode="category" />) },
  { path: 'brand-items', lazy: storefrontPage('BrandItemsPage') },
  { path: 'category-items', lazy: storefrontPage('CategoryItemsPage') },
  // Not in the spec's table, but the header links to it and `tips` is a reserved word for it.
  { path: 'tips', lazy: storefrontPage('TipsPage') },
  { path: 'tips/:slug', lazy: storefrontPage('TipPage') },
  { path: 'brand-items/new', element: guarded('editor', <LazyBrandItemFormScreen mode="brand" />) },
  { path: 'category-items/new', element: guarded('editor', <LazyBrandItemFormScreen mode="category" />) },
  { path: 'brand-items/bulk-create', element: guarded('editor', <LazyBulkCreateScreen mode="brand" />) },
  {
    path: 'category-items/bulk-create',
    element: guarded('editor', <LazyBulkCreateScreen mode="category" />),
  },
  // The catalogue file (issue 16): export, and update by file; next to bulk create.
  { path: 'brand-items/update-from-file', element: guarded('editor', <LazyCatalogueFileScreen />) },
  { path: ':brandSlug/:itemSlug/edit', element: guarded('login', <LazyBrandItemFormScreen mode="brand" />) },
  { path: ':brandSlug/:itemSlug', lazy: storefrontPage('ItemPage') },
  {
    path: 'category/:brandSlug/:itemSlug/edit',
    element: guarded('login', <LazyBrandItemFormScreen mode="category" />),
  },
  { path: 'category/:brandSlug/:itemSlug', lazy: storefrontPage('CategoryItemPage') },
  { path: '*', element: <NotFoundScreen /> },
];

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

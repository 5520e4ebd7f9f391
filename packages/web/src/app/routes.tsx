import { type LeastRole, PAGE_ROUTES, type PageRoutePath, SCREEN_POLICY } from '@app/contract';
import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import { NotFoundScreen } from '../components/not-found-screen';
import { RouteError } from '../components/route-error';
import { lazyScreen } from '../lib/lazy-screen';
import { RootLayout } from './root-layout';
import {
  AccountRoute,
  AdminHome,
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

type Screen = Omit<RouteObject, 'path' | 'index' | 'children'>;

/**
 * What each route of the contract's table shows here: the storefront's pages (lazy, rendered on
 * the server too) and the sign-in, admin and edit screens, each guarded below by the least role
 * the contract's SCREEN_POLICY gives it. Keyed by the table's patterns, so a route added to the
 * table without a screen, or a screen without a route, does not compile.
 */
const screens: Record<PageRoutePath, Screen> = {
  '': { element: <HomeRoute /> },
  about: { lazy: storefrontPage('AboutPage') },
  // `admin` itself, and the catalogue screens below it (admin/brands, admin/tips/new, ...).
  'admin/*': { element: <AdminHome /> },
  // Search synonyms live among the admin's screens.
  'admin/search-synonyms': { element: <LazySynonymsScreen /> },
  // The team: who may sign in to the site, and with which role.
  'admin/team': { element: <TeamRoute /> },
  // Who changed what, with restore.
  'admin/history': { element: <LazyHistoryScreen /> },
  'admin/site-settings': { element: <LazySiteSettingsScreen /> },
  'admin/crawl': { element: <LazyCrawlScreen /> },
  // Search-engine text fill.
  'admin/seo': { element: <LazySeoFillScreen /> },
  // The media library: pictures of the catalogue, tips and podcasts.
  'admin/media': { element: <LazyMediaScreen /> },
  'admin/analytics': { element: <LazyAnalyticsScreen /> },
  'admin/banking': { element: <LazyBankingScreen /> },
  // The signed-in person's own sign-ins.
  account: { element: <AccountRoute /> },
  login: { element: <LoginRoute /> },
  'category/:slug': { lazy: storefrontPage('CategoryPage') },
  'hassle-free-shopping': { lazy: storefrontPage('HassleFreePage') },
  'privacy-policy': { lazy: storefrontPage('PrivacyPolicyPage') },
  'shipping-policy': { lazy: storefrontPage('ShippingPolicyPage') },
  brands: { lazy: storefrontPage('BrandsPage') },
  search: { lazy: storefrontPage('SearchPage') },
  podcasts: { lazy: storefrontPage('PodcastsPage') },
  'brands/new': { element: <LazyBrandFormScreen mode="brand" /> },
  ':brandSlug': { lazy: storefrontPage('BrandPage') },
  ':brandSlug/edit': { element: <LazyBrandFormScreen mode="brand" /> },
  'category/:brandSlug/edit': { element: <LazyBrandFormScreen mode="category" /> },
  'brand-items': { lazy: storefrontPage('BrandItemsPage') },
  'category-items': { lazy: storefrontPage('CategoryItemsPage') },
  tips: { lazy: storefrontPage('TipsPage') },
  'tips/:slug': { lazy: storefrontPage('TipPage') },
  'brand-items/new': { element: <LazyBrandItemFormScreen mode="brand" /> },
  'category-items/new': { element: <LazyBrandItemFormScreen mode="category" /> },
  'brand-items/bulk-create': { element: <LazyBulkCreateScreen mode="brand" /> },
  'category-items/bulk-create': { element: <LazyBulkCreateScreen mode="category" /> },
  // The catalogue file: export, and update by file; next to bulk create.
  'brand-items/update-from-file': { element: <LazyCatalogueFileScreen /> },
  ':brandSlug/:itemSlug/edit': { element: <LazyBrandItemFormScreen mode="brand" /> },
  ':brandSlug/:itemSlug': { lazy: storefrontPage('ItemPage') },
  'category/:brandSlug/:itemSlug/edit': { element: <LazyBrandItemFormScreen mode="category" /> },
  'category/:brandSlug/:itemSlug': { lazy: storefrontPage('CategoryItemPage') },
  '*': { element: <NotFoundScreen /> },
};

/** A screen behind the guard its least role in the contract's SCREEN_POLICY asks for (none for visitors). */
function guardedScreen(path: PageRoutePath): Screen {
  const screen = screens[path];
  const least: LeastRole = (SCREEN_POLICY as Partial<Record<PageRoutePath, LeastRole>>)[path] ?? 'visitor';
  if (least === 'visitor') return screen;
  // A guarded screen is an element: the guard decides before its chunk is even requested.
  if (!screen.element) throw new Error(`${path}: a guarded screen needs an element`);
  return { ...screen, element: guarded(least, screen.element) };
}

/** The contract's route table, relative to the topic (the router's basename), with its screens. */
const siteRoutes: RouteObject[] = PAGE_ROUTES.map((r) =>
  r.path === '' ? { index: true, ...guardedScreen(r.path) } : { path: r.path, ...guardedScreen(r.path) },
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

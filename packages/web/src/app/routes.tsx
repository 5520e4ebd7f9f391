import type { RouteObject } from 'react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { RouteError } from '../components/route-error';
import { BrandItemScreen } from '../features/brand-items/brand-item-screen';
import { BrandItemsScreen } from '../features/brand-items/brand-items-screen';
import { BrandsScreen } from '../features/brands/brands-screen';
import { PodcastsScreen } from '../features/podcasts/podcasts-screen';
import { TipScreen } from '../features/tips/tip-screen';
import { TipsScreen } from '../features/tips/tips-screen';
import { lazyScreen } from '../lib/lazy-screen';
import { RootLayout } from './root-layout';
import {
  adminHome,
  guarded,
  LazyBrandFormScreen,
  LazyBrandItemFormScreen,
  LazyBulkCreateScreen,
  LazySiteSettingsScreen,
} from './route-elements';
import {
  AboutRoute,
  BrandRoute,
  HassleFreeRoute,
  HomeRoute,
  LoginRoute,
  PrivacyPolicyRoute,
  SearchRoute,
  ShippingPolicyRoute,
} from './storefront-routes';

const LazyCrawlScreen = lazyScreen(() => import('./admin-screens').then((m) => m.CrawlScreen));

/**
 * The route table of spec section 2, relative to the topic (the router's basename).
 * Static segments outrank `:brandSlug`, so brand slugs can never shadow a page; the server
 * refuses reserved words as slugs for the same reason.
 */
const siteRoutes: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'about', element: <AboutRoute /> },
  // `admin` itself, and the admin's own screens below it (admin/brands, admin/tips/new, ...).
  { path: 'admin/*', element: adminHome() },
  // Not in the spec's table (its site config screen has no route shown); admins only.
  { path: 'admin/site-settings', element: guarded('admin', <LazySiteSettingsScreen />) },
  // Crawl control: the spec shows no route for it; admins only.
  { path: 'admin/crawl', element: guarded('admin', <LazyCrawlScreen />) },
  { path: 'login', element: <LoginRoute /> },
  { path: 'category/:slug', element: <BrandRoute mode="category" /> },
  { path: 'hassle-free-shopping', element: <HassleFreeRoute /> },
  { path: 'privacy-policy', element: <PrivacyPolicyRoute /> },
  { path: 'shipping-policy', element: <ShippingPolicyRoute /> },
  { path: 'brands', element: <BrandsScreen /> },
  { path: 'search', element: <SearchRoute /> },
  { path: 'podcasts', element: <PodcastsScreen /> },
  { path: 'brands/new', element: guarded('admin', <LazyBrandFormScreen mode="brand" />) },
  { path: ':brandSlug', element: <BrandRoute mode="brand" /> },
  { path: ':brandSlug/edit', element: guarded('admin', <LazyBrandFormScreen mode="brand" />) },
  { path: 'category/:brandSlug/edit', element: guarded('admin', <LazyBrandFormScreen mode="category" />) },
  { path: 'brand-items', element: <BrandItemsScreen mode="brand" /> },
  { path: 'category-items', element: <BrandItemsScreen mode="category" /> },
  // Not in the spec's table, but the header links to it and `tips` is a reserved word for it.
  { path: 'tips', element: <TipsScreen /> },
  { path: 'tips/:slug', element: <TipScreen /> },
  { path: 'brand-items/new', element: guarded('admin', <LazyBrandItemFormScreen mode="brand" />) },
  { path: 'category-items/new', element: guarded('admin', <LazyBrandItemFormScreen mode="category" />) },
  { path: 'brand-items/bulk-create', element: guarded('admin', <LazyBulkCreateScreen mode="brand" />) },
  { path: 'category-items/bulk-create', element: guarded('admin', <LazyBulkCreateScreen mode="category" />) },
  { path: ':brandSlug/:itemSlug/edit', element: guarded('login', <LazyBrandItemFormScreen mode="brand" />) },
  { path: ':brandSlug/:itemSlug', element: <BrandItemScreen mode="brand" /> },
  {
    path: 'category/:brandSlug/:itemSlug/edit',
    element: guarded('login', <LazyBrandItemFormScreen mode="category" />),
  },
  { path: 'category/:brandSlug/:itemSlug', element: <BrandItemScreen mode="category" /> },
  { path: '*', element: <NotFoundScreen /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // A pathless child with its own error element keeps the header and footer when a screen fails.
    children: [{ errorElement: <RouteError />, children: siteRoutes }],
  },
];

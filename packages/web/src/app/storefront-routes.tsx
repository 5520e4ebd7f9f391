import type { ComponentType } from 'react';
import { LazyBoundary } from '../components/lazy-boundary';
import { FeaturedBrands } from '../features/brands/featured-brands';
import { HomeScreen } from '../features/home/home-screen';
import { selectSiteConfig } from '../features/site-config/site-config-slice';
import { LatestTips, useHasTips } from '../features/tips/latest-tips';
import { lazyScreen, loadChunk } from '../lib/lazy-screen';
import { useAppSelector } from './hooks';
import type * as StorefrontPages from './storefront-pages';

/** The home page and sign-in: route elements that put several features on one page meet here. */

export function HomeRoute() {
  const config = useAppSelector(selectSiteConfig);
  const hasTips = useHasTips();
  if (!config) return null;
  return (
    <HomeScreen
      config={config}
      featuredBrands={<FeaturedBrands kind="brands" label="Featured brands" />}
      featuredCategories={<FeaturedBrands kind="categories" label="Featured categories" />}
      latestTips={hasTips ? <LatestTips /> : null}
    />
  );
}

// Few visitors sign in, and the form's validation brings zod with it: it loads on demand.
const LazyLoginScreen = lazyScreen(() => import('../features/auth/login-screen').then((m) => m.LoginScreen));
export const LoginRoute = () => (
  <LazyBoundary>
    <LazyLoginScreen />
  </LazyBoundary>
);

/**
 * A lazy route of the storefront's other pages: the router loads their chunk before it leaves
 * the current page, so a visitor sees the old page until the new one can render (no spinner),
 * and a chunk that does not arrive within the spec's timeout ends in the route's error screen.
 */
export const storefrontPage =
  (name: keyof typeof StorefrontPages) => async (): Promise<{ Component: ComponentType }> => {
    const pages = await loadChunk(import('./storefront-pages'));
    return { Component: pages[name] };
  };

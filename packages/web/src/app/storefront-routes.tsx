import { BRANDS_PAGE_SIZE } from '@app/contract';
import { LazyBoundary } from '../components/lazy-boundary';
import { ItemGrid, ItemGridSkeleton } from '../features/brand-items/item-grid';
import { PagedItems } from '../features/brand-items/paged-items';
import { BrandGrid, BrandGridSkeleton } from '../features/brands/brand-grid';
import type { BrandMode } from '../features/brands/brand-mode';
import { BrandScreen } from '../features/brands/brand-screen';
import { FeaturedBrands } from '../features/brands/featured-brands';
import { HomeScreen } from '../features/home/home-screen';
import {
  AboutScreen,
  HassleFreeShoppingScreen,
  PrivacyPolicyScreen,
  ShippingPolicyScreen,
} from '../features/pages/info-screens';
import { SearchScreen } from '../features/search/search-screen';
import { selectSiteConfig } from '../features/site-config/site-config-slice';
import { LatestTips, useHasTips } from '../features/tips/latest-tips';
import { lazyScreen } from '../lib/lazy-screen';
import { useAppSelector } from './hooks';

/** Storefront route elements that put several features on one page: this is where features meet. */

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

/** `{brandSlug}` and `category/{slug}`: the brand from the brands feature, its items from the items feature. */
export function BrandRoute({ mode }: { mode: BrandMode }) {
  return (
    <BrandScreen
      mode={mode}
      renderItems={(brand) => (
        <PagedItems
          isCategory={mode === 'category'}
          brandSlug={brand.slug}
          label={`${brand.name} items`}
          showBrand={mode === 'category'}
        />
      )}
    />
  );
}

export function SearchRoute() {
  return (
    <SearchScreen
      renderBrands={(brands) => <BrandGrid brands={brands} label="Matching brands" />}
      renderItems={(items) => <ItemGrid items={items} label="Matching items" />}
      renderLoading={() => (
        <>
          <BrandGridSkeleton count={3} />
          <div style={{ height: 32 }} />
          <ItemGridSkeleton count={Math.min(8, BRANDS_PAGE_SIZE + 2)} />
        </>
      )}
    />
  );
}

const useSite = () => {
  const config = useAppSelector(selectSiteConfig);
  return {
    title: config?.title ?? '',
    tagline: config?.tagline ?? '',
    description: config?.description ?? '',
    contactEmail: config?.contactEmail ?? null,
  };
};

export const AboutRoute = () => <AboutScreen site={useSite()} />;
export const HassleFreeRoute = () => <HassleFreeShoppingScreen site={useSite()} />;
export const PrivacyPolicyRoute = () => <PrivacyPolicyScreen site={useSite()} />;
export const ShippingPolicyRoute = () => <ShippingPolicyScreen site={useSite()} />;

// Few visitors sign in, and the form's validation brings zod with it: it loads on demand.
const LazyLoginScreen = lazyScreen(() => import('../features/auth/login-screen').then((m) => m.LoginScreen));
export const LoginRoute = () => (
  <LazyBoundary>
    <LazyLoginScreen />
  </LazyBoundary>
);

import { BRANDS_PAGE_SIZE } from '@app/contract';
import { BrandItemScreen } from '../features/brand-items/brand-item-screen';
import { BrandItemsScreen } from '../features/brand-items/brand-items-screen';
import { ItemGrid, ItemGridSkeleton } from '../features/brand-items/item-grid';
import { PagedItems } from '../features/brand-items/paged-items';
import { BrandGrid, BrandGridSkeleton } from '../features/brands/brand-grid';
import type { BrandMode } from '../features/brands/brand-mode';
import { BrandScreen } from '../features/brands/brand-screen';
import { BrandsScreen } from '../features/brands/brands-screen';
import {
  AboutScreen,
  HassleFreeShoppingScreen,
  PrivacyPolicyScreen,
  ShippingPolicyScreen,
} from '../features/pages/info-screens';
import { PodcastsScreen } from '../features/podcasts/podcasts-screen';
import { SearchScreen } from '../features/search/search-screen';
import { selectSiteConfig } from '../features/site-config/site-config-slice';
import { TipScreen } from '../features/tips/tip-screen';
import { TipsScreen } from '../features/tips/tips-screen';
import { useAppSelector } from './hooks';

/*
 * The storefront's pages beyond the home page, one chunk loaded on the first navigation to any
 * of them (routes.tsx gives them to the router as lazy routes), so the home page's first
 * download stays small. Where a page shows several features, this is where they meet.
 */

/** `{brandSlug}` and `category/{slug}`: the brand from the brands feature, its items from the items feature. */
function BrandRoute({ mode }: { mode: BrandMode }) {
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

export function SearchPage() {
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

export const AboutPage = () => <AboutScreen site={useSite()} />;
export const HassleFreePage = () => <HassleFreeShoppingScreen site={useSite()} />;
export const PrivacyPolicyPage = () => <PrivacyPolicyScreen site={useSite()} />;
export const ShippingPolicyPage = () => <ShippingPolicyScreen site={useSite()} />;

export const BrandPage = () => <BrandRoute mode="brand" />;
export const CategoryPage = () => <BrandRoute mode="category" />;
export const BrandsPage = () => <BrandsScreen />;
export const ItemPage = () => <BrandItemScreen mode="brand" />;
export const CategoryItemPage = () => <BrandItemScreen mode="category" />;
export const BrandItemsPage = () => <BrandItemsScreen mode="brand" />;
export const CategoryItemsPage = () => <BrandItemsScreen mode="category" />;
export const TipsPage = () => <TipsScreen />;
export const TipPage = () => <TipScreen />;
export const PodcastsPage = () => <PodcastsScreen />;

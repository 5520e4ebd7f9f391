import Button from '@mui/material/Button';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAdminBrandBySlugQuery } from '../api/brands-admin-api';
import { AdminPage } from '../components/admin-page';
import { brandErrorsOf } from '../components/brand-errors';
import { LoadState } from '../components/load-state';
import type { SavedState } from '../components/record-form';
import { RecordHistory } from '../components/record-history';
import { adminPaths, capitalise, nounOf } from '../paths';
import { BrandForm } from './brand-form';
import { useDeleteBrand } from './delete-brand';

/**
 * `brands/new` (`?kind=category` for a category), `{brandSlug}/edit` and
 * `category/{brandSlug}/edit`: admins only.
 */
export function BrandFormScreen({ mode }: { mode: 'brand' | 'category' }) {
  const { brandSlug } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const isCategory = mode === 'category' || search.get('kind') === 'category';
  const noun = nounOf(isCategory);
  const query = useAdminBrandBySlugQuery(brandSlug ? { slug: brandSlug, isCategory } : skipToken);
  const saved = (location.state as SavedState | null)?.saved;
  const { ask, dialog } = useDeleteBrand((b) => navigate(adminPaths.brands(b.isCategory), { replace: true }));
  const dismiss = () => {
    if (saved) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  };

  const crumbs = [
    { label: capitalise(isCategory ? 'categories' : 'brands'), to: adminPaths.brands(isCategory) },
  ];
  if (!brandSlug) {
    return (
      <AdminPage title={`New ${noun}`} crumbs={[...crumbs, { label: `New ${noun}` }]} maxWidth="lg">
        <BrandForm brand={null} isCategory={isCategory} savedNotice={undefined} onDismissNotice={dismiss} />
      </AdminPage>
    );
  }
  const brand = query.data;
  return (
    <AdminPage
      title={brand ? brand.name : `Edit ${noun}`}
      crumbs={[...crumbs, { label: brand?.name ?? brandSlug }]}
      subtitle={brand ? `${capitalise(noun)} · ${brand.itemCount} items` : undefined}
      actions={
        brand && (
          <>
            <Button component={Link} to={adminPaths.items(brand.isCategory, brand.slug)}>
              Items
            </Button>
            <Button component={Link} to={adminPaths.brandPage(brand)}>
              View on site
            </Button>
            <Button color="error" onClick={() => ask(brand)}>
              Delete
            </Button>
          </>
        )
      }
    >
      <LoadState
        loading={query.isLoading}
        error={query.error}
        failed={brandErrorsOf(isCategory).fetch}
        onRetry={query.refetch}
      />
      {/* Keyed by id and version: a different brand, or a restored version, is a fresh form. */}
      {brand && (
        <BrandForm
          key={`${brand.id}-${brand.updatedAt}`}
          brand={brand}
          isCategory={isCategory}
          savedNotice={saved}
          onDismissNotice={dismiss}
        />
      )}
      {brand && (
        <RecordHistory
          entityType="brand"
          entityId={brand.id}
          version={brand.updatedAt}
          onRestored={(restored) => {
            // A version with another slug (or kind) lives at another address: the old one would 404.
            const now = restored.snapshot as { slug?: string; isCategory?: boolean } | null;
            if (now?.slug && (now.slug !== brand.slug || now.isCategory !== brand.isCategory)) {
              navigate(adminPaths.editBrand({ slug: now.slug, isCategory: Boolean(now.isCategory) }), {
                replace: true,
              });
            }
          }}
        />
      )}
      {dialog}
    </AdminPage>
  );
}

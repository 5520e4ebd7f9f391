import { ERRORS } from '@app/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAdminBrandBySlugQuery, useBrandChoicesQuery } from '../api/brands-admin-api';
import { useAdminItemBySlugsQuery } from '../api/items-admin-api';
import { AdminPage } from '../components/admin-page';
import { LoadState } from '../components/load-state';
import type { SavedState } from '../components/record-form';
import { RecordHistory } from '../components/record-history';
import { adminPaths, capitalise, itemNounOf } from '../paths';
import { ItemForm } from './item-form';

/**
 * `brand-items/new` and `category-items/new` (editors and admins; `?brand=slug` picks the brand),
 * and `{brandSlug}/{itemSlug}/edit` with its category variant, which any signed-in user of the
 * site may open: editors and admins edit and save; a plain user sees the form read-only, with a
 * note saying why and no Save button (the server refuses their writes anyway). `canSave`: whether
 * the signed-in user edits the site's catalogue.
 */
export function ItemFormScreen({ mode, canSave }: { mode: 'brand' | 'category'; canSave: boolean }) {
  const isCategory = mode === 'category';
  const { brandSlug, itemSlug } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const noun = itemNounOf(isCategory);
  const editing = Boolean(brandSlug && itemSlug);

  const item = useAdminItemBySlugsQuery(
    brandSlug && itemSlug ? { brandSlug, itemSlug, isCategory } : skipToken,
  );
  const saved = (location.state as SavedState | null)?.saved;
  const dismiss = () => {
    if (saved) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  };
  // A new item starts in the brand the address names, or in the site's only brand.
  const wanted = search.get('brand');
  const named = useAdminBrandBySlugQuery(!editing && wanted ? { slug: wanted, isCategory } : skipToken);
  const first = useBrandChoicesQuery({ isCategory, q: '' }, { skip: editing });
  const preselected = named.data ?? (first.data?.total === 1 ? first.data.items[0] : undefined);

  const crumbs = [
    { label: capitalise(isCategory ? 'category items' : 'brand items'), to: adminPaths.items(isCategory) },
    ...(editing ? [{ label: item.data?.name ?? itemSlug ?? '' }] : [{ label: `New ${noun}` }]),
  ];
  const loading = editing ? item.isLoading : first.isLoading || named.isLoading;
  const error = editing ? item.error : first.error;
  const ready = editing ? Boolean(item.data) : Boolean(first.data) && !named.isLoading;

  return (
    <AdminPage
      title={editing ? (item.data?.name ?? `Edit ${noun}`) : `New ${noun}`}
      crumbs={canSave ? crumbs : null}
      subtitle={editing && item.data ? `${item.data.brandName} · ${capitalise(noun)}` : undefined}
      actions={
        editing && item.data ? (
          <Button component={Link} to={adminPaths.itemPage(item.data)}>
            View on site
          </Button>
        ) : undefined
      }
    >
      {!canSave && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          You can look at this item's details here, but not change them: only the site's editors and admins
          can save changes.
        </Alert>
      )}
      <LoadState
        loading={loading}
        error={error}
        failed={ERRORS.brandItemFetch}
        onRetry={editing ? item.refetch : first.refetch}
      />
      {ready && (
        <ItemForm
          key={item.data ? `${item.data.id}-${item.data.updatedAt}` : `new-${preselected?.id ?? ''}`}
          item={item.data ?? null}
          isCategory={isCategory}
          defaultBrand={preselected}
          savedNotice={saved}
          onDismissNotice={dismiss}
          readOnly={!canSave}
        />
      )}
      {item.data && (
        <RecordHistory
          entityType="brandItem"
          entityId={item.data.id}
          version={item.data.updatedAt}
          onRestored={(restored) => {
            // A version with another slug (or brand) lives at another address: the old one would 404.
            const now = restored.snapshot as {
              brandSlug?: string;
              itemSlug?: string;
              isCategory?: boolean;
            } | null;
            if (
              now?.brandSlug &&
              now.itemSlug &&
              (now.brandSlug !== brandSlug || now.itemSlug !== itemSlug)
            ) {
              navigate(
                adminPaths.editItem({
                  brandSlug: now.brandSlug,
                  itemSlug: now.itemSlug,
                  isCategory: Boolean(now.isCategory),
                }),
                { replace: true },
              );
            }
          }}
        />
      )}
    </AdminPage>
  );
}

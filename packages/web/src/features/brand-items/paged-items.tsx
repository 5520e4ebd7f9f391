import { ERRORS, ITEMS_PAGE_SIZE } from '@app/contract';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageLinks } from '../../components/page-links';
import { usePageParam } from '../../lib/use-page-param';
import { useGetBrandItemsQuery } from './brand-items-api';
import { ItemGrid, ItemGridSkeleton } from './item-grid';

interface PagedItemsProps {
  isCategory: boolean;
  brandSlug?: string;
  label: string;
  /** On a brand's own page its name on every card is noise. */
  showBrand?: boolean;
}

/** One page of items (of everything, or of one brand or category), the page kept in `?page=`. */
export function PagedItems({ isCategory, brandSlug, label, showBrand = true }: PagedItemsProps) {
  const page = usePageParam();
  const { currentData, error, refetch } = useGetBrandItemsQuery({
    isCategory,
    page,
    pageSize: ITEMS_PAGE_SIZE,
    ...(brandSlug ? { brandSlug } : {}),
  });

  if (error) return <LoadError error={error} fallback={ERRORS.brandItemsFetch} onRetry={refetch} />;
  if (!currentData) return <ItemGridSkeleton count={8} />;
  if (currentData.items.length === 0) {
    return (
      <EmptyState
        title={page > 1 ? 'No items on this page' : 'No items yet'}
        message={
          page > 1 ? 'Go back to the first page.' : 'Items will appear here as soon as they are added.'
        }
      />
    );
  }
  return (
    <>
      <ItemGrid items={currentData.items} label={label} eagerCount={4} showBrand={showBrand} />
      <PageLinks page={page} pageCount={currentData.pageCount} label={`${label} pages`} />
    </>
  );
}

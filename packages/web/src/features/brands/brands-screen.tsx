import { BRANDS_PAGE_SIZE, ERRORS } from '@app/contract';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../components/load-error';
import { PageContainer } from '../../components/page-container';
import { PageLinks } from '../../components/page-links';
import { useDocumentHead } from '../../lib/document-head';
import { usePageParam } from '../../lib/use-page-param';
import { BrandGrid, BrandGridSkeleton } from './brand-grid';
import type { BrandMode } from './brand-mode';
import { useGetBrandsQuery } from './brands-api';

/** `brands`: every brand, six to a page, the page kept in `?page=`. */
export function BrandsScreen({ mode = 'brand' }: { mode?: BrandMode }) {
  const page = usePageParam();
  const isCategory = mode === 'category';
  const {
    currentData: data,
    error,
    refetch,
  } = useGetBrandsQuery({ isCategory, page, pageSize: BRANDS_PAGE_SIZE });
  const title = isCategory ? 'Categories' : 'Brands';
  useDocumentHead({
    title: page > 1 ? `${title} – page ${page}` : title,
    description: isCategory
      ? 'Browse every category of the catalogue.'
      : 'Every brand we carry, with their best items, prices and ratings.',
  });

  return (
    <PageContainer
      title={title}
      subtitle={
        isCategory
          ? 'Shop by what you need: every category, with its best picks.'
          : 'Every brand we carry, with their best items.'
      }
    >
      {error ? (
        <LoadError
          error={error}
          fallback={isCategory ? ERRORS.categoriesFetch : ERRORS.brandsFetch}
          onRetry={refetch}
        />
      ) : !data ? (
        <BrandGridSkeleton count={BRANDS_PAGE_SIZE} />
      ) : data.items.length === 0 ? (
        <Typography color="text.secondary">No {title.toLowerCase()} on this page.</Typography>
      ) : (
        <>
          <BrandGrid brands={data.items} label={title} eagerCount={3} />
          <PageLinks page={page} pageCount={data.pageCount} label={`${title} pages`} />
        </>
      )}
    </PageContainer>
  );
}

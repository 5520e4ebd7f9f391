import { PageContainer } from '../../components/page-container';
import { useDocumentHead } from '../../lib/document-head';
import { usePageParam } from '../../lib/use-page-param';
import { PagedItems } from './paged-items';

export type ItemMode = 'brand' | 'category';

/** `brand-items` and `category-items`: every item, paged. */
export function BrandItemsScreen({ mode }: { mode: ItemMode }) {
  const page = usePageParam();
  const isCategory = mode === 'category';
  const title = isCategory ? 'Shop by category' : 'All brand items';
  useDocumentHead({
    title: page > 1 ? `${title} – page ${page}` : title,
    description: isCategory
      ? 'Every item of every category, with prices, ratings and where to buy.'
      : 'Every item of every brand we carry, with prices, ratings and where to buy.',
  });
  return (
    <PageContainer
      title={title}
      subtitle={
        isCategory
          ? 'Everything in our categories, best picks first.'
          : 'Every item of every brand, best picks first.'
      }
    >
      <PagedItems isCategory={isCategory} label={title} />
    </PageContainer>
  );
}

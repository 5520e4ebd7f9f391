import { PlaceholderScreen } from '../../components/placeholder-screen';

export type ItemMode = 'brand' | 'category';

/** `brand-items` and `category-items`. */
export function BrandItemsScreen({ mode }: { mode: ItemMode }) {
  const title = mode === 'category' ? 'Category items' : 'Brand items';
  return (
    <PlaceholderScreen
      title={title}
      subtitle={mode === 'category' ? 'Browse everything by category.' : 'Browse every item of every brand.'}
      upcoming="A paged list of items with prices, ratings and filters."
    />
  );
}

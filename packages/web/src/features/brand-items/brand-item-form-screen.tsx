import { useParams } from 'react-router';
import { PlaceholderScreen } from '../../components/placeholder-screen';
import type { ItemMode } from './brand-items-screen';

/**
 * `brand-items/new`, `category-items/new` (admins) and `{brandSlug}/{itemSlug}/edit` with its
 * category variant (any signed-in user of the site).
 */
export function BrandItemFormScreen({ mode }: { mode: ItemMode }) {
  const { brandSlug, itemSlug } = useParams();
  const noun = mode === 'category' ? 'category item' : 'brand item';
  const title = brandSlug && itemSlug ? `Edit item: ${brandSlug} / ${itemSlug}` : `New ${noun}`;
  return (
    <PlaceholderScreen
      eyebrow={mode === 'category' ? 'Category' : 'Brand'}
      title={title}
      upcoming="A form for the item's name, description, features, price, images and marketplace link."
    />
  );
}

import { useParams } from 'react-router';
import { PlaceholderScreen } from '../../components/placeholder-screen';
import type { ItemMode } from './brand-items-screen';

/** `{brandSlug}/{itemSlug}` and `category/{brandSlug}/{itemSlug}`. */
export function BrandItemScreen({ mode }: { mode: ItemMode }) {
  const { brandSlug = '', itemSlug = '' } = useParams();
  return (
    <PlaceholderScreen
      eyebrow={`${mode === 'category' ? 'Category' : 'Brand'}: ${brandSlug}`}
      title={`Item: ${itemSlug}`}
      upcoming="Photos, features, price, rating and where to buy."
    />
  );
}

import { PlaceholderScreen } from '../../components/placeholder-screen';
import type { ItemMode } from './brand-items-screen';

/** `brand-items/bulk-create` and `category-items/bulk-create` (admins only). */
export function BulkCreateScreen({ mode }: { mode: ItemMode }) {
  return (
    <PlaceholderScreen
      eyebrow="Admin"
      title={mode === 'category' ? 'Bulk create category items' : 'Bulk create brand items'}
      upcoming="Paste or upload many items at once, check them, then add them in one go."
    />
  );
}

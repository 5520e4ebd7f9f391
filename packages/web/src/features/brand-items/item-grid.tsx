import type { BrandItem } from '@app/contract';
import { CardGrid } from '../../components/card-grid';
import { ItemCard, ItemCardSkeleton } from './item-card';

export function ItemGrid({
  items,
  label,
  eagerCount = 0,
  showBrand = true,
}: {
  items: BrandItem[];
  label?: string;
  eagerCount?: number;
  showBrand?: boolean;
}) {
  return (
    <CardGrid size="items" label={label}>
      {items.map((item, i) => (
        <li key={item.id}>
          <ItemCard item={item} eager={i < eagerCount} showBrand={showBrand} />
        </li>
      ))}
    </CardGrid>
  );
}

export function ItemGridSkeleton({ count }: { count: number }) {
  return (
    <CardGrid size="items">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i}>
          <ItemCardSkeleton />
        </li>
      ))}
    </CardGrid>
  );
}

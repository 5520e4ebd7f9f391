import type { Brand } from '@app/contract';
import { CardGrid } from '../../components/card-grid';
import { BrandCard, BrandCardSkeleton } from './brand-card';

export function BrandGrid({
  brands,
  label,
  eagerCount = 0,
}: {
  brands: Brand[];
  label?: string;
  eagerCount?: number;
}) {
  return (
    <CardGrid size="brands" label={label}>
      {brands.map((brand, i) => (
        <li key={brand.id}>
          <BrandCard brand={brand} eager={i < eagerCount} />
        </li>
      ))}
    </CardGrid>
  );
}

export function BrandGridSkeleton({ count }: { count: number }) {
  return (
    <CardGrid size="brands">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i}>
          <BrandCardSkeleton />
        </li>
      ))}
    </CardGrid>
  );
}

import type { Tip } from '@app/contract';
import { CardGrid } from '../../components/card-grid';
import { TipCard, TipCardSkeleton } from './tip-card';

export function TipGrid({
  tips,
  label,
  eagerCount = 0,
}: {
  tips: Tip[];
  label?: string;
  eagerCount?: number;
}) {
  return (
    <CardGrid size="tips" label={label}>
      {tips.map((tip, i) => (
        <li key={tip.id}>
          <TipCard tip={tip} eager={i < eagerCount} />
        </li>
      ))}
    </CardGrid>
  );
}

export function TipGridSkeleton({ count }: { count: number }) {
  return (
    <CardGrid size="tips">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i}>
          <TipCardSkeleton />
        </li>
      ))}
    </CardGrid>
  );
}

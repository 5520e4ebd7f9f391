import type { BrandItem } from '@app/contract';
import Box from '@mui/material/Box';
import { SectionHeading } from '../../components/section-heading';
import { paths } from '../../lib/paths';
import { useGetBrandItemsQuery } from './brand-items-api';
import { ItemGrid } from './item-grid';

const SHOWN = 4;

/** A few other items of the same brand under an item, so a visitor can compare. */
export function MoreFromBrand({ item }: { item: BrandItem }) {
  const { data } = useGetBrandItemsQuery({
    isCategory: item.isCategory,
    brandSlug: item.brandSlug,
    pageSize: SHOWN + 1,
  });
  const others = (data?.items ?? []).filter((other) => other.id !== item.id).slice(0, SHOWN);
  if (others.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="more-title" sx={{ mt: { xs: 5, md: 8 } }}>
      <SectionHeading
        id="more-title"
        title={`More from ${item.brandName}`}
        more={{ to: paths.brand(item.brandSlug, item.isCategory), label: 'See all' }}
      />
      <ItemGrid items={others} showBrand={false} />
    </Box>
  );
}

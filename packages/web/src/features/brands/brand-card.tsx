import type { Brand } from '@app/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ImageBox } from '../../components/image-box';
import { LinkCard } from '../../components/link-card';
import { clip } from '../../lib/format';
import { paths } from '../../lib/paths';

const countLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** A brand or category in a grid: picture, name, how many items, a line of description. */
export function BrandCard({ brand, eager = false }: { brand: Brand; eager?: boolean }) {
  return (
    <LinkCard to={paths.brand(brand.slug, brand.isCategory)} testId="brand-card" dataId={brand.id}>
      <ImageBox
        src={brand.imageUrl}
        alt=""
        ratio={16 / 10}
        eager={eager}
        sizes="(max-width: 599px) 100vw, (max-width: 1199px) 50vw, 400px"
      />
      <Box sx={{ p: { xs: 1.5, sm: 2.25 }, flexGrow: 1 }}>
        {/* On a phone the count goes under the name, so a two-column card's name has the whole
              width and breaks only between words (a long word is hyphenated, never cut bare). */}
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-start', sm: 'baseline' },
            justifyContent: 'space-between',
            gap: { xs: 0.25, sm: 1 },
          }}
        >
          <Typography
            component="h3"
            variant="h6"
            sx={{
              fontSize: { xs: 16, sm: 18 },
              lineHeight: 1.25,
              minWidth: 0,
              maxWidth: '100%',
              overflowWrap: 'normal',
              wordBreak: 'normal',
              hyphens: 'auto',
            }}
          >
            {brand.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0, fontWeight: 600 }}>
            {countLabel(brand.itemCount)}
          </Typography>
        </Box>
        {brand.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              mt: 0.75,
              display: { xs: 'none', sm: '-webkit-box' },
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {clip(brand.description, 160)}
          </Typography>
        )}
      </Box>
    </LinkCard>
  );
}

/** The card's shape while it loads, at the card's own size. */
export function BrandCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ borderRadius: 2.5 }} aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
      <Box sx={{ p: { xs: 1.5, sm: 2.25 } }}>
        <Skeleton width="60%" height={28} />
        <Skeleton width="90%" sx={{ display: { xs: 'none', sm: 'block' } }} />
        <Skeleton width="75%" sx={{ display: { xs: 'none', sm: 'block' } }} />
      </Box>
    </Card>
  );
}

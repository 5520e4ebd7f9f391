import type { BrandItem } from '@app/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ImageBox } from '../../components/image-box';
import { LinkCard } from '../../components/link-card';
import { RatingStars } from '../../components/rating-stars';
import { visuallyHidden } from '../../components/visually-hidden';
import { formatPrice } from '../../lib/format';
import { paths } from '../../lib/paths';
import { PriceDropBadge } from './item-price';
import { usePriceState } from './price-clock';

/** An item in a grid: picture, brand, name, rating and price (and a recent drop of it). */
export function ItemCard({
  item,
  eager = false,
  showBrand = true,
}: {
  item: BrandItem;
  eager?: boolean;
  showBrand?: boolean;
}) {
  // A price older than the site allows is left to the item page's link to the marketplace.
  const { current, dropped } = usePriceState(item);
  const price = current ? formatPrice(item.priceMinor, item.currency) : null;
  return (
    <LinkCard to={paths.item(item.brandSlug, item.itemSlug, item.isCategory)} testId="item-card">
      <Box sx={{ position: 'relative' }}>
        <ImageBox
          src={item.imageUrls[0]}
          alt=""
          eager={eager}
          fit="contain"
          sizes="(max-width: 599px) 50vw, 300px"
          sx={{ bgcolor: '#fff' }}
        />
        {dropped && <PriceDropBadge overlay />}
      </Box>
      <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 0.5, flexGrow: 1 }}>
        {showBrand && (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.6 }}
          >
            {item.brandName}
          </Typography>
        )}
        <Typography
          component="h3"
          sx={{
            fontWeight: 600,
            fontSize: { xs: 14, sm: 15.5 },
            lineHeight: 1.35,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            minHeight: '2.7em',
          }}
        >
          {item.name}
        </Typography>
        <RatingStars rating={item.rating} reviewCount={item.reviewCount} />
        <Box sx={{ flexGrow: 1 }} />
        {price ? (
          <Typography sx={{ mt: 0.5, fontWeight: 800, fontSize: { xs: 17, sm: 19 }, color: 'text.primary' }}>
            {price}
            {dropped && item.previousPriceMinor !== null && (
              <Box
                component="span"
                sx={{
                  ml: 1,
                  fontWeight: 500,
                  fontSize: 14,
                  color: 'text.secondary',
                  textDecoration: 'line-through',
                }}
              >
                <Box component="span" sx={visuallyHidden}>
                  was{' '}
                </Box>
                {formatPrice(item.previousPriceMinor, item.currency)}
              </Box>
            )}
          </Typography>
        ) : (
          item.priceMinor !== null && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Price at the marketplace
            </Typography>
          )
        )}
      </Box>
    </LinkCard>
  );
}

export function ItemCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ borderRadius: 2.5 }} aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '1', height: 'auto' }} />
      <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Skeleton width="40%" />
        <Skeleton width="95%" />
        <Skeleton width="70%" />
        <Skeleton width="50%" />
        <Skeleton width="35%" height={32} />
      </Box>
    </Card>
  );
}

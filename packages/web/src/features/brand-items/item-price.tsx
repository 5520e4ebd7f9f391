import type { BrandItem } from '@app/contract';
import TrendingDown from '@mui/icons-material/TrendingDown';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPrice } from '../../lib/format';
import { useHydrated } from '../../lib/use-hydrated';
import { usePriceState } from './price-clock';
import { formatCheckedAt } from './price-format';

/** "Price dropped": on a card over its picture, on the item page beside the price. */
export function PriceDropBadge({ overlay = false }: { overlay?: boolean }) {
  return (
    <Box
      component="span"
      data-testid="price-drop-badge"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.25,
        borderRadius: 999,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontSize: 12.5,
        fontWeight: 700,
        lineHeight: 1.6,
        whiteSpace: 'nowrap',
        ...(overlay ? { position: 'absolute', top: 8, left: 8, boxShadow: 1 } : {}),
      }}
    >
      <TrendingDown aria-hidden sx={{ fontSize: 16 }} />
      Price dropped
    </Box>
  );
}

/**
 * The item page's price: shown with the time the marketplace confirmed it, or (confirmed longer
 * ago than the site allows) not at all, in favour of the marketplace's own. A price entered by
 * hand was never confirmed and stands as today's.
 */
export function ItemPrice({ item }: { item: BrandItem }) {
  const { current, dropped } = usePriceState(item);
  const hydrated = useHydrated();
  const price = current ? formatPrice(item.priceMinor, item.currency) : null;
  const unavailable = item.availability === 'out_of_stock';
  return (
    <Box>
      {price ? (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
            <Typography
              sx={{ fontSize: { xs: 28, md: 34 }, fontWeight: 800, letterSpacing: '-0.02em' }}
              data-testid="item-price"
            >
              {price}
            </Typography>
            {dropped && item.previousPriceMinor !== null && (
              <Typography color="text.secondary" sx={{ fontSize: 17 }}>
                <Box component="span" sx={{ textDecoration: 'line-through' }}>
                  {formatPrice(item.previousPriceMinor, item.currency)}
                </Box>{' '}
                before
              </Typography>
            )}
            {dropped && <PriceDropBadge />}
          </Box>
          {item.priceCheckedAt && (
            <Typography variant="body2" color="text.secondary" data-testid="price-as-of" sx={{ mt: 0.25 }}>
              Price as of {formatCheckedAt(item.priceCheckedAt, hydrated)}
            </Typography>
          )}
        </>
      ) : (
        <Typography color="text.secondary" data-testid="price-unknown" sx={{ fontSize: 17 }}>
          Check the current price at the marketplace.
        </Typography>
      )}
      {unavailable && (
        <Typography variant="body2" sx={{ mt: 0.75, color: 'warning.dark', fontWeight: 600 }}>
          Currently unavailable at the marketplace
        </Typography>
      )}
    </Box>
  );
}

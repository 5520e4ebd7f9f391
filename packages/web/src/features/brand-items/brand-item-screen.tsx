import { type BrandItem, ERRORS } from '@app/contract';
import CheckCircle from '@mui/icons-material/CheckCircle';
import OpenInNew from '@mui/icons-material/OpenInNew';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link, Navigate, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { isNotFound, LoadError } from '../../components/load-error';
import { NotFoundScreen } from '../../components/not-found-screen';
import { RatingStars } from '../../components/rating-stars';
import { itemDocumentTitle, useDocumentHead } from '../../lib/document-head';
import { clip } from '../../lib/format';
import { OUTBOUND_LINK } from '../../lib/outbound-link';
import { paths } from '../../lib/paths';
import { useGetBrandItemQuery } from './brand-items-api';
import type { ItemMode } from './brand-items-screen';
import { ItemGallery } from './item-gallery';
import { ItemPrice } from './item-price';
import { MoreFromBrand } from './more-from-brand';
import { PriceHistoryChart } from './price-history-chart';

const marketplaceName = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
};

function BuyBox({ item }: { item: BrandItem }) {
  const host = item.marketplaceUrl ? marketplaceName(item.marketplaceUrl) : null;
  return (
    <Box>
      <MuiLink
        component={Link}
        to={paths.brand(item.brandSlug, item.isCategory)}
        variant="overline"
        color="secondary"
        sx={{ fontWeight: 700, letterSpacing: 1.2 }}
      >
        {item.brandName}
      </MuiLink>
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontSize: { xs: 24, sm: 28, md: 32 }, lineHeight: 1.2, overflowWrap: 'anywhere' }}
      >
        {item.name}
      </Typography>
      <Box sx={{ mt: 1.5 }}>
        <RatingStars rating={item.rating} reviewCount={item.reviewCount} size="medium" />
      </Box>
      <Box
        sx={{
          mt: 2.5,
          p: { xs: 2, sm: 2.5 },
          borderRadius: 3,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <ItemPrice item={item} />
        {item.marketplaceUrl && (
          <Button
            href={item.marketplaceUrl}
            {...OUTBOUND_LINK}
            target="_blank"
            rel="nofollow sponsored noopener"
            variant="contained"
            color="secondary"
            size="large"
            fullWidth
            endIcon={<OpenInNew aria-hidden />}
            sx={{ mt: 2, py: 1.4, fontSize: 16.5 }}
          >
            View on marketplace
          </Button>
        )}
        <Box sx={{ mt: 1.75, display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}>
          <VerifiedUserOutlined sx={{ fontSize: 18, mt: 0.25 }} aria-hidden />
          <Typography variant="body2">
            {host ? `Sold and shipped through ${host}` : 'Sold through a trusted marketplace'}, with its buyer
            protection. Prices may change; we may earn a commission at no cost to you.
          </Typography>
        </Box>
      </Box>
      {item.features.length > 0 && (
        <Box component="section" aria-labelledby="features-title" sx={{ mt: 3 }}>
          <Typography id="features-title" component="h2" variant="h6" sx={{ mb: 1 }}>
            Highlights
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {item.features.map((feature) => (
              <Box component="li" key={feature} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
                <CheckCircle sx={{ fontSize: 20, color: 'success.main', mt: 0.25 }} aria-hidden />
                <Typography>{feature}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
      )}
      <PriceHistoryChart item={item} />
    </Box>
  );
}

function ItemSkeleton() {
  return (
    <Box
      aria-hidden
      sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      <Skeleton variant="rounded" sx={{ aspectRatio: '1', height: 'auto', borderRadius: 3 }} />
      <Box>
        <Skeleton width={100} />
        <Skeleton width="90%" height={44} />
        <Skeleton width={180} />
        <Skeleton variant="rounded" height={170} sx={{ mt: 2.5, borderRadius: 3 }} />
        <Skeleton width="60%" sx={{ mt: 3 }} />
        <Skeleton width="80%" />
        <Skeleton width="70%" />
      </Box>
    </Box>
  );
}

/** `{brandSlug}/{itemSlug}` and `category/{brandSlug}/{itemSlug}`. */
export function BrandItemScreen({ mode }: { mode: ItemMode }) {
  const { brandSlug = '', itemSlug = '' } = useParams();
  const isCategory = mode === 'category';
  const { currentData: item, error, refetch } = useGetBrandItemQuery({ brandSlug, itemSlug, isCategory });
  // A category item reached by the brand address (old links, hand-typed URLs) moves to its own address.
  const missing = Boolean(error && isNotFound(error));
  const asCategory = useGetBrandItemQuery(
    { brandSlug, itemSlug, isCategory: true },
    { skip: isCategory || !missing },
  );
  const stillLooking = missing && !isCategory && !asCategory.error;
  useDocumentHead({
    title: item
      ? (item.seoTitle ?? itemDocumentTitle(item.name, item.brandName))
      : error
        ? 'Item not found'
        : null,
    description: item ? (item.seoDescription ?? clip(item.description, 160)) : null,
  });

  if (asCategory.currentData) return <Navigate replace to={paths.item(brandSlug, itemSlug, true)} />;
  if (missing && !stillLooking) {
    return (
      <NotFoundScreen
        title="Item not found"
        message="This item is not in the catalogue any more, or its address has changed."
      />
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs
        items={[
          { label: 'Home', to: paths.home },
          isCategory
            ? { label: 'Categories', to: paths.categoryItems }
            : { label: 'Brands', to: paths.brands },
          { label: item?.brandName ?? brandSlug, to: paths.brand(brandSlug, isCategory) },
          { label: item?.name ?? itemSlug },
        ]}
      />
      {error && !stillLooking ? (
        <LoadError error={error} fallback={ERRORS.brandItemFetch} onRetry={refetch} />
      ) : !item ? (
        <ItemSkeleton />
      ) : (
        <>
          <Box
            component="article"
            sx={{
              display: 'grid',
              gap: { xs: 3, md: 6 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            }}
          >
            <ItemGallery images={item.imageUrls} name={item.name} />
            <BuyBox item={item} />
            {item.description && (
              <Box
                component="section"
                aria-labelledby="description-title"
                sx={{ gridColumn: { md: '1 / -1' }, maxWidth: 820 }}
              >
                <Typography id="description-title" component="h2" variant="h5" sx={{ mb: 1.5 }}>
                  About this item
                </Typography>
                {item.description.split(/\n{2,}/).map((paragraph) => (
                  <Typography
                    key={paragraph}
                    sx={{ mb: 1.5, lineHeight: 1.75, fontSize: { md: 17 } }}
                    color="text.secondary"
                  >
                    {paragraph}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
          <MoreFromBrand item={item} />
        </>
      )}
    </Container>
  );
}

import { type Brand, ERRORS } from '@app/contract';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ImageBox } from '../../components/image-box';
import { isNotFound, LoadError } from '../../components/load-error';
import { NotFoundScreen } from '../../components/not-found-screen';
import { useDocumentHead } from '../../lib/document-head';
import { clip } from '../../lib/format';
import { paths } from '../../lib/paths';
import { type BrandMode, brandModeLabel } from './brand-mode';
import { useGetBrandBySlugQuery } from './brands-api';

interface BrandScreenProps {
  mode: BrandMode;
  /** The brand's items: another feature's list, handed in by the route. */
  renderItems: (brand: Brand) => ReactNode;
}

function BrandHeader({ brand, mode }: { brand: Brand; mode: BrandMode }) {
  const label = brandModeLabel(mode);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2.5, md: 5 },
        gridTemplateColumns: {
          xs: '96px minmax(0, 1fr)',
          sm: '160px minmax(0, 1fr)',
          md: '220px minmax(0, 1fr)',
        },
        alignItems: 'center',
      }}
    >
      <ImageBox
        src={brand.imageUrl}
        alt={`${brand.name} logo`}
        eager
        sizes="(max-width: 599px) 96px, (max-width: 899px) 160px, 220px"
        sx={{ borderRadius: 3, boxShadow: '0 8px 24px rgba(20,27,45,0.08)' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="secondary" sx={{ fontWeight: 700, letterSpacing: 1.2 }}>
          {label} · {brand.itemCount} {brand.itemCount === 1 ? 'item' : 'items'}
        </Typography>
        <Typography
          component="h1"
          variant="h3"
          sx={{ fontSize: { xs: 26, sm: 32, md: 40 }, overflowWrap: 'anywhere' }}
        >
          {brand.name}
        </Typography>
        {brand.description && (
          <Typography
            color="text.secondary"
            sx={{
              mt: 1.5,
              maxWidth: 720,
              fontSize: { md: 17 },
              lineHeight: 1.7,
              display: { xs: 'none', sm: 'block' },
            }}
          >
            {brand.description}
          </Typography>
        )}
      </Box>
      {brand.description && (
        <Typography
          color="text.secondary"
          sx={{ gridColumn: '1 / -1', display: { sm: 'none' }, lineHeight: 1.65 }}
        >
          {brand.description}
        </Typography>
      )}
    </Box>
  );
}

function BrandHeaderSkeleton() {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        gap: { xs: 2.5, md: 5 },
        gridTemplateColumns: {
          xs: '96px minmax(0, 1fr)',
          sm: '160px minmax(0, 1fr)',
          md: '220px minmax(0, 1fr)',
        },
        alignItems: 'center',
      }}
    >
      <Skeleton variant="rounded" sx={{ aspectRatio: '1', height: 'auto', borderRadius: 3 }} />
      <Box>
        <Skeleton width={120} />
        <Skeleton width="50%" height={48} />
        <Skeleton width="90%" sx={{ display: { xs: 'none', sm: 'block' } }} />
        <Skeleton width="70%" sx={{ display: { xs: 'none', sm: 'block' } }} />
      </Box>
    </Box>
  );
}

/** `{brandSlug}` and `category/{slug}`: the brand (or category) and its items. */
export function BrandScreen({ mode, renderItems }: BrandScreenProps) {
  const { brandSlug, slug } = useParams();
  const brandKey = brandSlug ?? slug ?? '';
  const isCategory = mode === 'category';
  const { currentData: brand, error, refetch } = useGetBrandBySlugQuery({ slug: brandKey, isCategory });
  const label = brandModeLabel(mode);
  useDocumentHead({
    title: brand ? (brand.seoTitle ?? brand.name) : error ? `${label} not found` : null,
    description: brand ? (brand.seoDescription ?? clip(brand.description, 160)) : null,
  });

  if (error && isNotFound(error)) {
    return (
      <NotFoundScreen
        title={`${label} not found`}
        message={`We have no ${label.toLowerCase()} called “${brandKey}”. It may have been renamed or removed.`}
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
          { label: brand?.name ?? brandKey },
        ]}
      />
      {error ? (
        <LoadError
          error={error}
          fallback={isCategory ? ERRORS.categoryFetch : ERRORS.brandFetch}
          onRetry={refetch}
        />
      ) : brand ? (
        <>
          <BrandHeader brand={brand} mode={mode} />
          <Box component="section" aria-labelledby="brand-items-title" sx={{ mt: { xs: 4, md: 6 } }}>
            <Typography id="brand-items-title" component="h2" variant="h5" sx={{ mb: { xs: 2, md: 3 } }}>
              {isCategory ? `Shop ${brand.name}` : `${brand.name} items`}
            </Typography>
            {renderItems(brand)}
          </Box>
        </>
      ) : (
        <BrandHeaderSkeleton />
      )}
    </Container>
  );
}

import { ERRORS, FEATURED_LIMIT } from '@app/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useHref, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadError } from '../../components/load-error';
import { useDataEffect } from '../../lib/use-data-effect';
import { useHydrated } from '../../lib/use-hydrated';
import { BrandGrid, BrandGridSkeleton } from './brand-grid';
import { brandsApi } from './brands-api';
import { type FeaturedKind, selectFeatured } from './brands-slice';

/** The home page's section of each list, where a "Load more" followed without JavaScript lands. */
export const featuredSectionId = (kind: FeaturedKind) => `featured-${kind}`;

/** The parameter that says how many pages of a list the home page shows (`?brandsPage=2`). */
const PAGES_PARAM: Record<FeaturedKind, string> = { brands: 'brandsPage', categories: 'categoriesPage' };
/** The server gives at most 48 at once. */
const MAX_PAGES = Math.floor(48 / FEATURED_LIMIT);

/**
 * Featured brands (or categories), page by page: "Load more" asks for the next page with the ids
 * already shown excluded, and the slice appends what comes back, skipping duplicates. Without
 * JavaScript "Load more" is a link to the same page showing one page more (`?brandsPage=2`).
 */
export function FeaturedBrands({ kind, label }: { kind: FeaturedKind; label: string }) {
  const dispatch = useAppDispatch();
  const { items, remaining, loading, error } = useAppSelector((state) => selectFeatured(state, kind));
  const isCategory = kind === 'categories';
  const [params] = useSearchParams();
  const asked = Number(params.get(PAGES_PARAM[kind]));
  const pagesAsked = Number.isInteger(asked) && asked > 1 ? Math.min(asked, MAX_PAGES) : 1;

  const loadPage = useCallback(
    (excludeIds: number[], limit = FEATURED_LIMIT) => {
      // Each page is one fetch whose result lives in the slice, so the query cache is bypassed.
      const request = dispatch(
        brandsApi.endpoints.getFeaturedBrands.initiate(
          { isCategory, limit, excludeIds },
          { subscribe: false, forceRefetch: true },
        ),
      );
      return request;
    },
    [dispatch, isCategory],
  );

  // The first pages, once: coming back to the home page keeps what was loaded before.
  useDataEffect(() => {
    if (remaining === null && !loading && !error) void loadPage([], FEATURED_LIMIT * pagesAsked);
  }, [remaining, loading, error, loadPage, pagesAsked]);

  const loadMore = () => void loadPage(items.map((b) => b.id));
  const hydrated = useHydrated();
  const nextPages = new URLSearchParams(params);
  nextPages.set(PAGES_PARAM[kind], String(Math.ceil(items.length / FEATURED_LIMIT) + 1));
  const moreHref = useHref({ search: `?${nextPages}`, hash: featuredSectionId(kind) });

  if (items.length === 0 && error) {
    return (
      <LoadError error={error} fallback={ERRORS.featuredBrandsFetch} onRetry={() => void loadPage([])} />
    );
  }
  if (items.length === 0 && (loading || remaining === null))
    return <BrandGridSkeleton count={FEATURED_LIMIT} />;
  if (items.length === 0) {
    return <Typography color="text.secondary">Nothing to show here yet.</Typography>;
  }

  return (
    <>
      <BrandGrid brands={items} label={label} />
      {loading && (
        <Box sx={{ mt: { xs: 1.5, sm: 2.5, md: 3 } }}>
          <BrandGridSkeleton count={Math.min(FEATURED_LIMIT, remaining ?? FEATURED_LIMIT)} />
        </Box>
      )}
      <Box
        sx={{
          mt: { xs: 3, md: 4 },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        {error && (
          <Typography role="alert" color="error" variant="body2">
            {error}
          </Typography>
        )}
        {(remaining ?? 0) > 0 && (
          <Button
            href={hydrated ? undefined : moreHref}
            variant="outlined"
            size="large"
            onClick={loadMore}
            disabled={loading}
            startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            sx={{ minWidth: 200, bgcolor: 'background.paper' }}
          >
            {loading ? 'Loading…' : `Load more ${kind}`}
          </Button>
        )}
        {(remaining ?? 0) > 0 && (
          <Typography variant="body2" color="text.secondary">
            Showing {items.length} of {items.length + (remaining ?? 0)}
          </Typography>
        )}
      </Box>
    </>
  );
}

import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useHref, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageContainer } from '../../components/page-container';
import { useDocumentHead } from '../../lib/document-head';
import { paths } from '../../lib/paths';
import { useDataEffect } from '../../lib/use-data-effect';
import { GuideResults, PodcastResults } from './content-results';
import { IgnoredWords } from './ignored-words';
import { RESULTS_LIMITS, useSearchCatalogueQuery } from './search-api';
import { searchQueryChanged, selectSearch } from './search-slice';

export interface SearchResultSlots {
  /** How brands and items are drawn is the brands' and items' own business: the route passes them in. */
  renderBrands: (brands: ReturnType<typeof selectSearch>['results']['brands']) => ReactNode;
  renderItems: (items: ReturnType<typeof selectSearch>['results']['brandItems']) => ReactNode;
  renderLoading: () => ReactNode;
}

/** `search?q=`: the query lives in the URL so that results can be shared and reloaded. */
export function SearchScreen({ renderBrands, renderItems, renderLoading }: SearchResultSlots) {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const [draft, setDraft] = useState(query);
  // Without JavaScript the form still searches: a GET to this page.
  const searchHref = useHref(paths.search());
  const search = useAppSelector(selectSearch);
  // Spec section 5: a blank query returns empty results with no call.
  const { refetch } = useSearchCatalogueQuery({ q: query, ...RESULTS_LIMITS }, { skip: query === '' });
  useDocumentHead({
    title: query ? `Search: ${query}` : 'Search',
    description: 'Find brands, items, guides and podcast episodes by name, feature or anything you remember.',
  });

  useEffect(() => setDraft(query), [query]);
  useDataEffect(() => {
    dispatch(searchQueryChanged(query));
  }, [dispatch, query]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = draft.trim();
    setParams(q ? { q } : {});
  };

  const inStep = search.query === query;
  const { brands, brandItems, tips, podcasts } = search.results;
  const total = brands.length + brandItems.length + tips.length + podcasts.length;

  let body: ReactNode;
  if (!query) {
    body = (
      <Typography color="text.secondary">
        Type what you are looking for, for example a brand, a size or a feature.
      </Typography>
    );
  } else if (inStep && search.error) {
    body = (
      <LoadError
        error={{ status: 'CUSTOM_ERROR', error: search.error }}
        fallback={search.error}
        onRetry={refetch}
      />
    );
  } else if (!inStep || search.loading) {
    body = renderLoading();
  } else if (total === 0) {
    body = (
      <EmptyState
        title={`No results for “${query}”`}
        message="Check the spelling, try fewer words, or browse the brands instead."
      >
        <Button component={Link} to={paths.brands} variant="contained">
          Browse brands
        </Button>
        <Button component={Link} to={paths.categoryItems} variant="outlined">
          Shop by category
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 } }}>
        {search.results.ignored.length > 0 ? (
          <IgnoredWords query={query} ignored={search.results.ignored} />
        ) : (
          <Typography role="status" color="text.secondary">
            {total} {total === 1 ? 'result' : 'results'} for <strong>“{query}”</strong>
          </Typography>
        )}
        {brands.length > 0 && (
          <Box component="section" aria-labelledby="brand-results">
            <Typography id="brand-results" component="h2" variant="h5" sx={{ mb: 2 }}>
              Brands and categories
            </Typography>
            {renderBrands(brands)}
          </Box>
        )}
        {brandItems.length > 0 && (
          <Box component="section" aria-labelledby="item-results">
            <Typography id="item-results" component="h2" variant="h5" sx={{ mb: 2 }}>
              Items
            </Typography>
            {renderItems(brandItems)}
          </Box>
        )}
        {tips.length > 0 && (
          <Box component="section" aria-labelledby="guide-results">
            <Typography id="guide-results" component="h2" variant="h5" sx={{ mb: 2 }}>
              Guides
            </Typography>
            <GuideResults tips={tips} />
          </Box>
        )}
        {podcasts.length > 0 && (
          <Box component="section" aria-labelledby="podcast-results">
            <Typography id="podcast-results" component="h2" variant="h5" sx={{ mb: 2 }}>
              Podcasts
            </Typography>
            <PodcastResults podcasts={podcasts} />
          </Box>
        )}
      </Box>
    );
  }

  return (
    <PageContainer
      title={query ? `Results for “${query}”` : 'Search'}
      subtitle={
        query
          ? undefined
          : 'Find brands, items, guides and podcast episodes by name, feature or anything you remember.'
      }
    >
      <Box
        component="form"
        role="search"
        aria-label="Search the catalogue"
        action={searchHref}
        method="get"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1.5, mb: 4, maxWidth: 720 }}
      >
        <InputBase
          name="q"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Search brands and items"
          startAdornment={<SearchIcon aria-hidden sx={{ color: 'text.secondary', mr: 1 }} />}
          inputProps={{ type: 'search', 'aria-label': 'Search terms', enterKeyHint: 'search' }}
          sx={{
            flexGrow: 1,
            height: 48,
            px: 2,
            borderRadius: 999,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            '&.Mui-focused': { borderColor: 'primary.main', boxShadow: '0 0 0 3px rgba(26,43,95,0.15)' },
          }}
        />
        <Button type="submit" variant="contained" sx={{ px: 3 }}>
          Search
        </Button>
      </Box>
      {body}
    </PageContainer>
  );
}

import type { CrawlProgress, CrawlTermResult } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { paths } from '../../lib/paths';
import { skippedTotal } from './report-labels';

/** What a section needs of a query's state (the screen owns the queries, to reload them after a crawl). */
export interface QueryView<T> {
  data?: T | undefined;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export function Bar({
  label,
  done,
  total,
  testId,
}: {
  label: string;
  done: number;
  total: number;
  testId: string;
}) {
  const value = total > 0 ? Math.min(100, (done / total) * 100) : 0;
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="body2" data-testid={testId}>
        {label}: {done} / {total}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={label}
        sx={{ height: 8, borderRadius: 1 }}
      />
    </Box>
  );
}

export function Section({
  title,
  text,
  children,
  id,
}: {
  title: string;
  text: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderRadius: 2, scrollMarginTop: 80 }}
      component="section"
      id={id}
      aria-labelledby={id ? `${id}-title` : undefined}
    >
      <Typography component="h2" variant="h6" id={id ? `${id}-title` : undefined}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {text}
      </Typography>
      {children}
    </Paper>
  );
}

/** What one term brought in, with links to the brands its items went to. */
export function Imported({ result }: { result: CrawlTermResult }) {
  const r = result.report;
  const found = r.itemsCreated + r.itemsUpdated + r.itemsUnchanged + result.inReview > 0;
  const left = skippedTotal(r);
  if (!found && result.errors.length === 0 && left > 0) {
    return (
      <Typography variant="body2" component="div" data-testid="crawl-term-result">
        <strong>{result.term}</strong>: nothing imported; {left} {left === 1 ? 'result was' : 'results were'}{' '}
        left out (the run’s report under <Link href="#crawl-runs">Recent crawls</Link> says why).
      </Typography>
    );
  }
  if (!found && result.errors.length === 0) {
    return (
      <Typography variant="body2" component="div" data-testid="crawl-term-result">
        Nothing found for “{result.term}”. Try a shorter or more general term.
      </Typography>
    );
  }
  return (
    <Typography variant="body2" component="div" data-testid="crawl-term-result">
      <strong>{result.term}</strong>: {r.itemsCreated} new, {r.itemsUpdated} refreshed
      {r.itemsUnchanged > 0 ? `, ${r.itemsUnchanged} unchanged` : ''}
      {result.brands.length > 0 && ' — '}
      {result.brands.slice(0, 8).map((b, i) => (
        <span key={b.slug}>
          {i > 0 && ', '}
          <Link component={RouterLink} to={paths.brand(b.slug)}>
            {b.name}
          </Link>
        </span>
      ))}
      {result.inReview > 0 && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {result.inReview} {result.inReview === 1 ? 'item waits' : 'items wait'} in{' '}
          <Link href="#brands-to-review">Brands to review</Link>: their brand is not one of the site’s.
        </Box>
      )}
      {result.errors.map((e) => (
        <Typography key={e} variant="body2" color="warning.main">
          {e}
        </Typography>
      ))}
    </Typography>
  );
}

export function ProgressView({ progress }: { progress: CrawlProgress }) {
  return (
    <Box data-testid="crawl-progress">
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center' }}>
        <Chip
          size="small"
          label={progress.status}
          color={progress.status === 'failed' ? 'error' : 'default'}
        />
        {progress.currentTerm && <Typography variant="body2">Now: {progress.currentTerm}</Typography>}
      </Stack>
      <Bar
        label="Brands"
        done={progress.crawledBrands}
        total={progress.totalBrands}
        testId="crawl-brands-count"
      />
      <Bar
        label="Items"
        done={progress.crawledItems}
        total={progress.totalItems}
        testId="crawl-items-count"
      />
      {progress.errors.map((e) => (
        <Alert key={e} severity="warning" sx={{ mb: 1 }}>
          {e}
        </Alert>
      ))}
    </Box>
  );
}

const brandsLabel = (n: number | undefined) =>
  n === undefined
    ? 'every brand and category'
    : `${n} ${n === 1 ? 'brand or category' : 'brands and categories'}`;

/** What a crawl of the whole catalogue (or of its empty brands) will do, before it starts. */
export function CrawlConfirm({
  which,
  count,
  onConfirm,
  onCancel,
}: {
  which: 'all' | 'empty' | null;
  count: number | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const what = which === 'empty' ? `${brandsLabel(count)} without items` : brandsLabel(count);
  return (
    <ConfirmDialog
      open={which !== null}
      title={which === 'empty' ? 'Crawl the empty brands?' : 'Crawl all brands?'}
      confirmLabel="Start crawl"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <Typography component="span" sx={{ display: 'block', mb: 1 }}>
        This looks up the search term of {what} on the marketplace.
      </Typography>
      <Typography component="span" sx={{ display: 'block' }}>
        New items are added and existing ones get fresh prices, ratings and pictures. Text you edited by hand
        is kept. You can cancel while it runs.
      </Typography>
    </ConfirmDialog>
  );
}

import { CRAWL_ERRORS, type CrawlProgress, type CrawlTermResult } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useReducer, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { apiErrorText } from '../../lib/api-error';
import type { SessionState } from '../../lib/session';
import {
  invalidateCatalogue,
  useCancelCrawlMutation,
  useCrawlPlanQuery,
  useCrawlTermMutation,
  useStartCrawlMutation,
} from './crawl-api';
import {
  crawlActions as a,
  crawlReducer,
  initialCrawlState,
  newCrawlSessionId,
  termsOf,
} from './crawl-state';
import { useCrawlProgress } from './use-crawl-progress';

function Bar({ label, done, total, testId }: { label: string; done: number; total: number; testId: string }) {
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

function Section({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3, borderRadius: 2 }} component="section">
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {text}
      </Typography>
      {children}
    </Paper>
  );
}

function Imported({ result }: { result: CrawlTermResult }) {
  const found = result.itemsCreated + result.itemsUpdated + result.brandsCreated > 0;
  if (!found && result.errors.length === 0) {
    return (
      <Typography variant="body2" component="div" data-testid="crawl-term-result">
        Nothing found for “{result.term}”. Try a shorter or more general term.
      </Typography>
    );
  }
  return (
    <Typography variant="body2" component="div" data-testid="crawl-term-result">
      <strong>{result.term}</strong>: {result.itemsCreated} new, {result.itemsUpdated} refreshed
      {result.brandsCreated > 0 ? `, ${result.brandsCreated} new brands` : ''}
      {result.brands.length > 0 && ' — '}
      {result.brands.slice(0, 8).map((b, i) => (
        <span key={b.slug}>
          {i > 0 && ', '}
          <Link component={RouterLink} to={`/${b.slug}`}>
            {b.name}
          </Link>
        </span>
      ))}
      {result.errors.map((e) => (
        <Typography key={e} variant="body2" color="warning.main">
          {e}
        </Typography>
      ))}
    </Typography>
  );
}

function ProgressView({ progress }: { progress: CrawlProgress }) {
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
function CrawlConfirm({
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

/** Crawl control (admins): the whole catalogue, one term or a list of terms, with live progress. */
export function CrawlScreen() {
  const [state, dispatch] = useReducer(crawlReducer, initialCrawlState);
  const token = useSelector((s: SessionState) => s.auth.token);
  const storeDispatch = useDispatch();
  const [startCrawl] = useStartCrawlMutation();
  const [crawlTerm] = useCrawlTermMutation();
  const [cancelCrawl] = useCancelCrawlMutation();
  const [term, setTerm] = useState('');
  const [list, setList] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  // A crawl of many brands is asked for first, saying how many it will take on.
  const [confirming, setConfirming] = useState<'all' | 'empty' | null>(null);
  const [nothingToCrawl, setNothingToCrawl] = useState<'all' | 'empty' | null>(null);
  const plan = useCrawlPlanQuery();

  useCrawlProgress(
    token,
    useCallback((p: CrawlProgress) => dispatch(a.progressReceived(p)), []),
  );

  const reload = () => storeDispatch(invalidateCatalogue());

  function ask(which: 'all' | 'empty') {
    setNothingToCrawl(null);
    const count = plan.data?.[which];
    if (count === 0) setNothingToCrawl(which);
    else setConfirming(which);
  }

  async function startAll(onlyEmpty: boolean) {
    setConfirming(null);
    const sessionId = newCrawlSessionId();
    dispatch(a.startRequested({ kind: 'all', sessionId }));
    dispatch(a.updatesEnabled());
    try {
      const started = await startCrawl({ onlyEmpty, sessionId }).unwrap();
      // The list may have changed since it was counted: a run with no brands is not progress.
      if (started.totalBrands === 0) {
        dispatch(a.reset());
        setNothingToCrawl(onlyEmpty ? 'empty' : 'all');
      }
    } catch (err) {
      dispatch(a.startFailed(apiErrorText(err, { failed: CRAWL_ERRORS.invalidResponse })));
    }
  }

  async function runTerm() {
    const value = term.trim();
    if (!value) return;
    const sessionId = newCrawlSessionId();
    dispatch(a.startRequested({ kind: 'term', sessionId, terms: [value] }));
    dispatch(a.updatesEnabled());
    try {
      dispatch(a.termDone({ result: await crawlTerm({ term: value, sessionId }).unwrap() }));
    } catch (err) {
      dispatch(
        a.termDone({
          error: apiErrorText(err, { failed: CRAWL_ERRORS.termFailed, network: CRAWL_ERRORS.network }),
        }),
      );
    }
    reload();
  }

  async function runList() {
    const terms = termsOf(list);
    if (terms.length === 0) return;
    const sessionId = newCrawlSessionId();
    dispatch(a.startRequested({ kind: 'list', sessionId, terms }));
    dispatch(a.updatesEnabled());
    for (const t of terms) {
      dispatch(a.listTermStarted(t));
      try {
        dispatch(a.listTermDone({ term: t, result: await crawlTerm({ term: t, sessionId }).unwrap() }));
      } catch (err) {
        const error = apiErrorText(err, { failed: CRAWL_ERRORS.termFailed, network: CRAWL_ERRORS.network });
        dispatch(a.listTermDone({ term: t, error }));
        if (error === CRAWL_ERRORS.cancelled) break;
      }
    }
    dispatch(a.listFinished());
    reload();
  }

  async function stop(destroy: boolean) {
    dispatch(a.reset());
    try {
      await cancelCrawl({ destroy }).unwrap();
      setNotice(destroy ? 'Crawl stopped and cleared.' : 'Crawl cancelled.');
    } catch (err) {
      setNotice(apiErrorText(err, { failed: CRAWL_ERRORS.network }));
    }
    reload();
  }

  const anyBusy = state.busy || state.termBusy || state.listBusy;
  const m = state.multi;

  return (
    <AdminPage
      title="Marketplace crawl"
      crumbs={[{ label: 'Marketplace crawl' }]}
      subtitle="Fill brands and items from the marketplace. Prices, ratings and pictures are refreshed on every crawl; text you edited by hand is kept."
      actions={
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" color="secondary" onClick={() => stop(false)} disabled={!anyBusy}>
            Cancel
          </Button>
          <Button variant="text" onClick={() => stop(true)}>
            Clear
          </Button>
        </Stack>
      }
    >
      {notice && (
        <Alert severity="info" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <Section
        title="Whole catalogue"
        text="Crawl every brand's search term, or only brands that have no items yet."
      >
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Button variant="contained" onClick={() => ask('all')} disabled={state.busy}>
            Crawl all brands
          </Button>
          <Button variant="outlined" onClick={() => ask('empty')} disabled={state.busy}>
            Crawl empty brands
          </Button>
        </Stack>
        {nothingToCrawl && (
          <Alert severity="info" onClose={() => setNothingToCrawl(null)} sx={{ mb: 1 }}>
            {nothingToCrawl === 'empty'
              ? 'Nothing to crawl: every brand and category already has items.'
              : 'Nothing to crawl: the site has no brands or categories yet. Crawl a term to bring some in.'}
          </Alert>
        )}
        {state.error && <Alert severity="error">{state.error}</Alert>}
        {state.progress && <ProgressView progress={state.progress} />}
      </Section>
      <CrawlConfirm
        which={confirming}
        count={confirming ? plan.data?.[confirming] : undefined}
        onConfirm={() => void startAll(confirming === 'empty')}
        onCancel={() => setConfirming(null)}
      />

      <Section title="One term" text="Search the marketplace for one term and import what it finds.">
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <TextField
            label="Search term"
            size="small"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && !state.termBusy && runTerm()}
            sx={{ flex: 1 }}
          />
          <Button variant="contained" onClick={runTerm} disabled={state.termBusy || term.trim() === ''}>
            {state.termBusy ? 'Crawling…' : 'Crawl term'}
          </Button>
        </Stack>
        {state.single.result && <Imported result={state.single.result} />}
        {state.single.error && <Alert severity="error">{state.single.error}</Alert>}
      </Section>

      <Section
        title="List of terms"
        text="One term a line (or separated by commas); blank lines are skipped. Terms run one by one."
      >
        <TextField
          label="Search terms"
          multiline
          minRows={3}
          fullWidth
          value={list}
          onChange={(e) => setList(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'crawl-terms' } }}
          sx={{ mb: 2 }}
        />
        <Button
          variant="contained"
          onClick={runList}
          disabled={state.listBusy || termsOf(list).length === 0}
          data-testid="crawl-terms-start"
          sx={{ mb: 2 }}
        >
          {state.listBusy ? 'Crawling…' : 'Crawl terms'}
        </Button>
        {(state.listBusy || m.finished) && (
          <Box>
            <Bar label="Terms" done={m.completed} total={m.total} testId="crawl-terms-count" />
            {m.currentTerm && <Typography variant="body2">Now: {m.currentTerm}</Typography>}
            {state.listBusy && state.progress && <ProgressView progress={state.progress} />}
            {m.finished && (
              <Alert
                severity={m.errors.length ? 'warning' : 'success'}
                sx={{ my: 1 }}
                data-testid="crawl-list-finished"
              >
                Finished: {m.completed} of {m.total} terms
                {m.errors.length ? `, ${m.errors.length} with errors` : ''}.
              </Alert>
            )}
            <Stack spacing={0.5}>
              {m.results.map((r) => (
                <Imported key={r.term} result={r} />
              ))}
              {m.errors.map((e) => (
                <Typography key={e.term} variant="body2" color="error">
                  {e.term}: {e.error}
                </Typography>
              ))}
            </Stack>
          </Box>
        )}
      </Section>
    </AdminPage>
  );
}

import { CRAWL_ERRORS, type CrawlProgress } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AdminPage } from '../../components/admin-page';
import { apiErrorText } from '../../lib/api-error';
import type { SessionState } from '../../lib/session';
import {
  invalidateCatalogue,
  useCancelCrawlMutation,
  useCrawlPlanQuery,
  useCrawlReviewQuery,
  useCrawlRunsQuery,
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
import { Bar, CrawlConfirm, Imported, ProgressView, Section } from './crawl-widgets';
import { PriceRefreshPanel } from './price-refresh-panel';
import { ReviewSection } from './review-section';
import { RunReports } from './run-reports';
import { useCrawlProgress } from './use-crawl-progress';

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
  const runs = useCrawlRunsQuery();
  const review = useCrawlReviewQuery();

  useCrawlProgress(
    token,
    useCallback((p: CrawlProgress) => dispatch(a.progressReceived(p)), []),
  );

  // What a crawl changed: the catalogue, the review list and the run reports.
  const reload = () => {
    storeDispatch(invalidateCatalogue());
    void runs.refetch();
    void review.refetch();
  };
  // A whole-catalogue crawl ends on the progress stream, not in a reply.
  const ended = state.progress && ['succeeded', 'failed', 'cancelled'].includes(state.progress.status);
  const endedRun = ended ? state.progress?.sessionId : undefined;
  const { refetch: refetchRuns } = runs;
  const { refetch: refetchReview } = review;
  useEffect(() => {
    if (!endedRun) return;
    void refetchRuns();
    void refetchReview();
  }, [endedRun, refetchRuns, refetchReview]);

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
        {/* A term's run reports in its own section; here only the whole catalogue's. */}
        {state.progress && state.progress.mode !== 'term' && <ProgressView progress={state.progress} />}
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
        {state.termBusy && state.progress && <ProgressView progress={state.progress} />}
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

      <ReviewSection review={review} />
      <PriceRefreshPanel />
      <RunReports runs={runs} />
    </AdminPage>
  );
}

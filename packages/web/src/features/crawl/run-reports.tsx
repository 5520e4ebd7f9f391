import { CRAWL_ERRORS, CRAWL_SKIP_REASONS, type CrawlRun, type CrawlRunList } from '@app/contract';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { type QueryView, Section } from './crawl-widgets';
import { runTitle, SKIP_REASON_LABELS, STATUS_COLORS, skippedTotal } from './report-labels';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Counts({ run }: { run: CrawlRun }) {
  const r = run.report;
  const parts = [
    `${r.itemsCreated} new`,
    `${r.itemsUpdated} updated`,
    `${r.itemsUnchanged} unchanged`,
    `${skippedTotal(r)} left out`,
  ];
  if (r.brandsCreated > 0) parts.push(`${r.brandsCreated} new brands`);
  if (r.productPages > 0) parts.push(`${r.productPages} product pages read`);
  return (
    <Typography variant="body2" color="text.secondary">
      {parts.join(' · ')}
    </Typography>
  );
}

function RunDetails({ run }: { run: CrawlRun }) {
  const [showExamples, setShowExamples] = useState(false);
  const reasons = CRAWL_SKIP_REASONS.filter((reason) => (run.report.skipped[reason] ?? 0) > 0);
  return (
    <Box>
      {/* The last error is on the run's line already; a run with more lists them all here. */}
      {run.errors.length > 1 &&
        run.errors.map((e) => (
          <Alert key={e} severity="error" sx={{ mb: 1 }}>
            {e}
          </Alert>
        ))}
      {reasons.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nothing was left out.
        </Typography>
      ) : (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: 0.5 }}
        >
          {reasons.map((reason) => (
            <Box key={reason} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2">
                {SKIP_REASON_LABELS[reason]}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, fontWeight: 600, textAlign: 'right', pl: 2 }}
              >
                {run.report.skipped[reason]}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {run.report.examples.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Button size="small" onClick={() => setShowExamples((v) => !v)} aria-expanded={showExamples}>
            {showExamples ? 'Hide examples' : `Show examples (${run.report.examples.length})`}
          </Button>
          {showExamples && (
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
              {run.report.examples.map((x, i) => (
                <Typography
                  component="li"
                  variant="body2"
                  // biome-ignore lint/suspicious/noArrayIndexKey: a run's examples never change order, and may repeat an item
                  key={i}
                  sx={{ mb: 0.5 }}
                >
                  <Box component="span" sx={{ wordBreak: 'break-word' }}>
                    {x.title}
                  </Box>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {' '}
                    — {SKIP_REASON_LABELS[x.reason].toLowerCase()}
                    {x.detail ? ` (${x.detail})` : ''}
                    {x.externalId ? `, ${x.externalId}` : ''}
                  </Box>
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

/** The last runs' reports: what each created, updated and left out, and why; errors in full. */
export function RunReports({ runs }: { runs: QueryView<CrawlRunList> }) {
  const items = runs.data?.items ?? [];
  return (
    <Section
      id="crawl-runs"
      title="Recent crawls"
      text="What each crawl brought in and what it left out, newest first."
    >
      {runs.isLoading && <LinearProgress aria-label="Loading recent crawls" />}
      {runs.isError && (
        <LoadError
          error={runs.error}
          fallback={CRAWL_ERRORS.runsFailed}
          onRetry={() => void runs.refetch()}
        />
      )}
      {runs.data && items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No crawls yet.
        </Typography>
      )}
      <Box data-testid="run-reports">
        {items.map((run) => (
          <Accordion
            key={run.sessionId}
            disableGutters
            variant="outlined"
            sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMore />}
              sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}
            >
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Chip size="small" label={run.status} color={STATUS_COLORS[run.status]} />
                  <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {runTitle(run)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {when.format(new Date(run.startedAt))}
                  </Typography>
                </Box>
                <Counts run={run} />
                {run.errors.length > 0 && (
                  <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                    {run.errors.at(-1)}
                  </Typography>
                )}
              </Box>
            </AccordionSummary>
            <AccordionDetails>
              <RunDetails run={run} />
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Section>
  );
}

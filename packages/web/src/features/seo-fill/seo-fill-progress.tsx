import type { SeoFillProgress, SeoRecordResult } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { isActive, KIND_LABEL, MODES } from './seo-fill-modes';
import { Section } from './seo-fill-section';

function Bar({ label, done, total }: { label: string; done: number; total: number }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="body2" data-testid={`seo-${label.toLowerCase()}-count`}>
        {label}: {done} / {total}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total > 0 ? Math.min(100, (done / total) * 100) : 100}
        aria-label={label}
        sx={{ height: 8, borderRadius: 1 }}
      />
    </Box>
  );
}

function Results({ results }: { results: SeoRecordResult[] }) {
  if (results.length === 0) return null;
  const shown = [...results].reverse();
  return (
    <Box
      component="ul"
      sx={{ m: 0, p: 0, maxHeight: 360, overflowY: 'auto' }}
      aria-label="Per-record results"
    >
      {shown.map((r) => (
        <Box
          component="li"
          key={`${r.kind}-${r.id}`}
          sx={{
            listStyle: 'none',
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            py: 0.75,
            borderTop: 1,
            borderColor: 'divider',
            flexWrap: 'wrap',
          }}
        >
          <Chip
            size="small"
            label={r.status}
            color={r.status === 'failed' ? 'error' : r.status === 'filled' ? 'success' : 'default'}
            variant={r.status === 'unchanged' ? 'outlined' : 'filled'}
          />
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: 90 }}>
            {KIND_LABEL[r.kind]}
          </Typography>
          <Link component={RouterLink} to={r.path} variant="body2" sx={{ flex: '1 1 200px', minWidth: 0 }}>
            {r.name}
          </Link>
          <Typography variant="caption" color={r.error ? 'error' : 'text.secondary'}>
            {r.error ??
              (r.fields.length
                ? `${r.fields.map((f) => f.replace(/^seo/, '').toLowerCase()).join(', ')} · ${r.generator}`
                : '')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The running or last fill: its status, counts per kind, warnings and what happened to each record. */
export function SeoFillProgressSection({ progress }: { progress: SeoFillProgress }) {
  return (
    <Section title={isActive(progress) ? 'Progress' : 'Last fill'}>
      <Box data-testid="seo-progress">
        <Box sx={{ display: 'flex', gap: 1, mb: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            label={progress.status}
            color={
              progress.status === 'failed' ? 'error' : progress.status === 'succeeded' ? 'success' : 'default'
            }
            data-testid="seo-status"
          />
          <Typography variant="body2">
            {MODES[progress.mode].title} · {progress.filled} filled · {progress.failed} failed
          </Typography>
        </Box>
        <Bar label="Brands" done={progress.doneBrands} total={progress.totalBrands} />
        <Bar label="Items" done={progress.doneItems} total={progress.totalItems} />
        {progress.errors.map((e) => (
          <Alert key={e} severity="warning" sx={{ mb: 1 }}>
            {e}
          </Alert>
        ))}
        <Results results={progress.results} />
      </Box>
    </Section>
  );
}

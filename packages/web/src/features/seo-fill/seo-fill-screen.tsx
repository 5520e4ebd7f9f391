import {
  SEO_FILL_ERRORS,
  SEO_FILL_POLL_MS,
  type SeoFillMode,
  type SeoFillProgress,
  type SeoPreviewEntry,
  type SeoRecordResult,
} from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { apiErrorText } from '../../lib/api-error';
import {
  reloadCatalogue,
  useSeoFillStatusQuery,
  useSeoPreviewQuery,
  useStartSeoFillMutation,
} from './seo-fill-api';

const MODES: Record<SeoFillMode, { title: string; text: string; button: string }> = {
  empty: {
    title: 'Fill empty fields',
    text: 'Writes a title, description and keywords only where a brand or item has none. Text that is already there stays.',
    button: 'Fill empty fields',
  },
  all: {
    title: 'Rewrite all',
    text: 'Rewrites the text of every brand and item, except those locked after editing by hand.',
    button: 'Rewrite all',
  },
};

const KIND_LABEL = {
  brand: 'Brand',
  category: 'Category',
  brandItem: 'Item',
  categoryItem: 'Category item',
} as const;
const active = (p: SeoFillProgress | null | undefined) => p?.status === 'running' || p?.status === 'queued';

function Section({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderRadius: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: text ? 0.5 : 1.5 }}>
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {text}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

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

function Text({ label, value, changed }: { label: string; value: string | null; changed?: boolean }) {
  return (
    <Box sx={{ mb: 0.75 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.3 }}>
        {label}
        {value ? ` · ${value.length} characters` : ''}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          fontStyle: value ? 'normal' : 'italic',
          color: value ? (changed ? 'success.dark' : 'text.primary') : 'text.disabled',
        }}
      >
        {value || 'empty'}
      </Typography>
    </Box>
  );
}

function PreviewEntry({ entry }: { entry: SeoPreviewEntry }) {
  const side = (which: 'before' | 'after') => (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="overline" color={which === 'after' ? 'primary' : 'text.secondary'}>
        {which === 'before' ? 'Before' : 'After'}
      </Typography>
      <Text
        label="Title"
        value={entry[which].seoTitle}
        changed={which === 'after' && entry.after.seoTitle !== entry.before.seoTitle}
      />
      <Text
        label="Description"
        value={entry[which].seoDescription}
        changed={which === 'after' && entry.after.seoDescription !== entry.before.seoDescription}
      />
      <Text
        label="Keywords"
        value={entry[which].seoKeywords}
        changed={which === 'after' && entry.after.seoKeywords !== entry.before.seoKeywords}
      />
      {which === 'after' && entry.intro && (
        <Text label="Intro (into the empty description)" value={entry.intro} changed />
      )}
    </Box>
  );
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', py: 2, borderTop: 1, borderColor: 'divider' }}
      data-testid="seo-preview-entry"
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Chip size="small" label={KIND_LABEL[entry.kind]} />
        <Link component={RouterLink} to={entry.path} sx={{ fontWeight: 600 }}>
          {entry.name}
        </Link>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {side('before')}
        {side('after')}
      </Box>
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

/** `admin/seo`: fill or rewrite search-engine text, with a preview, live counts and per-record results. */
export function SeoFillScreen() {
  const dispatch = useDispatch();
  const [mode, setMode] = useState<SeoFillMode>('empty');
  // Spec section 4: the two modes, each with its own busy flag.
  const [busy, setBusy] = useState<Record<SeoFillMode, boolean>>({ empty: false, all: false });
  const [sessionId, setSessionId] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [start] = useStartSeoFillMutation();
  const preview = useSeoPreviewQuery(mode, { refetchOnMountOrArgChange: true });
  // Rewriting replaces text that is there: it is asked for first, with how many records it touches.
  const [confirmRewrite, setConfirmRewrite] = useState(false);
  const rewrite = useSeoPreviewQuery('all', { skip: !confirmRewrite, refetchOnMountOrArgChange: true });
  const anyBusy = busy.empty || busy.all;
  const status = useSeoFillStatusQuery(sessionId, { pollingInterval: anyBusy ? SEO_FILL_POLL_MS : 0 });
  const progress = status.data;

  // A fill that was running when the screen opened is followed as well.
  useEffect(() => {
    if (!sessionId && active(progress) && progress) {
      setSessionId(progress.sessionId);
      setBusy((b) => ({ ...b, [progress.mode]: true }));
    }
  }, [sessionId, progress]);

  useEffect(() => {
    if (!anyBusy || !progress || progress.sessionId !== sessionId || active(progress)) return;
    setBusy({ empty: false, all: false });
    if (progress.status === 'failed') setError(progress.errors.at(-1) ?? SEO_FILL_ERRORS.failed);
    // Spec: when the fill ends, brands and brand items reload.
    // The preview provides brand and item tags, so it reloads with them.
    dispatch(reloadCatalogue());
  }, [anyBusy, progress, sessionId, dispatch]);

  async function run(m: SeoFillMode) {
    setError(null);
    setBusy((b) => ({ ...b, [m]: true }));
    try {
      const started = await start(m).unwrap();
      setSessionId(started.sessionId);
    } catch (err) {
      setBusy((b) => ({ ...b, [m]: false }));
      setError(apiErrorText(err, { failed: SEO_FILL_ERRORS.failed }));
    }
  }

  return (
    <AdminPage
      crumbs={[{ label: 'Search-engine text' }]}
      title="Search-engine text"
      subtitle="Titles, descriptions and keywords that search engines show for your brands and items."
    >
      {error && (
        <Alert severity="error" sx={{ mb: 3 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 0, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {(['empty', 'all'] as const).map((m) => (
          <Section key={m} title={MODES[m].title} text={MODES[m].text}>
            <Button
              variant={m === 'empty' ? 'contained' : 'outlined'}
              onClick={() => (m === 'all' ? setConfirmRewrite(true) : void run(m))}
              disabled={anyBusy}
              data-testid={`seo-fill-${m}`}
            >
              {busy[m] ? 'Working…' : MODES[m].button}
            </Button>
          </Section>
        ))}
      </Box>

      <ConfirmDialog
        open={confirmRewrite}
        title="Rewrite all search-engine text?"
        confirmLabel="Rewrite all"
        onConfirm={() => {
          setConfirmRewrite(false);
          void run('all');
        }}
        onCancel={() => setConfirmRewrite(false)}
      >
        {rewrite.data ? (
          <>
            This replaces the title, description and keywords of{' '}
            <strong>
              {rewrite.data.brands} brands and categories and {rewrite.data.items} items
            </strong>{' '}
            with text from the{' '}
            {rewrite.data.generator === 'built-in' ? 'built-in writer' : `model ${rewrite.data.generator}`}.
            Records locked after editing by hand keep their text. The old text cannot be brought back.
          </>
        ) : rewrite.isError ? (
          'This replaces the search-engine text of every brand and item, except those locked after editing by hand. The old text cannot be brought back.'
        ) : (
          <Skeleton height={72} />
        )}
      </ConfirmDialog>

      {progress && (
        <Section title={active(progress) ? 'Progress' : 'Last fill'}>
          <Box data-testid="seo-progress">
            <Box sx={{ display: 'flex', gap: 1, mb: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip
                size="small"
                label={progress.status}
                color={
                  progress.status === 'failed'
                    ? 'error'
                    : progress.status === 'succeeded'
                      ? 'success'
                      : 'default'
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
      )}

      <Section
        title="Preview"
        text="A few records as they are and as the fill would write them. Nothing is saved until you start a fill."
      >
        <Tabs
          value={mode}
          onChange={(_e, v: SeoFillMode) => setMode(v)}
          sx={{ mb: 1 }}
          aria-label="Preview mode"
        >
          <Tab value="empty" label="Fill empty" />
          <Tab value="all" label="Rewrite all" />
        </Tabs>
        {preview.isError && (
          <Alert severity="error" action={<Button onClick={() => preview.refetch()}>Try again</Button>}>
            {apiErrorText(preview.error, { failed: SEO_FILL_ERRORS.previewFailed })}
          </Alert>
        )}
        {preview.isFetching && !preview.data && <Skeleton height={160} />}
        {preview.data && (
          <>
            <Typography variant="body2" color="text.secondary" data-testid="seo-preview-counts">
              This fill would write {preview.data.brands} brands and categories and {preview.data.items}{' '}
              items, with the{' '}
              {preview.data.generator === 'built-in' ? 'built-in writer' : `model ${preview.data.generator}`}.
            </Typography>
            {preview.data.sample.length === 0 ? (
              <Typography variant="body2" sx={{ mt: 2 }}>
                Nothing to write: every record already has its text.
              </Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0 }}>
                {preview.data.sample.map((e) => (
                  <PreviewEntry key={`${e.kind}-${e.id}`} entry={e} />
                ))}
              </Box>
            )}
          </>
        )}
      </Section>
    </AdminPage>
  );
}

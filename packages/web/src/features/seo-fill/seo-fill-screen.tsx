import { SEO_FILL_ERRORS, SEO_FILL_POLL_MS, type SeoFillMode } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { apiErrorText } from '../../lib/api-error';
import {
  reloadCatalogue,
  useSeoFillStatusQuery,
  useSeoPreviewQuery,
  useStartSeoFillMutation,
} from './seo-fill-api';
import { isActive, MODES } from './seo-fill-modes';
import { SeoFillPreview } from './seo-fill-preview';
import { SeoFillProgressSection } from './seo-fill-progress';
import { Section } from './seo-fill-section';

/** `admin/seo`: fill or rewrite search-engine text, with a preview, live counts and per-record results. */
export function SeoFillScreen() {
  const dispatch = useDispatch();
  const [mode, setMode] = useState<SeoFillMode>('empty');
  // Spec section 4: the two modes, each with its own busy flag.
  const [busy, setBusy] = useState<Record<SeoFillMode, boolean>>({ empty: false, all: false });
  const [sessionId, setSessionId] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [start] = useStartSeoFillMutation();
  // Rewriting replaces text that is there: it is asked for first, with how many records it touches.
  const [confirmRewrite, setConfirmRewrite] = useState(false);
  const rewrite = useSeoPreviewQuery('all', { skip: !confirmRewrite, refetchOnMountOrArgChange: true });
  const anyBusy = busy.empty || busy.all;
  const status = useSeoFillStatusQuery(sessionId, { pollingInterval: anyBusy ? SEO_FILL_POLL_MS : 0 });
  const progress = status.data;

  // A fill that was running when the screen opened is followed as well.
  useEffect(() => {
    if (!sessionId && isActive(progress) && progress) {
      setSessionId(progress.sessionId);
      setBusy((b) => ({ ...b, [progress.mode]: true }));
    }
  }, [sessionId, progress]);

  useEffect(() => {
    if (!anyBusy || !progress || progress.sessionId !== sessionId || isActive(progress)) return;
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

      {progress && <SeoFillProgressSection progress={progress} />}

      <SeoFillPreview mode={mode} onMode={setMode} />
    </AdminPage>
  );
}

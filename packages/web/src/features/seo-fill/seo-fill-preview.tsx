import { SEO_FILL_ERRORS, type SeoFillMode, type SeoPreviewEntry } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { apiErrorText } from '../../lib/api-error';
import { useSeoPreviewQuery } from './seo-fill-api';
import { KIND_LABEL } from './seo-fill-modes';
import { Section } from './seo-fill-section';

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

/** A few records as they are and as the chosen fill would write them. */
export function SeoFillPreview({ mode, onMode }: { mode: SeoFillMode; onMode: (mode: SeoFillMode) => void }) {
  const preview = useSeoPreviewQuery(mode, { refetchOnMountOrArgChange: true });
  return (
    <Section
      title="Preview"
      text="A few records as they are and as the fill would write them. Nothing is saved until you start a fill."
    >
      <Tabs
        value={mode}
        onChange={(_e, v: SeoFillMode) => onMode(v)}
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
            This fill would write {preview.data.brands} brands and categories and {preview.data.items} items,
            with the{' '}
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
  );
}

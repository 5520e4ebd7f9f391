import {
  CATALOGUE_BRAND_COLUMNS,
  CATALOGUE_FILE_COLUMNS,
  CATALOGUE_FILE_ERRORS,
  CATALOGUE_FILE_MAX_CHARS,
  type CatalogueFileFormat,
  type CatalogueFileKind,
  type CatalogueImportRow,
} from '@app/contract';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useMemo, useState } from 'react';
import { downloadText } from '../../../lib/download';
import { useImportCatalogueMutation, useLazyExportCatalogueQuery } from '../api/catalogue-file-api';
import { AdminPage, Section } from '../components/admin-page';
import { StickyActionBar, saveErrorText } from '../components/form-status';
import { useUnsavedChanges } from '../components/unsaved-changes';
import { UploadFileButton } from '../components/upload-file-button';
import { adminPaths } from '../paths';
import { BulkPreview, ProblemSummary } from './bulk-preview';
import type { BulkRow } from './bulk-rows';

type Picked = { name: string; content: string; format: CatalogueFileFormat };

/** A server row in the bulk preview's shape, so both screens show rows and problems alike. */
const toBulkRow = (r: CatalogueImportRow): BulkRow => ({
  number: r.row,
  body: { name: r.name, brandSlug: r.brandSlug },
  problems: r.errors.map((e) =>
    e.column === 'row' || e.column === 'key' ? e.message : `${e.column}: ${e.message}`,
  ),
  valid: r.errors.length === 0,
  slug: r.itemSlug,
  changes: r.changes,
});

const formatOf = (name: string, content: string): CatalogueFileFormat =>
  /\.json$/i.test(name) || /^\s*[[{]/.test(content) ? 'json' : 'csv';

const KIND_LABEL: Record<CatalogueFileKind, { title: string; noun: [string, string] }> = {
  items: { title: 'Items', noun: ['item', 'items'] },
  brands: { title: 'Brands and categories', noun: ['brand or category', 'brands and categories'] },
};
const nounFor = (kind: CatalogueFileKind, n: number) => KIND_LABEL[kind].noun[n === 1 ? 0 : 1];

/** One line per file: what it holds, its two formats, and its columns. */
function ExportRow({ of, onNotice }: { of: CatalogueFileKind; onNotice: (text: string) => void }) {
  const [exportFile, exporting] = useLazyExportCatalogueQuery();
  const run = async (format: CatalogueFileFormat) => {
    try {
      const file = await exportFile({ format, of }).unwrap();
      downloadText(file.filename, file.content, file.mimeType);
      onNotice(`Exported ${file.count} ${nounFor(of, file.count)} as ${format.toUpperCase()}.`);
    } catch (err) {
      onNotice(saveErrorText(err, CATALOGUE_FILE_ERRORS.exportFailed));
    }
  };
  const columns = of === 'items' ? CATALOGUE_FILE_COLUMNS : CATALOGUE_BRAND_COLUMNS;
  return (
    <Box sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600, width: { xs: '100%', sm: 200 } }}>
          {KIND_LABEL[of].title}
        </Typography>
        {(['csv', 'json'] as const).map((format) => (
          <Button
            key={format}
            size="small"
            variant={format === 'csv' ? 'contained' : 'outlined'}
            startIcon={<FileDownloadOutlined />}
            disabled={exporting.isFetching}
            onClick={() => void run(format)}
            aria-label={`Export ${KIND_LABEL[of].title.toLowerCase()} as ${format.toUpperCase()}`}
          >
            {format.toUpperCase()}
          </Button>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, overflowWrap: 'anywhere' }}>
        Columns: {columns.join(', ')}
      </Typography>
    </Box>
  );
}

/** `brand-items/update-from-file`: the whole catalogue out as a file, and an edited file back in as an update. */
export function CatalogueFileScreen() {
  const [picked, setPicked] = useState<Picked | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [onlyChanges, setOnlyChanges] = useState(true);
  const [check, checked] = useImportCatalogueMutation();
  const [apply, applied] = useImportCatalogueMutation();
  const preview = picked ? checked.data : undefined;
  const rows = useMemo(() => (preview?.rows ?? []).map(toBulkRow), [preview]);
  const { dialog } = useUnsavedChanges(Boolean(preview && preview.changed > 0) && !applied.isLoading);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    applied.reset();
    setTooLarge(file.size > CATALOGUE_FILE_MAX_CHARS);
    if (file.size > CATALOGUE_FILE_MAX_CHARS) return setPicked(null);
    const content = await file.text();
    const next = { name: file.name, content, format: formatOf(file.name, content) };
    setPicked(next);
    await check({ format: next.format, content, dryRun: true });
  };

  const onConfirm = async () => {
    if (!picked) return;
    const result = await apply({ format: picked.format, content: picked.content, dryRun: false });
    if ('data' in result) setPicked(null);
  };

  return (
    <AdminPage
      title="Update the catalogue from a file"
      crumbs={[{ label: 'Brand items', to: adminPaths.items(false) }, { label: 'Update from file' }]}
      subtitle="Export the catalogue, edit it in a spreadsheet, and upload it again. Nothing is saved until you confirm, and if any row is wrong, nothing is saved."
    >
      {applied.data && (
        <Alert severity="success" role="status" sx={{ mb: 2.5 }} onClose={applied.reset}>
          <AlertTitle>
            {applied.data.updated} {nounFor(applied.data.kind, applied.data.updated)} updated
          </AlertTitle>
          The storefront shows the new values now.
        </Alert>
      )}
      {applied.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
          <AlertTitle>Nothing was saved</AlertTitle>
          {saveErrorText(applied.error, CATALOGUE_FILE_ERRORS.importFailed)}
        </Alert>
      ) : null}

      <Section
        title="1. Export the catalogue"
        description={
          <>
            Every item of the site (brand and category items) in one file, its brands and categories in
            another. Prices are in the currency&apos;s units (12.99); features and image addresses are
            separated by <code>|</code>.
          </>
        }
      >
        <ExportRow of="items" onNotice={setNotice} />
        <ExportRow of="brands" onNotice={setNotice} />
        {notice && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} role="status">
            {notice}
          </Typography>
        )}
      </Section>

      <Section
        title="2. Upload the edited file"
        description={
          <>
            An item is found by <code>externalId</code>, or by <code>brandSlug</code> and{' '}
            <code>itemSlug</code>; a brand or category by <code>slug</code>. A column left out keeps its
            values; a row for something the site does not have is refused (add new items with Bulk create).
          </>
        }
      >
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <UploadFileButton inputLabel="Upload the edited catalogue file" onFile={onFile} />
          {picked && <Chip label={picked.name} onDelete={() => setPicked(null)} />}
          {checked.isLoading && <CircularProgress size={20} aria-label="Checking the file" />}
        </Box>
        {tooLarge && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {CATALOGUE_FILE_ERRORS.tooLarge}
          </Alert>
        )}
        {picked && checked.error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {saveErrorText(checked.error, CATALOGUE_FILE_ERRORS.importFailed)}
          </Alert>
        ) : null}
      </Section>

      {preview && (
        <Section
          title="3. Check the changes"
          actions={
            <FormControlLabel
              control={
                <Switch
                  size="small"
                  checked={onlyChanges}
                  onChange={(e) => setOnlyChanges(e.target.checked)}
                />
              }
              label="Only changes and problems"
              sx={{ mr: 0 }}
            />
          }
        >
          <Box
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}
            aria-live="polite"
            data-testid="file-counts"
          >
            <Chip label={`${rows.length} rows`} size="small" />
            <Chip label={`${preview.changed} to update`} size="small" color="success" variant="outlined" />
            <Chip label={`${preview.unchanged} unchanged`} size="small" variant="outlined" />
            <Chip
              label={`${preview.invalid} with problems`}
              size="small"
              color={preview.invalid ? 'error' : 'default'}
              variant={preview.invalid ? 'filled' : 'outlined'}
            />
          </Box>
          <ProblemSummary rows={rows} verb="updated" />
          {onlyChanges && preview.changed === 0 && preview.invalid === 0 ? (
            <Typography color="text.secondary">The file matches the catalogue: nothing to update.</Typography>
          ) : (
            <BulkPreview rows={rows} onlyProblems={onlyChanges} variant="update" />
          )}
        </Section>
      )}

      <StickyActionBar outlined>
        <Button
          variant="contained"
          disabled={!preview || preview.invalid > 0 || preview.changed === 0 || applied.isLoading}
          onClick={() => void onConfirm()}
          startIcon={applied.isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {applied.isLoading
            ? 'Updating…'
            : `Update ${preview?.changed || ''} ${nounFor(preview?.kind ?? 'items', preview?.changed ?? 0)}`.replace(
                '  ',
                ' ',
              )}
        </Button>
        <Typography variant="body2" color={preview?.invalid ? 'error' : 'text.secondary'}>
          {!preview
            ? 'Upload a file to see its changes.'
            : preview.invalid > 0
              ? `Fix ${preview.invalid} ${preview.invalid === 1 ? 'row' : 'rows'} in the file and upload it again.`
              : preview.changed === 0
                ? 'Nothing to update.'
                : 'All rows are ready.'}
        </Typography>
      </StickyActionBar>
      {dialog}
    </AdminPage>
  );
}

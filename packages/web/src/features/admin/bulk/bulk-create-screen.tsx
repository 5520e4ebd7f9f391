import { type BrandItem, ERRORS } from '@app/contract';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MuiLink from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useAdminBrandsQuery } from '../api/brands-admin-api';
import { useBulkCreateBrandItemsMutation } from '../api/items-admin-api';
import { AdminPage, Section } from '../components/admin-page';
import { StickyActionBar, saveErrorText } from '../components/form-status';
import { useUnsavedChanges } from '../components/unsaved-changes';
import { adminPaths, capitalise, itemNounOf, nounOf } from '../paths';
import { BulkPreview, ProblemSummary } from './bulk-preview';
import { CSV_COLUMNS, CSV_TEMPLATE, parseBulkText, withServerIssues } from './bulk-rows';

const SHOWN_LINKS = 12;

function Created({ items, onMore }: { items: BrandItem[]; onMore: () => void }) {
  return (
    <Alert
      severity="success"
      role="status"
      sx={{ mb: 2.5 }}
      onClose={onMore}
      slotProps={{ closeButton: { 'aria-label': 'Dismiss' } }}
    >
      <AlertTitle>
        {items.length} {items.length === 1 ? 'item' : 'items'} created
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.slice(0, SHOWN_LINKS).map((i) => (
          <li key={i.id}>
            <MuiLink component={Link} to={adminPaths.itemPage(i)}>
              {i.name}
            </MuiLink>{' '}
            <MuiLink component={Link} to={adminPaths.editItem(i)} sx={{ fontSize: 13 }}>
              edit
            </MuiLink>
          </li>
        ))}
      </Box>
      {items.length > SHOWN_LINKS && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          and {items.length - SHOWN_LINKS} more, first in{' '}
          <MuiLink component={Link} to={adminPaths.items(items[0]?.isCategory ?? false, items[0]?.brandSlug)}>
            the items list
          </MuiLink>
          .
        </Typography>
      )}
    </Alert>
  );
}

/** `brand-items/bulk-create` and `category-items/bulk-create`: many items in one all-or-nothing call. */
export function BulkCreateScreen({ mode }: { mode: 'brand' | 'category' }) {
  const isCategory = mode === 'category';
  const owner = nounOf(isCategory);
  const noun = itemNounOf(isCategory);
  const brands = useAdminBrandsQuery({ isCategory });
  const [text, setText] = useState('');
  const [defaultBrand, setDefaultBrand] = useState('');
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const [submit, submitted] = useBulkCreateBrandItemsMutation();
  const deferred = useDeferredValue(text);

  const known = useMemo(() => new Set((brands.data ?? []).map((b) => b.slug)), [brands.data]);
  const parsed = useMemo(
    () =>
      parseBulkText(deferred, {
        defaultBrandSlug: defaultBrand || undefined,
        knownBrandSlugs: brands.data ? known : undefined,
        ownerNoun: owner,
      }),
    [deferred, defaultBrand, known, brands.data, owner],
  );
  // The server's row problems apply to the text that was sent, not to a text edited since.
  const [refused, setRefused] = useState<{
    text: string;
    issues: { path: string; message: string }[];
  } | null>(null);
  const rows =
    refused && refused.text === deferred ? withServerIssues(parsed.rows, refused.issues) : parsed.rows;
  const invalid = rows.filter((r) => !r.valid).length;
  const valid = rows.length - invalid;
  const { dialog } = useUnsavedChanges(text.trim() !== '' && !submitted.isLoading);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    setText(await file.text());
    submitted.reset();
  };

  const onSubmit = async () => {
    const sentText = deferred;
    const result = await submit(rows.map((r) => r.body) as never);
    if ('data' in result && result.data) {
      setText('');
      setFileName(null);
      setRefused(null);
    } else if ('error' in result && isApiError(result.error)) {
      setRefused({ text: sentText, issues: result.error.issues ?? [] });
      setOnlyProblems(true);
    }
  };

  const template = `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`;

  return (
    <AdminPage
      title={`Bulk create ${noun}s`}
      crumbs={[{ label: capitalise(`${noun}s`), to: adminPaths.items(isCategory) }, { label: 'Bulk create' }]}
      subtitle="Paste or upload CSV or JSON rows, check the preview, then create them all at once. If any row is refused, nothing is saved."
    >
      {submitted.data && <Created items={submitted.data} onMore={submitted.reset} />}
      {submitted.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
          <AlertTitle>Nothing was saved</AlertTitle>
          {saveErrorText(submitted.error, ERRORS.brandItemsCreate)}
        </Alert>
      ) : null}

      <Section
        title="1. Rows"
        description={
          <>
            CSV needs a header line with <code>name</code>; other columns:{' '}
            {CSV_COLUMNS.filter((c) => c !== 'name').join(', ')}. Separate several features or image addresses
            with <code>|</code>. JSON: an array of item objects.
          </>
        }
      >
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          <TextField
            select
            size="small"
            label={`Default ${owner}`}
            value={defaultBrand}
            onChange={(e) => setDefaultBrand(e.target.value)}
            sx={{ minWidth: 240 }}
            helperText="For rows without brandSlug or brandId"
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
            {(brands.data ?? []).map((b) => (
              <MenuItem key={b.id} value={b.slug}>
                {b.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            component="label"
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            sx={{ alignSelf: 'flex-start' }}
          >
            Upload .csv or .json
            <input
              hidden
              type="file"
              accept=".csv,.json,text/csv,application/json"
              onChange={(e) => void onFile(e)}
              aria-label="Upload a CSV or JSON file"
            />
          </Button>
          <Button
            component="a"
            href={template}
            download="items-template.csv"
            startIcon={<FileDownloadOutlined />}
            sx={{ alignSelf: 'flex-start' }}
          >
            CSV template
          </Button>
          {fileName && (
            <Chip
              label={fileName}
              onDelete={() => {
                setFileName(null);
                setText('');
              }}
              sx={{ alignSelf: 'flex-start', mt: 0.5 }}
            />
          )}
        </Box>
        <TextField
          label="CSV or JSON"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (submitted.isSuccess) submitted.reset();
          }}
          multiline
          minRows={6}
          maxRows={12}
          fullWidth
          placeholder={CSV_TEMPLATE}
          slotProps={{
            htmlInput: {
              spellCheck: false,
              'aria-label': 'CSV or JSON rows',
              style: {
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
                fontSize: 13,
                whiteSpace: 'pre',
                overflowX: 'auto',
              },
            },
          }}
        />
      </Section>

      <Section
        title="2. Preview"
        actions={
          rows.length > 0 ? (
            <FormControlLabel
              control={
                <Switch
                  size="small"
                  checked={onlyProblems}
                  onChange={(e) => setOnlyProblems(e.target.checked)}
                />
              }
              label="Only rows with problems"
              sx={{ mr: 0 }}
            />
          ) : undefined
        }
      >
        {parsed.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {parsed.error}
          </Alert>
        )}
        {rows.length === 0 && !parsed.error ? (
          <Typography color="text.secondary">
            Rows appear here as soon as you paste or upload them.
          </Typography>
        ) : null}
        {rows.length > 0 && (
          <>
            <Box
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}
              aria-live="polite"
              data-testid="bulk-counts"
            >
              <Chip label={`${rows.length} rows`} size="small" />
              <Chip label={`${valid} ready`} size="small" color="success" variant="outlined" />
              <Chip
                label={`${invalid} with problems`}
                size="small"
                color={invalid ? 'error' : 'default'}
                variant={invalid ? 'filled' : 'outlined'}
              />
            </Box>
            <ProblemSummary rows={rows} verb="created" />
            <BulkPreview rows={rows} onlyProblems={onlyProblems} />
          </>
        )}
      </Section>

      <StickyActionBar outlined>
        <Button
          variant="contained"
          disabled={rows.length === 0 || invalid > 0 || submitted.isLoading || Boolean(parsed.error)}
          onClick={() => void onSubmit()}
          startIcon={submitted.isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {submitted.isLoading
            ? 'Creating…'
            : `Create ${valid || ''} ${valid === 1 ? noun : `${noun}s`}`.replace('  ', ' ')}
        </Button>
        <Typography variant="body2" color={invalid ? 'error' : 'text.secondary'}>
          {invalid > 0
            ? `Fix ${invalid} ${invalid === 1 ? 'row' : 'rows'} to continue.`
            : rows.length > 0
              ? 'All rows are ready.'
              : ''}
        </Typography>
      </StickyActionBar>
      {dialog}
    </AdminPage>
  );
}

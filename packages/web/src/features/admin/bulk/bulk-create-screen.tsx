import { ERRORS } from '@app/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { AdminPage, Section } from '../components/admin-page';
import { StickyActionBar, saveErrorText } from '../components/form-status';
import { useUnsavedChanges } from '../components/unsaved-changes';
import { adminPaths, capitalise, itemNounOf } from '../paths';
import { BulkCreated } from './bulk-created';
import { BulkPreview, ProblemSummary } from './bulk-preview';
import { BulkRowsInput } from './bulk-rows-input';
import { useBulkCreate } from './use-bulk-create';

/** `brand-items/bulk-create` and `category-items/bulk-create`: many items in one all-or-nothing call. */
export function BulkCreateScreen({ mode }: { mode: 'brand' | 'category' }) {
  const isCategory = mode === 'category';
  const noun = itemNounOf(isCategory);
  const bulk = useBulkCreate(isCategory);
  const { rows, invalid, valid, submitted } = bulk;
  const { dialog } = useUnsavedChanges(bulk.text.trim() !== '' && !submitted.isLoading);

  return (
    <AdminPage
      title={`Bulk create ${noun}s`}
      crumbs={[{ label: capitalise(`${noun}s`), to: adminPaths.items(isCategory) }, { label: 'Bulk create' }]}
      subtitle="Paste or upload CSV or JSON rows, check the preview, then create them all at once. If any row is refused, nothing is saved."
    >
      {submitted.data && <BulkCreated items={submitted.data} onMore={submitted.reset} />}
      {submitted.error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
          <AlertTitle>Nothing was saved</AlertTitle>
          {saveErrorText(submitted.error, ERRORS.brandItemsCreate)}
        </Alert>
      ) : null}

      <BulkRowsInput
        isCategory={isCategory}
        text={bulk.text}
        onText={bulk.onText}
        fileName={bulk.fileName}
        onFile={bulk.onFile}
        onClearFile={bulk.clearFile}
        defaultBrand={bulk.defaultBrand}
        onDefaultBrand={bulk.setDefaultBrand}
      />

      <Section
        title="2. Preview"
        actions={
          rows.length > 0 ? (
            <FormControlLabel
              control={
                <Switch
                  size="small"
                  checked={bulk.onlyProblems}
                  onChange={(e) => bulk.setOnlyProblems(e.target.checked)}
                />
              }
              label="Only rows with problems"
              sx={{ mr: 0 }}
            />
          ) : undefined
        }
      >
        {bulk.parseError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {bulk.parseError}
          </Alert>
        )}
        {rows.length === 0 && !bulk.parseError ? (
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
            <BulkPreview rows={rows} onlyProblems={bulk.onlyProblems} />
          </>
        )}
      </Section>

      <StickyActionBar outlined>
        <Button
          variant="contained"
          disabled={rows.length === 0 || invalid > 0 || submitted.isLoading || Boolean(bulk.parseError)}
          onClick={() => void bulk.onSubmit()}
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

import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { Section } from '../components/admin-page';
import { type BrandChoice, BrandPicker } from '../components/brand-picker';
import { UploadFileButton } from '../components/upload-file-button';
import { nounOf } from '../paths';
import { CSV_COLUMNS, CSV_TEMPLATE } from './bulk-rows';

const template = `data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`;

/** Step 1 of a bulk create: the rows, pasted or uploaded, and the brand for rows that name none. */
export function BulkRowsInput({
  isCategory,
  text,
  onText,
  fileName,
  onFile,
  onClearFile,
  defaultBrand,
  onDefaultBrand,
}: {
  isCategory: boolean;
  text: string;
  onText: (text: string) => void;
  fileName: string | null;
  onFile: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
  onClearFile: () => void;
  defaultBrand: BrandChoice | null;
  onDefaultBrand: (brand: BrandChoice | null) => void;
}) {
  return (
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
        <Box sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 1 320px' } }}>
          <BrandPicker
            id="bulk-default-brand"
            size="small"
            isCategory={isCategory}
            label={`Default ${nounOf(isCategory)}`}
            value={defaultBrand}
            onChange={onDefaultBrand}
            helperText="For rows without brandSlug or brandId"
          />
        </Box>
        <UploadFileButton
          inputLabel="Upload a CSV or JSON file"
          onFile={onFile}
          sx={{ alignSelf: 'flex-start' }}
        />
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
          <Chip label={fileName} onDelete={onClearFile} sx={{ alignSelf: 'flex-start', mt: 0.5 }} />
        )}
      </Box>
      <TextField
        label="CSV or JSON"
        value={text}
        onChange={(e) => onText(e.target.value)}
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
  );
}

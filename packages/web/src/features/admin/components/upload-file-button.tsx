import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ChangeEvent } from 'react';

/** The button that picks a catalogue file (CSV or JSON) to read. */
export function UploadFileButton({
  inputLabel,
  onFile,
  sx,
}: {
  /** The file input's accessible name, saying what the file is for. */
  inputLabel: string;
  onFile: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
  sx?: SxProps<Theme>;
}) {
  return (
    <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />} sx={sx}>
      Upload .csv or .json
      <input
        hidden
        type="file"
        accept=".csv,.json,text/csv,application/json"
        onChange={(e) => void onFile(e)}
        aria-label={inputLabel}
      />
    </Button>
  );
}

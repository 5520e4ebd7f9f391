import { BANKING_CSV_COLUMNS, BANKING_ERRORS, type BankingImportResult } from '@app/contract';
import UploadFile from '@mui/icons-material/UploadFile';
import { useMediaQuery, useTheme } from '@mui/material';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { apiErrorText } from '../../lib/api-error';
import { useImportBankingMutation } from './banking-api';

/**
 * Choose a CSV, see every row checked by the server, then import all of them or none: the
 * import button stays off while any row has a problem.
 */
export function ImportDialog({ onClose }: { onClose: (imported?: number) => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<BankingImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [run, { isLoading }] = useImportBankingMutation();

  async function choose(file: File | undefined) {
    if (!file) return;
    setFileName(file.name);
    setPreview(null);
    setFailure(null);
    const text = await file.text();
    setCsv(text);
    try {
      setPreview(await run({ csv: text, dryRun: true }).unwrap());
    } catch (err) {
      setFailure(apiErrorText(err, { failed: BANKING_ERRORS.importFailed }));
    }
  }

  async function commit() {
    if (!csv) return;
    try {
      const done = await run({ csv, dryRun: false }).unwrap();
      onClose(done.imported);
    } catch (err) {
      setFailure(apiErrorText(err, { failed: BANKING_ERRORS.importFailed }));
    }
  }

  const bad = preview?.rows.filter((r) => r.errors.length > 0) ?? [];
  return (
    <Dialog open onClose={() => !isLoading && onClose()} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>Import records from CSV</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Columns by name, in any order: {BANKING_CSV_COLUMNS.join(', ')}. The first four are required;
          amounts are positive decimals with a dot (direction says income or expense). An export imports as it
          is.
        </Typography>
        <Button component="label" variant="outlined" startIcon={<UploadFile />} disabled={isLoading}>
          {fileName ? 'Choose another file' : 'Choose a CSV file'}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label="CSV file"
            onChange={(e) => {
              void choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
        {fileName && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {fileName}
          </Typography>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {failure}
          </Alert>
        )}
        {preview && (
          <Box sx={{ mt: 2 }}>
            {bad.length === 0 ? (
              <Alert severity="success">
                {preview.valid} {preview.valid === 1 ? 'record is' : 'records are'} ready to import.
              </Alert>
            ) : (
              <>
                <Alert severity="warning" sx={{ mb: 1.5 }}>
                  {bad.length} of {preview.rows.length} rows have problems. Nothing is imported until every
                  row is right: correct the file and choose it again.
                </Alert>
                <Box sx={{ maxHeight: 320, overflow: 'auto' }}>
                  <Table size="small" stickyHeader aria-label="Rows with problems">
                    <TableHead>
                      <TableRow>
                        <TableCell>Line</TableCell>
                        <TableCell>Row</TableCell>
                        <TableCell>Problems</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {bad.map((r) => (
                        <TableRow key={r.line}>
                          <TableCell>{r.line}</TableCell>
                          <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>
                            {[r.values.date, r.values.amount, r.values.currencyType, r.values.direction].join(
                              ', ',
                            )}
                          </TableCell>
                          <TableCell>
                            {r.errors.map((e) => (
                              <Typography key={e.field + e.message} variant="body2" color="error">
                                {e.field}: {e.message}
                              </Typography>
                            ))}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Box>
              </>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onClose()} disabled={isLoading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={commit} disabled={isLoading || !preview || bad.length > 0}>
          {preview && bad.length === 0 ? `Import ${preview.valid} records` : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { BANKING_ERRORS, type BankingRecord } from '@app/contract';
import Add from '@mui/icons-material/Add';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminPage } from '../../components/admin-page';
import { apiErrorText } from '../../lib/api-error';
import { useDocumentHead } from '../../lib/document-head';
import { downloadText } from '../../lib/download';
import {
  type BankingFilterArgs,
  useBankingRecordsQuery,
  useBankingSummaryQuery,
  useDeleteBankingRecordMutation,
  useLazyExportBankingQuery,
} from './banking-api';
import { BankingFilters } from './banking-filters';
import { BankingSummaryCards } from './banking-summary';
import { ImportDialog } from './import-dialog';
import { formatMoney } from './money';
import { RecordDialog } from './record-dialog';
import { RecordsTable } from './records-table';

type Editing = { record: BankingRecord | null } | null;

function DeleteDialog({
  record,
  onClose,
}: {
  record: BankingRecord;
  onClose: (deleted?: BankingRecord) => void;
}) {
  const [remove, { isLoading, error }] = useDeleteBankingRecordMutation();
  const amount = formatMoney(record.amount, record.currencyType);
  return (
    <Dialog
      open
      onClose={() => !isLoading && onClose()}
      maxWidth="xs"
      fullWidth
      aria-labelledby="delete-title"
    >
      <DialogTitle id="delete-title">Delete this record?</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">
          {record.date} · {record.direction} of {amount}
          {record.counterparty ? ` · ${record.counterparty}` : ''}. This cannot be undone.
          {error ? (
            <Box component="span" role="alert" sx={{ display: 'block', mt: 1.5, color: 'error.main' }}>
              {apiErrorText(error, { failed: BANKING_ERRORS.delete })}
            </Box>
          ) : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onClose()} disabled={isLoading} autoFocus>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={isLoading}
          onClick={async () => {
            try {
              await remove(record.id).unwrap();
              onClose(record);
            } catch {
              // The dialog shows why.
            }
          }}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The site's books: records with filters and totals, a summary per currency, CSV in and out. */
export function BankingScreen() {
  useDocumentHead({ title: 'Banking' });
  const [filters, setFilters] = useState<BankingFilterArgs>({});
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BankingRecord | null>(null);
  const [importing, setImporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const badRange = Boolean(filters.from && filters.to && filters.from > filters.to);

  const list = useBankingRecordsQuery({ ...filters, page }, { skip: badRange });
  const { direction: _direction, ...summaryFilters } = filters;
  const summary = useBankingSummaryQuery(summaryFilters, { skip: badRange });
  const everything = useBankingSummaryQuery({});
  const [exportCsv, exporting] = useLazyExportBankingQuery();

  const currencies = (everything.data ?? []).map((s) => s.currencyType);
  const categories = [
    ...new Set((everything.data ?? []).flatMap((s) => s.byCategory.map((c) => c.category))),
  ];
  const changeFilters = (next: BankingFilterArgs) => {
    setFilters(next);
    setPage(1);
  };

  async function runExport() {
    try {
      const file = await exportCsv(filters).unwrap();
      downloadText(file.filename, file.csv, 'text/csv;charset=utf-8');
      setNotice(`Exported ${file.count} ${file.count === 1 ? 'record' : 'records'}.`);
    } catch (err) {
      setNotice(apiErrorText(err, { failed: BANKING_ERRORS.exportFailed }));
    }
  }

  const data = list.data;
  return (
    <AdminPage
      title="Banking"
      crumbs={[{ label: 'Banking' }]}
      subtitle="The site's income and expenses, exact to the cent in each currency."
      actions={
        <>
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ record: null })}>
            New record
          </Button>
          <Button variant="outlined" startIcon={<FileUploadOutlined />} onClick={() => setImporting(true)}>
            Import CSV
          </Button>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={runExport}
            disabled={exporting.isFetching}
          >
            Export CSV
          </Button>
        </>
      }
    >
      <BankingFilters value={filters} currencies={currencies} onChange={changeFilters} />

      {summary.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {apiErrorText(summary.error, { failed: BANKING_ERRORS.fetchSummary })}
        </Alert>
      ) : (
        <BankingSummaryCards summary={summary.data ?? []} />
      )}

      <Paper variant="outlined" sx={{ borderRadius: 2, p: { xs: 1, md: 1.5 } }}>
        {list.error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => list.refetch()}>
                Try again
              </Button>
            }
          >
            {apiErrorText(list.error, { failed: BANKING_ERRORS.fetchRecords })}
          </Alert>
        ) : !data ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading records" />
          </Box>
        ) : data.items.length === 0 ? (
          <Box sx={{ py: 5, textAlign: 'center' }}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {data.total === 0 && Object.values(filters).every((v) => !v)
                ? 'No records yet. Add the first one, or import a CSV.'
                : 'No records match these filters.'}
            </Typography>
          </Box>
        ) : (
          <>
            <RecordsTable
              records={data.items}
              totals={data.totals}
              onEdit={(record) => setEditing({ record })}
              onDelete={setDeleting}
            />
            {data.pageCount > 1 && (
              <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1.5 }}>
                <Pagination
                  page={page}
                  count={data.pageCount}
                  onChange={(_, p) => setPage(p)}
                  size="small"
                  aria-label="Record pages"
                />
              </Box>
            )}
          </>
        )}
      </Paper>

      {editing && (
        <RecordDialog
          record={editing.record}
          defaultCurrency={filters.currencyType ?? currencies[0] ?? 'USD'}
          categories={categories}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setNotice(editing.record ? 'Record saved.' : 'Record added.');
          }}
        />
      )}
      {deleting && (
        <DeleteDialog
          record={deleting}
          onClose={(deleted) => {
            setDeleting(null);
            if (deleted) setNotice('Record deleted.');
            // The record being edited is gone too (spec section 4).
            if (deleted && editing?.record?.id === deleted.id) setEditing(null);
          }}
        />
      )}
      {importing && (
        <ImportDialog
          onClose={(imported) => {
            setImporting(false);
            if (imported !== undefined)
              setNotice(`Imported ${imported} ${imported === 1 ? 'record' : 'records'}.`);
          }}
        />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </AdminPage>
  );
}

import { clip } from '@app/contract';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import HorizontalRule from '@mui/icons-material/HorizontalRule';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPrice } from '../../../lib/format';
import type { BulkRow } from './bulk-rows';

/** Rows beyond this are counted but not drawn; problems are always drawn first. */
const MAX_SHOWN = 300;

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

const SUMMARISED = 5;

/** The rows with problems, named first, so a bad row is seen without scrolling the table. */
export function ProblemSummary({ rows, verb }: { rows: BulkRow[]; verb: 'created' | 'updated' }) {
  const bad = rows.filter((r) => !r.valid);
  if (bad.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 1.5 }}>
      <AlertTitle>
        {bad.length} {bad.length === 1 ? 'row needs' : 'rows need'} a fix before anything can be {verb}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {bad.slice(0, SUMMARISED).map((r) => (
          <li key={r.number}>
            Row {r.number}: {r.problems.join('; ')}
          </li>
        ))}
      </Box>
      {bad.length > SUMMARISED && (
        <Typography variant="body2">and {bad.length - SUMMARISED} more below.</Typography>
      )}
    </Alert>
  );
}

/** What an update row would change: one line per column, the file's value after the arrow. */
function ChangeList({ changes }: { changes: NonNullable<BulkRow['changes']> }) {
  if (changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {changes.map((c) => (
        <Typography key={c.column} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {c.column}:
          </Box>{' '}
          <Box component="del" sx={{ color: 'text.secondary' }}>
            {clip(c.from, 80) || '(empty)'}
          </Box>{' '}
          → <strong>{clip(c.to, 80) || '(empty)'}</strong>
        </Typography>
      ))}
    </Box>
  );
}

/** Ready, no change, or the row's problems. */
function RowStatus({ row, update }: { row: BulkRow; update: boolean }) {
  return row.valid && update && !row.changes?.length ? (
    <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', color: 'text.secondary' }}>
      <HorizontalRule sx={{ fontSize: 18 }} />
      <Typography variant="body2">No change</Typography>
    </Box>
  ) : row.valid ? (
    <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', color: 'success.main' }}>
      <CheckCircle sx={{ fontSize: 18 }} />
      <Typography variant="body2">Ready</Typography>
    </Box>
  ) : (
    <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start', color: 'error.main' }}>
      <ErrorOutline sx={{ fontSize: 18, mt: 0.25 }} />
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {row.problems.map((p) => (
          <Typography key={p} component="li" variant="body2">
            {p}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The rows of a bulk create, or of an update by file (`variant="update"`: the changes instead of
 * the price, and "No change" for rows the file leaves as they are).
 */
export function BulkPreview({
  rows,
  onlyProblems,
  variant = 'create',
}: {
  rows: BulkRow[];
  onlyProblems: boolean;
  variant?: 'create' | 'update';
}) {
  const update = variant === 'update';
  const chosen = onlyProblems ? rows.filter((r) => !r.valid || (update && r.changes?.length)) : rows;
  const shown = chosen.slice(0, MAX_SHOWN);
  return (
    <>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, maxHeight: 560 }}>
        <Table size="small" stickyHeader aria-label={update ? 'Rows to update' : 'Rows to create'}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 64 }}>Row</TableCell>
              <TableCell>Name</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Brand</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Slug</TableCell>
              {update ? (
                <TableCell>Changes</TableCell>
              ) : (
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  Price
                </TableCell>
              )}
              <TableCell sx={update ? { display: { xs: 'none', sm: 'table-cell' } } : undefined}>
                Status
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow
                key={row.number}
                data-testid={`bulk-row-${row.number}`}
                sx={{ bgcolor: row.valid ? undefined : 'rgba(211, 47, 47, 0.05)', verticalAlign: 'top' }}
              >
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}>
                  {row.number}
                </TableCell>
                <TableCell sx={{ fontWeight: 500, minWidth: 120, maxWidth: 280, overflowWrap: 'anywhere' }}>
                  {text(row.body.name) || (
                    <Box component="span" sx={{ color: 'text.disabled' }}>
                      (no name)
                    </Box>
                  )}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {text(row.body.brandSlug) || text(row.body.brandId)}
                </TableCell>
                <TableCell
                  sx={{
                    display: { xs: 'none', md: 'table-cell' },
                    color: 'text.secondary',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {row.slug}
                </TableCell>
                {update ? (
                  <TableCell sx={{ minWidth: { xs: 0, sm: 160 } }}>
                    {/* A phone has no room for the status column: a row without changes shows its status here. */}
                    <Box
                      sx={{
                        display: { xs: row.valid && row.changes?.length ? 'block' : 'none', sm: 'block' },
                      }}
                    >
                      <ChangeList changes={row.changes ?? []} />
                    </Box>
                    <Box
                      sx={{
                        display: { xs: row.valid && row.changes?.length ? 'none' : 'block', sm: 'none' },
                      }}
                    >
                      <RowStatus row={row} update />
                    </Box>
                  </TableCell>
                ) : (
                  <TableCell
                    align="right"
                    sx={{ display: { xs: 'none', sm: 'table-cell' }, fontVariantNumeric: 'tabular-nums' }}
                  >
                    {typeof row.body.priceMinor === 'number'
                      ? formatPrice(row.body.priceMinor, text(row.body.currency).toUpperCase() || 'USD')
                      : '—'}
                  </TableCell>
                )}
                <TableCell
                  sx={{
                    minWidth: { xs: 120, sm: 180 },
                    display: update ? { xs: 'none', sm: 'table-cell' } : undefined,
                  }}
                >
                  <RowStatus row={row} update={update} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {chosen.length > shown.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Showing the first {MAX_SHOWN} of {chosen.length} rows.
        </Typography>
      )}
    </>
  );
}

import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMinor } from '../items/money';
import type { BulkRow } from './bulk-rows';

/** Rows beyond this are counted but not drawn; problems are always drawn first. */
const MAX_SHOWN = 300;

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export function BulkPreview({ rows, onlyProblems }: { rows: BulkRow[]; onlyProblems: boolean }) {
  const chosen = onlyProblems ? rows.filter((r) => !r.valid) : rows;
  const shown = chosen.slice(0, MAX_SHOWN);
  return (
    <>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, maxHeight: 560 }}>
        <Table size="small" stickyHeader aria-label="Rows to create">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 64 }}>Row</TableCell>
              <TableCell>Name</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Brand</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Slug</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                Price
              </TableCell>
              <TableCell>Status</TableCell>
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
                <TableCell
                  align="right"
                  sx={{ display: { xs: 'none', sm: 'table-cell' }, fontVariantNumeric: 'tabular-nums' }}
                >
                  {typeof row.body.priceMinor === 'number'
                    ? formatMinor(row.body.priceMinor, text(row.body.currency).toUpperCase() || 'USD')
                    : '—'}
                </TableCell>
                <TableCell sx={{ minWidth: { xs: 120, sm: 180 } }}>
                  {row.valid ? (
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
                  )}
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

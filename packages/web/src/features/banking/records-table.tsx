import type { BankingRecord, CurrencyTotals } from '@app/contract';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../components/visually-hidden';
import { formatMoney } from './money';

const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;

const signed = (r: BankingRecord) => (r.direction === 'expense' ? `-${r.amount}` : r.amount);

/** The page of records, and below it the totals of every record the filter matches. */
export function RecordsTable({
  records,
  totals,
  onEdit,
  onDelete,
}: {
  records: BankingRecord[];
  totals: CurrencyTotals[];
  onEdit: (r: BankingRecord) => void;
  onDelete: (r: BankingRecord) => void;
}) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Banking records">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 104, ...hideOnPhone }}>Date</TableCell>
            <TableCell>Details</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right" sx={{ width: 88 }}>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((r) => (
            <TableRow key={r.id} hover data-testid="banking-row">
              <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top', ...hideOnPhone }}>
                {r.date}
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top', minWidth: 120, px: { xs: 1, sm: 2 } }}>
                <Typography variant="caption" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                  {r.date}
                </Typography>
                <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {r.counterparty || (r.direction === 'income' ? 'Income' : 'Expense')}
                  </Typography>
                  {r.category && <Chip label={r.category} size="small" sx={{ height: 20, fontSize: 12 }} />}
                </Box>
                {(r.note || r.reference) && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="p"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {[r.note, r.reference && `Ref. ${r.reference}`].filter(Boolean).join(' · ')}
                  </Typography>
                )}
              </TableCell>
              <TableCell
                align="right"
                sx={{
                  verticalAlign: 'top',
                  whiteSpace: 'nowrap',
                  fontWeight: 600,
                  color: r.direction === 'income' ? 'success.main' : 'error.main',
                }}
              >
                {formatMoney(signed(r), r.currencyType, { signed: true })}
              </TableCell>
              <TableCell
                align="right"
                sx={{ verticalAlign: 'top', whiteSpace: 'nowrap', py: 0.25, px: { xs: 0.5, sm: 2 } }}
              >
                <IconButton size="small" aria-label={`Edit record of ${r.date}`} onClick={() => onEdit(r)}>
                  <EditOutlined fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Delete record of ${r.date}`}
                  onClick={() => onDelete(r)}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        {totals.length > 0 && (
          <TableFooter>
            {totals.map((t) => (
              <TableRow key={t.currencyType} data-testid={`totals-${t.currencyType}`}>
                <TableCell sx={hideOnPhone} />
                <TableCell sx={{ color: 'text.primary', fontWeight: 600, px: { xs: 1, sm: 2 } }}>
                  Total {t.currencyType}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    ({t.count} · in {formatMoney(t.income, t.currencyType)} · out{' '}
                    {formatMoney(t.expense, t.currencyType)})
                  </Typography>
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ color: 'text.primary', fontWeight: 700, whiteSpace: 'nowrap' }}
                >
                  {formatMoney(t.balance, t.currencyType, { signed: true })}
                </TableCell>
                <TableCell />
              </TableRow>
            ))}
          </TableFooter>
        )}
      </Table>
    </Box>
  );
}

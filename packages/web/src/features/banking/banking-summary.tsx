import type { CurrencySummary } from '@app/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from './money';

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const monthLabel = (m: string) => monthFormat.format(new Date(`${m}-01T00:00:00Z`));

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'success' | 'error' }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        sx={{
          fontWeight: 700,
          fontSize: { xs: 16, md: 18 },
          color: tone ? `${tone}.main` : 'text.primary',
          overflowWrap: 'anywhere',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** One currency: income, expense and balance, and a bar chart of its months. */
function CurrencyCard({ s }: { s: CurrencySummary }) {
  const theme = useTheme();
  const balanceNegative = s.balance.startsWith('-');
  // The chart draws numbers; the exact figures are the strings above and in the tooltip.
  const months = s.byMonth.map((m) => ({ ...m, inc: Number(m.income), exp: Number(m.expense) }));
  const byMonth = new Map(s.byMonth.map((m) => [m.month, m]));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`Summary in ${s.currencyType}`}
      data-testid={`summary-${s.currencyType}`}
      sx={{ p: { xs: 1.5, md: 2 }, borderRadius: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {s.currencyType}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {s.count} {s.count === 1 ? 'record' : 'records'}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, mb: 1.5 }}>
        <Figure label="Income" value={formatMoney(s.income, s.currencyType)} tone="success" />
        <Figure label="Expense" value={formatMoney(s.expense, s.currencyType)} tone="error" />
        <Figure
          label="Balance"
          value={formatMoney(s.balance, s.currencyType)}
          {...(balanceNegative ? { tone: 'error' as const } : {})}
        />
      </Box>
      {months.length > 0 && (
        <Box
          sx={{ height: 160, mx: -1 }}
          role="img"
          aria-label={`Income and expense per month in ${s.currencyType}`}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={months} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
              <XAxis dataKey="month" tickFormatter={monthLabel} tick={{ fontSize: 11 }} />
              <YAxis tick={{ fontSize: 11 }} width={56} />
              <Tooltip
                labelFormatter={(m) => monthLabel(String(m))}
                formatter={(_value, name, item) => {
                  const m = byMonth.get(String((item.payload as { month: string }).month));
                  const exact = name === 'Income' ? m?.income : m?.expense;
                  return [exact ? formatMoney(exact, s.currencyType) : '', name];
                }}
              />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar
                isAnimationActive={false}
                dataKey="inc"
                name="Income"
                fill={theme.palette.success.main}
                radius={[3, 3, 0, 0]}
              />
              <Bar
                isAnimationActive={false}
                dataKey="exp"
                name="Expense"
                fill={theme.palette.error.main}
                radius={[3, 3, 0, 0]}
              />
            </BarChart>
          </ResponsiveContainer>
        </Box>
      )}
    </Paper>
  );
}

export function BankingSummaryCards({ summary }: { summary: CurrencySummary[] }) {
  if (summary.length === 0) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: summary.length === 1 ? '1fr' : 'repeat(2, minmax(0, 1fr))' },
        mb: 2.5,
      }}
    >
      {summary.map((s) => (
        <CurrencyCard key={s.currencyType} s={s} />
      ))}
    </Box>
  );
}

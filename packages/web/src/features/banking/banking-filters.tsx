import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { BankingFilterArgs } from './banking-api';

const empty = (f: BankingFilterArgs) => !f.currencyType && !f.from && !f.to && !f.category && !f.direction;

export function BankingFilters({
  value,
  currencies,
  onChange,
}: {
  value: BankingFilterArgs;
  currencies: string[];
  onChange: (next: BankingFilterArgs) => void;
}) {
  // The category is typed: ask once the typing stops.
  const [category, setCategory] = useState(value.category ?? '');
  const settled = useDebouncedValue(category, 350);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the text asks again
  useEffect(() => {
    if ((settled || undefined) !== value.category) onChange({ ...value, category: settled || undefined });
  }, [settled]);
  useEffect(() => setCategory(value.category ?? ''), [value.category]);

  const badRange = Boolean(value.from && value.to && value.from > value.to);
  const options =
    value.currencyType && !currencies.includes(value.currencyType)
      ? [value.currencyType, ...currencies]
      : currencies;
  return (
    <Box
      role="search"
      aria-label="Filter records"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr)) auto' },
        alignItems: 'start',
        mb: 2,
      }}
    >
      <TextField
        select
        size="small"
        label="Currency"
        value={value.currencyType ?? ''}
        onChange={(e) => onChange({ ...value, currencyType: e.target.value || undefined })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All currencies</MenuItem>
        {options.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Direction"
        value={value.direction ?? ''}
        onChange={(e) =>
          onChange({ ...value, direction: (e.target.value || undefined) as BankingFilterArgs['direction'] })
        }
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All directions</MenuItem>
        <MenuItem value="income">Income</MenuItem>
        <MenuItem value="expense">Expense</MenuItem>
      </TextField>
      <TextField
        size="small"
        type="date"
        label="From"
        value={value.from ?? ''}
        error={badRange}
        helperText={badRange ? 'After the end date' : undefined}
        onChange={(e) => onChange({ ...value, from: e.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label="To"
        value={value.to ?? ''}
        error={badRange}
        onChange={(e) => onChange({ ...value, to: e.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        label="Category"
        value={category}
        onChange={(e) => setCategory(e.target.value)}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
      <Button
        onClick={() => {
          setCategory('');
          onChange({});
        }}
        disabled={empty(value)}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: { xs: 'start', md: 'stretch' } }}
      >
        Clear filters
      </Button>
    </Box>
  );
}

import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { DateRangeFilter, FilterBar, SelectFilter } from '../../components/filter-bar';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { BankingFilterArgs } from './banking-api';

const empty = (f: BankingFilterArgs) => !f.currencyType && !f.from && !f.to && !f.category && !f.direction;

const directions = [
  { value: 'income', label: 'Income' },
  { value: 'expense', label: 'Expense' },
] as const;

/** Currency, direction, a range of days and a category; each change asks again from page one. */
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

  const options =
    value.currencyType && !currencies.includes(value.currencyType)
      ? [value.currencyType, ...currencies]
      : currencies;
  return (
    <FilterBar
      label="Filter records"
      fields={5}
      empty={empty(value)}
      onClear={() => {
        setCategory('');
        onChange({});
      }}
    >
      <SelectFilter
        label="Currency"
        allLabel="All currencies"
        value={value.currencyType}
        options={options.map((c) => ({ value: c, label: c }))}
        onChange={(currencyType) => onChange({ ...value, currencyType })}
      />
      <SelectFilter
        label="Direction"
        allLabel="All directions"
        value={value.direction}
        options={directions}
        onChange={(direction) => onChange({ ...value, direction })}
      />
      <DateRangeFilter
        from={value.from}
        to={value.to}
        onChange={(range) => onChange({ ...value, ...range })}
      />
      <TextField
        size="small"
        label="Category"
        value={category}
        onChange={(e) => setCategory(e.target.value)}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
    </FilterBar>
  );
}

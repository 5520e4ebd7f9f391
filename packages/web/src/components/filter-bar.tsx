import { ERRORS } from '@app/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

/**
 * A row of list filters: two to a row on a phone, all in one row from `md` up, with "Clear
 * filters" last (a row of its own on a phone). `fields` is how many filters it holds.
 */
export function FilterBar({
  label,
  fields,
  empty,
  onClear,
  children,
}: {
  label: string;
  fields: number;
  empty: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <Box
      role="search"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${fields}, minmax(0, 1fr)) auto` },
        alignItems: 'start',
        mb: 2,
      }}
    >
      {children}
      <Button
        onClick={onClear}
        disabled={empty}
        sx={{
          gridColumn: { xs: '1 / -1', md: 'auto' },
          justifySelf: { xs: 'start', md: 'stretch' },
          height: 40,
        }}
      >
        Clear filters
      </Button>
    </Box>
  );
}

/** A choice among `options`, or all of them (`allLabel`, the empty value). */
export function SelectFilter<V extends string | number>({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: V | undefined;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (next: V | undefined) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === undefined ? '' : String(value)}
      onChange={(e) => {
        const picked = options.find((o) => String(o.value) === e.target.value);
        onChange(picked?.value);
      }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={String(o.value)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** "From" and "To" days (YYYY-MM-DD); a range that ends before it starts is marked on "To". */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (next: { from: string | undefined; to: string | undefined }) => void;
}) {
  const badRange = Boolean(from && to && from > to);
  return (
    <>
      <TextField
        size="small"
        type="date"
        label="From"
        value={from ?? ''}
        error={badRange}
        onChange={(e) => onChange({ from: e.target.value || undefined, to })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label="To"
        value={to ?? ''}
        error={badRange}
        helperText={badRange ? ERRORS.dateRangeReversed : undefined}
        onChange={(e) => onChange({ from, to: e.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}

import {
  ANALYTICS_ERRORS,
  ANALYTICS_MAX_RANGE_DAYS,
  addDays,
  type LocationVisits,
  utcDay,
} from '@app/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { countryName } from './place-names';

export type Filters = { from: string; to: string; country?: string | undefined; region?: string | undefined };

/** `''` (unknown place) needs a value a select can hold. */
const UNKNOWN = '__unknown';
const PRESETS = [7, 30, 90];

/** The range as problems to show next to the fields, or null when it can be asked for. */
export function rangeProblem(f: Filters): string | null {
  if (!f.from || !f.to) return ANALYTICS_ERRORS.rangeIncomplete;
  if (f.from > f.to) return ANALYTICS_ERRORS.rangeOrder;
  if (addDays(f.from, ANALYTICS_MAX_RANGE_DAYS - 1) < f.to) return ANALYTICS_ERRORS.rangeTooLong;
  return null;
}

export function AnalyticsFilters({
  value,
  locations,
  onChange,
}: {
  value: Filters;
  /** The range's places, unfiltered: the choices of the country and region menus. */
  locations: LocationVisits[];
  onChange: (next: Filters) => void;
}) {
  const today = utcDay();
  const countries = [...new Set(locations.map((l) => l.country))].sort((a, b) =>
    countryName(a).localeCompare(countryName(b)),
  );
  if (value.country !== undefined && !countries.includes(value.country)) countries.unshift(value.country);
  const regions = [
    ...new Set(locations.filter((l) => l.country === value.country && l.region).map((l) => l.region)),
  ].sort();
  if (value.region && !regions.includes(value.region)) regions.unshift(value.region);
  const problem = rangeProblem(value);
  const preset = PRESETS.find((n) => value.to === today && value.from === addDays(today, -(n - 1)));

  return (
    <Box
      role="search"
      aria-label="Analytics filters"
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr)) auto' },
        mb: 2.5,
      }}
    >
      <TextField
        label="From"
        type="date"
        size="small"
        value={value.from}
        onChange={(e) => onChange({ ...value, from: e.target.value })}
        error={Boolean(problem)}
        helperText={problem ?? ' '}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <TextField
        label="To"
        type="date"
        size="small"
        value={value.to}
        onChange={(e) => onChange({ ...value, to: e.target.value })}
        error={Boolean(problem)}
        helperText=" "
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        label="Country"
        size="small"
        value={value.country === undefined ? '' : value.country || UNKNOWN}
        onChange={(e) => {
          const c = e.target.value;
          onChange({ ...value, country: c === '' ? undefined : c === UNKNOWN ? '' : c, region: undefined });
        }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All countries</MenuItem>
        {countries.map((c) => (
          <MenuItem key={c || UNKNOWN} value={c || UNKNOWN}>
            {countryName(c)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Region"
        size="small"
        value={value.region ?? ''}
        disabled={value.country === undefined || regions.length === 0}
        onChange={(e) => onChange({ ...value, region: e.target.value || undefined })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All regions</MenuItem>
        {regions.map((r) => (
          <MenuItem key={r} value={r}>
            {r}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, gridColumn: { xs: '1 / -1', md: 'auto' }, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={preset ?? null}
          aria-label="Last days"
          onChange={(_, n: number | null) =>
            n && onChange({ ...value, from: addDays(today, -(n - 1)), to: today })
          }
        >
          {PRESETS.map((n) => (
            <ToggleButton key={n} value={n} sx={{ px: 1.5, py: 0.5 }}>
              {n}d
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {(value.country !== undefined || value.region) && (
          <Button size="small" onClick={() => onChange({ ...value, country: undefined, region: undefined })}>
            Clear place
          </Button>
        )}
      </Box>
    </Box>
  );
}

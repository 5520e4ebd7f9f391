import { ACTIVITY_ENTITY_TYPES, type ActivityEntityType, type ActivityPerson } from '@app/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { HistoryArgs } from './activity-api';
import { kindLabel } from './activity-entry';

export type HistoryFilter = Omit<HistoryArgs, 'page'>;

const isEmpty = (f: HistoryFilter) => !f.userId && !f.entityType && !f.from && !f.to;

/** Person, kind of record and a range of days; each change asks again from page one. */
export function HistoryFilters({
  value,
  people,
  onChange,
}: {
  value: HistoryFilter;
  people: ActivityPerson[];
  onChange: (next: HistoryFilter) => void;
}) {
  const badRange = Boolean(value.from && value.to && value.from > value.to);
  return (
    <Box
      role="search"
      aria-label="Filter the history"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr)) auto' },
        alignItems: 'start',
        mb: 2,
      }}
    >
      <TextField
        select
        size="small"
        label="Person"
        value={value.userId ?? ''}
        onChange={(e) => onChange({ ...value, userId: e.target.value ? Number(e.target.value) : undefined })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">Everyone</MenuItem>
        {people
          .filter((p) => p.userId !== null)
          .map((p) => (
            <MenuItem key={p.userId} value={p.userId!}>
              {p.userEmail}
            </MenuItem>
          ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Kind of record"
        value={value.entityType ?? ''}
        onChange={(e) =>
          onChange({ ...value, entityType: (e.target.value || undefined) as ActivityEntityType | undefined })
        }
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All kinds</MenuItem>
        {ACTIVITY_ENTITY_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {kindLabel(t)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label="From"
        value={value.from ?? ''}
        onChange={(e) => onChange({ ...value, from: e.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label="To"
        value={value.to ?? ''}
        error={badRange}
        helperText={badRange ? "'From' is after 'To'" : undefined}
        onChange={(e) => onChange({ ...value, to: e.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button
        onClick={() => onChange({})}
        disabled={isEmpty(value)}
        sx={{ gridColumn: { xs: 'span 2', md: 'auto' }, height: 40 }}
      >
        Clear filters
      </Button>
    </Box>
  );
}

import { ACTIVITY_ENTITY_TYPES, type ActivityPerson } from '@app/contract';
import { DateRangeFilter, FilterBar, SelectFilter } from '../../components/filter-bar';
import type { HistoryArgs } from './activity-api';
import { kindLabel } from './activity-entry';

export type HistoryFilter = Omit<HistoryArgs, 'page'>;

const kinds = ACTIVITY_ENTITY_TYPES.map((t) => ({ value: t, label: kindLabel(t) }));

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
  const persons = people.flatMap((p) => (p.userId === null ? [] : [{ value: p.userId, label: p.userEmail }]));
  return (
    <FilterBar
      label="Filter the history"
      fields={4}
      empty={!value.userId && !value.entityType && !value.from && !value.to}
      onClear={() => onChange({})}
    >
      <SelectFilter
        label="Person"
        allLabel="Everyone"
        value={value.userId}
        options={persons}
        onChange={(userId) => onChange({ ...value, userId })}
      />
      <SelectFilter
        label="Kind of record"
        allLabel="All kinds"
        value={value.entityType}
        options={kinds}
        onChange={(entityType) => onChange({ ...value, entityType })}
      />
      <DateRangeFilter
        from={value.from}
        to={value.to}
        onChange={(range) => onChange({ ...value, ...range })}
      />
    </FilterBar>
  );
}

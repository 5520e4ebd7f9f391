import { ERRORS } from '@app/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateRangeFilter, FilterBar } from './filter-bar';

type Range = { from: string | undefined; to: string | undefined };

/** The filter as a screen holds it: the range in state, every change kept in `seen`. */
function renderRange(start: Range = { from: undefined, to: undefined }) {
  const seen: Range[] = [];
  function Host() {
    const [range, setRange] = useState(start);
    return (
      <FilterBar
        label="Filter records"
        fields={2}
        empty={!range.from && !range.to}
        onClear={() => setRange(start)}
      >
        <DateRangeFilter
          from={range.from}
          to={range.to}
          onChange={(next) => {
            seen.push(next);
            setRange(next);
          }}
        />
      </FilterBar>
    );
  }
  render(<Host />);
  return { user: userEvent.setup({ delay: null }), seen };
}

const from = () => screen.getByLabelText('From');
const to = () => screen.getByLabelText('To');

describe('date-range filter', () => {
  it('marks a range that ends before it starts', async () => {
    const { user } = renderRange();
    await user.type(from(), '2024-05-10');
    await user.type(to(), '2024-05-09');

    expect(screen.getByText(ERRORS.dateRangeReversed)).toBeTruthy();
    expect(from().getAttribute('aria-invalid')).toBe('true');
    expect(to().getAttribute('aria-invalid')).toBe('true');
    // The text belongs to "To": a screen reader reads it with that field.
    const described = to().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe(ERRORS.dateRangeReversed);
  });

  it('takes one day as a range, and the mark goes once the range is right', async () => {
    const { user } = renderRange({ from: '2024-05-10', to: '2024-05-01' });
    expect(screen.getByText(ERRORS.dateRangeReversed)).toBeTruthy();

    await user.clear(to());
    await user.type(to(), '2024-05-10');
    expect(screen.queryByText(ERRORS.dateRangeReversed)).toBeNull();
    expect(to().getAttribute('aria-invalid')).toBe('false');
  });

  it('reports a cleared day as no bound, not an empty one', async () => {
    const { user, seen } = renderRange({ from: '2024-05-01', to: '2024-05-31' });
    await user.clear(from());
    expect(seen.at(-1)).toEqual({ from: undefined, to: '2024-05-31' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect((from() as HTMLInputElement).value).toBe('2024-05-01');
  });
});

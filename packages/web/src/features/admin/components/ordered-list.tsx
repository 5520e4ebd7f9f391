import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { saveErrorText } from './form-status';
import { LoadState } from './load-state';
import { OrderStatus } from './order-status';
import { SortableList } from './sortable-list';

/** What an ordered list needs of its RTK Query query. */
interface ListQuery {
  isLoading: boolean;
  isFetching: boolean;
  isSuccess: boolean;
  error?: unknown;
  refetch: () => void;
}

/** What an ordered list needs of its change-order mutation. */
interface OrderMutation {
  isLoading: boolean;
  isSuccess: boolean;
  error?: unknown;
  reset: () => void;
}

/**
 * The body of every drag-to-order admin list: the count and save state, the refused order,
 * loading and fetch errors, the empty state, then the rows.
 */
export function OrderedList<T>({
  query,
  order,
  items,
  noun,
  orderFailed,
  fetchFailed,
  empty,
  label,
  getId,
  getLabel,
  onReorder,
  renderRow,
}: {
  query: ListQuery;
  order: OrderMutation;
  items: T[];
  noun: string;
  orderFailed: string;
  fetchFailed: string;
  empty: ReactNode;
  label: string;
  getId: (item: T) => number;
  getLabel: (item: T) => string;
  onReorder: (ids: number[]) => void;
  renderRow: (item: T) => ReactNode;
}) {
  return (
    <>
      <OrderStatus
        count={items.length}
        noun={noun}
        saving={order.isLoading}
        saved={order.isSuccess}
        fetching={query.isFetching && !query.isLoading}
      />
      {order.error ? (
        <Alert severity="error" onClose={order.reset} sx={{ mb: 2 }}>
          {saveErrorText(order.error, orderFailed)}
        </Alert>
      ) : null}
      <LoadState loading={query.isLoading} error={query.error} failed={fetchFailed} onRetry={query.refetch} />
      {query.isSuccess && items.length === 0 && empty}
      {items.length > 0 && (
        <SortableList
          label={label}
          items={items}
          getId={getId}
          getLabel={getLabel}
          disabled={order.isLoading}
          onReorder={onReorder}
          renderRow={renderRow}
        />
      )}
    </>
  );
}

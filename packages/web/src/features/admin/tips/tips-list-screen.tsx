import type { Tip } from '@app/contract';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAdminTipsQuery, useChangeTipOrderMutation, useDeleteTipMutation } from '../api/content-admin-api';
import { AdminPage } from '../components/admin-page';
import { DeleteConfirm } from '../components/delete-confirm';
import { saveErrorText } from '../components/form-status';
import { LoadState } from '../components/load-state';
import { OrderStatus } from '../components/order-status';
import { EmptyList, OrderedRow } from '../components/ordered-rows';
import { SortableList } from '../components/sortable-list';
import { adminPaths } from '../paths';

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** `admin/tips`: every tip, in the order visitors see them. */
export function TipsListScreen() {
  const query = useAdminTipsQuery();
  const [changeOrder, order] = useChangeTipOrderMutation();
  const [remove, removing] = useDeleteTipMutation();
  const [target, setTarget] = useState<Tip | null>(null);
  const tips = query.data ?? [];
  const add = (
    <Button component={Link} to={adminPaths.newTip} variant="contained" startIcon={<Add />}>
      Write a tip
    </Button>
  );
  return (
    <AdminPage
      title="Tips"
      crumbs={[{ label: 'Tips' }]}
      subtitle="Advice articles for visitors. Drag to set their order."
      actions={add}
    >
      <OrderStatus
        count={tips.length}
        noun={tips.length === 1 ? 'tip' : 'tips'}
        saving={order.isLoading}
        saved={order.isSuccess}
        fetching={query.isFetching && !query.isLoading}
      />
      {order.error ? (
        <Alert severity="error" onClose={order.reset} sx={{ mb: 2 }}>
          {saveErrorText(order.error, 'Failed to update tips order')}
        </Alert>
      ) : null}
      <LoadState
        loading={query.isLoading}
        error={query.error}
        failed="Failed to fetch tips"
        onRetry={query.refetch}
      />
      {query.isSuccess && tips.length === 0 && (
        <EmptyList title="No tips yet" text="Tips help visitors choose; write the first one." action={add} />
      )}
      {tips.length > 0 && (
        <SortableList
          label="Tips in display order"
          items={tips}
          getId={(t) => t.id}
          getLabel={(t) => t.title}
          disabled={order.isLoading}
          onReorder={(ids) => void changeOrder(ids)}
          renderRow={(tip) => (
            <OrderedRow
              name={tip.title}
              detail={plain(tip.summaryHtml) || `/tips/${tip.slug}`}
              imageUrl={tip.imageUrl}
              editTo={adminPaths.editTip(tip.id)}
              viewTo={adminPaths.tipPage(tip.slug)}
              onDelete={() => setTarget(tip)}
            />
          )}
        />
      )}
      <DeleteConfirm
        name={target?.title ?? ''}
        open={target !== null}
        busy={removing.isLoading}
        error={removing.error}
        failed="Failed to delete tip"
        onConfirm={() => {
          if (target) void remove(target.id).then((r) => 'data' in r && setTarget(null));
        }}
        onCancel={() => {
          setTarget(null);
          removing.reset();
        }}
      />
    </AdminPage>
  );
}

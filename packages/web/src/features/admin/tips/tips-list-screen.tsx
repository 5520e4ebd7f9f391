import { ERRORS, type Tip, textOf } from '@app/contract';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { useAdminTipsQuery, useChangeTipOrderMutation, useDeleteTipMutation } from '../api/content-admin-api';
import { AdminPage } from '../components/admin-page';
import { useDeleteConfirm } from '../components/delete-confirm';
import { OrderedList } from '../components/ordered-list';
import { EmptyList, OrderedRow } from '../components/ordered-rows';
import { adminPaths } from '../paths';

/** `admin/tips`: every tip, in the order visitors see them. */
export function TipsListScreen() {
  const query = useAdminTipsQuery();
  const [changeOrder, order] = useChangeTipOrderMutation();
  const [remove, removing] = useDeleteTipMutation();
  const { ask, dialog } = useDeleteConfirm({
    remove: (tip: Tip) => remove(tip.id),
    removing,
    nameOf: (tip) => tip.title,
    failed: ERRORS.tipDelete,
    restorable: true,
  });
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
      <OrderedList
        query={query}
        order={order}
        items={tips}
        noun={tips.length === 1 ? 'tip' : 'tips'}
        orderFailed={ERRORS.tipsOrder}
        fetchFailed={ERRORS.tipsFetch}
        empty={
          <EmptyList
            title="No tips yet"
            text="Tips help visitors choose; write the first one."
            action={add}
          />
        }
        label="Tips in display order"
        getId={(t) => t.id}
        getLabel={(t) => t.title}
        onReorder={(ids) => void changeOrder(ids)}
        renderRow={(tip) => (
          <OrderedRow
            name={tip.title}
            detail={textOf(tip.summaryHtml) || `/tips/${tip.slug}`}
            imageUrl={tip.imageUrl}
            editTo={adminPaths.editTip(tip.id)}
            viewTo={adminPaths.tipPage(tip.slug)}
            onDelete={() => ask(tip)}
          />
        )}
      />
      {dialog}
    </AdminPage>
  );
}

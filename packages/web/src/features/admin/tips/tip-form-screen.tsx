import { ERRORS } from '@app/contract';
import Button from '@mui/material/Button';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useAdminTipQuery } from '../api/content-admin-api';
import { AdminPage } from '../components/admin-page';
import { LoadState } from '../components/load-state';
import type { SavedState } from '../components/record-form';
import { RecordHistory } from '../components/record-history';
import { adminPaths } from '../paths';
import { TipForm } from './tip-form';

/** `admin/tips/new` and `admin/tips/{id}/edit`. */
export function TipFormScreen() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const tipId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  const query = useAdminTipQuery(tipId ?? skipToken);
  const saved = (location.state as SavedState | null)?.saved;
  const dismiss = () => {
    if (saved) navigate(location.pathname, { replace: true, state: null });
  };
  const crumbs = [{ label: 'Tips', to: adminPaths.tips }];

  if (!id)
    return (
      <AdminPage title="New tip" crumbs={[...crumbs, { label: 'New tip' }]} maxWidth="xl">
        <TipForm tip={null} savedNotice={undefined} onDismissNotice={dismiss} />
      </AdminPage>
    );
  return (
    <AdminPage
      title={query.data?.title ?? 'Edit tip'}
      crumbs={[...crumbs, { label: query.data?.title ?? 'Edit' }]}
      maxWidth="xl"
      actions={
        query.data ? (
          <Button component={Link} to={adminPaths.tipPage(query.data.slug)}>
            View on site
          </Button>
        ) : undefined
      }
    >
      <LoadState
        loading={query.isLoading}
        error={tipId ? query.error : { status: 404 }}
        failed={ERRORS.tipFetch}
        onRetry={query.refetch}
      />
      {query.data && (
        <TipForm
          key={`${query.data.id}-${query.data.updatedAt}`}
          tip={query.data}
          savedNotice={saved}
          onDismissNotice={dismiss}
        />
      )}
      {query.data && (
        <RecordHistory entityType="tip" entityId={query.data.id} version={query.data.updatedAt} />
      )}
    </AdminPage>
  );
}

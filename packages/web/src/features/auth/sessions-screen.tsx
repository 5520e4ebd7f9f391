import type { AccountSession } from '@app/contract';
import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadError } from '../../components/load-error';
import { apiErrorText } from '../../lib/api-error';
import { useDocumentHead } from '../../lib/document-head';
import {
  useAccountSessionsQuery,
  useEndSessionMutation,
  useSignOutEverywhereMutation,
  useSignOutOthersMutation,
} from './account-api';
import { deviceName } from './device-name';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

const isPhone = (userAgent: string | null) => /Mobile|Android|iPhone|iPad/.test(userAgent ?? '');

function SessionRow({ session, busy, onEnd }: { session: AccountSession; busy: boolean; onEnd: () => void }) {
  const Icon = isPhone(session.userAgent) ? PhoneIphoneOutlined : ComputerOutlined;
  return (
    <Box
      component="li"
      data-testid="account-session"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        gap: 2,
        alignItems: 'center',
        px: { xs: 2, sm: 2.5 },
        py: 1.75,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Icon color="action" aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }} title={session.userAgent ?? undefined}>
            {deviceName(session.userAgent)}
          </Typography>
          {session.current && <Chip label="This device" size="small" color="primary" variant="outlined" />}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {session.address ? `${session.address} · ` : ''}Signed in {when(session.createdAt)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Last active {when(session.lastUsedAt)}
        </Typography>
      </Box>
      {!session.current && (
        <Button size="small" color="inherit" onClick={onEnd} disabled={busy} sx={{ whiteSpace: 'nowrap' }}>
          Sign out
        </Button>
      )}
    </Box>
  );
}

/**
 * `account`: where the signed-in person is signed in (browser, address, when), and ending those
 * sign-ins: one, all but this one, or all of them, this one too.
 */
export function SessionsScreen({ onSignedOutEverywhere }: { onSignedOutEverywhere: () => void }) {
  useDocumentHead({ title: 'Your sign-ins' });
  const sessions = useAccountSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [endOne, endingOne] = useEndSessionMutation();
  const [endOthers, endingOthers] = useSignOutOthersMutation();
  const [endAll, endingAll] = useSignOutEverywhereMutation();
  const [confirmAll, setConfirmAll] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = endingOne.isLoading || endingOthers.isLoading || endingAll.isLoading;
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  const run = async (work: Promise<unknown>, failed: string) => {
    setError(null);
    try {
      await work;
    } catch (err) {
      setError(apiErrorText(err, { failed }));
    }
    void sessions.refetch();
  };
  const everywhere = async () => {
    try {
      await endAll().unwrap();
      setConfirmAll(false);
      onSignedOutEverywhere();
    } catch (err) {
      setConfirmAll(false);
      setError(apiErrorText(err, { failed: 'Could not sign you out everywhere' }));
    }
  };

  return (
    <AdminPage
      title="Your sign-ins"
      crumbs={null}
      subtitle="The browsers and devices signed in to your account. Sign out any you do not recognise."
      maxWidth="md"
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            disabled={busy || others === 0}
            onClick={() => void run(endOthers().unwrap(), 'Could not sign out the other devices')}
          >
            Sign out all other devices
          </Button>
          <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirmAll(true)}>
            Sign out everywhere
          </Button>
        </Box>
      }
    >
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {sessions.isError ? (
        <LoadError
          error={sessions.error}
          fallback="We couldn't load your sign-ins"
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <Paper
          variant="outlined"
          component="ul"
          aria-label="Your sign-ins"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {sessions.isLoading
            ? [0, 1].map((n) => (
                <Box component="li" key={n} sx={{ px: 2.5, py: 2 }}>
                  <Skeleton width="40%" />
                  <Skeleton width="60%" />
                </Box>
              ))
            : sessions.data?.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  busy={busy}
                  onEnd={() => void run(endOne(session.id).unwrap(), 'Could not sign out that device')}
                />
              ))}
        </Paper>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Changing your password also signs you out everywhere else.
      </Typography>
      <ConfirmDialog
        open={confirmAll}
        title="Sign out everywhere?"
        confirmLabel="Sign out everywhere"
        destructive
        busy={endingAll.isLoading}
        onConfirm={() => void everywhere()}
        onCancel={() => setConfirmAll(false)}
      >
        Every device signed in to your account is signed out, this one too. You can sign in again with your
        password.
      </ConfirmDialog>
    </AdminPage>
  );
}

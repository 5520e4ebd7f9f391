import { ERRORS, ROLE_DESCRIPTIONS, ROLES, type Role, type TeamMember } from '@app/contract';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { apiErrorText } from '../../lib/api-error';
import { useDocumentHead } from '../../lib/document-head';
import { AddMemberDialog, ResetPasswordDialog } from './member-dialogs';
import { type MemberAction, MemberRow } from './member-row';
import { PasswordShownDialog, type ShownPassword } from './password-shown-dialog';
import { roleLabel, roleWithArticle } from './roles';
import {
  useAddMemberMutation,
  useChangeRoleMutation,
  useRemoveMemberMutation,
  useResetPasswordMutation,
  useSetDisabledMutation,
  useSignOutMemberMutation,
  useTeamMembersQuery,
} from './team-api';

type Confirming = { member: TeamMember; action: 'signOut' | 'disable' | 'remove' } | null;

const CONFIRM = {
  signOut: {
    title: 'Sign this person out everywhere?',
    label: 'Sign out everywhere',
    text: (email: string) =>
      `${email} is signed out on every device at once, and can sign in again with their password.`,
  },
  disable: {
    title: 'Disable this account?',
    label: 'Disable',
    text: (email: string) =>
      `${email} is signed out at once and cannot sign in until you enable the account again.`,
  },
  remove: {
    title: 'Remove this person?',
    label: 'Remove',
    text: (email: string) =>
      `${email} will no longer be able to sign in, and their account is deleted. Add them again to undo.`,
  },
} as const;

function RoleLegend() {
  return (
    <Box
      component="dl"
      sx={{ m: 0, mt: 3, display: 'grid', gap: 1, gridTemplateColumns: { sm: 'auto 1fr' } }}
    >
      {ROLES.map((role) => (
        <Box key={role} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 650 }}>
            {roleLabel(role)}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            color="text.secondary"
            sx={{ m: 0, mb: { xs: 1, sm: 0 } }}
          >
            {ROLE_DESCRIPTIONS[role]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * `admin/team`: who may sign in to this site and as what. Admins add people, change roles,
 * reset passwords, disable and remove; the server keeps the last active admin from going.
 */
export function TeamScreen({ currentUserId }: { currentUserId: number }) {
  useDocumentHead({ title: 'Team' });
  const members = useTeamMembersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [add, adding] = useAddMemberMutation();
  const [changeRole, changingRole] = useChangeRoleMutation();
  const [setDisabled, settingDisabled] = useSetDisabledMutation();
  const [resetPassword, resetting] = useResetPasswordMutation();
  const [remove, removing] = useRemoveMemberMutation();
  const [signOut, signingOut] = useSignOutMemberMutation();

  const [addOpen, setAddOpen] = useState(false);
  const [resetFor, setResetFor] = useState<TeamMember | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [shown, setShown] = useState<ShownPassword | null>(null);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const busy =
    changingRole.isLoading || settingDisabled.isLoading || removing.isLoading || signingOut.isLoading;

  const report = async (work: Promise<unknown>, done: string, failed: string) => {
    try {
      await work;
      setNotice({ text: done, error: false });
    } catch (error) {
      setNotice({ text: apiErrorText(error, { failed }), error: true });
    }
  };

  const onAdd = async (body: Parameters<typeof add>[0]) => {
    const result = await add(body);
    if ('data' in result && result.data) {
      setAddOpen(false);
      setShown({ email: result.data.member.email, password: result.data.generatedPassword, reset: false });
    }
  };
  const onReset = async (password: string | undefined) => {
    if (!resetFor) return;
    const result = await resetPassword({ id: resetFor.id, password });
    if ('data' in result && result.data) {
      setResetFor(null);
      setShown({ email: result.data.member.email, password: result.data.generatedPassword, reset: true });
    }
  };
  const onRole = (member: TeamMember, role: Role) =>
    void report(
      changeRole({ id: member.id, role }).unwrap(),
      `${member.email} is now ${roleWithArticle(role)}`,
      'Could not change the role',
    );
  const onAction = (member: TeamMember, action: MemberAction) => {
    if (action === 'reset') {
      resetting.reset();
      setResetFor(member);
    } else if (action === 'enable') {
      void report(
        setDisabled({ id: member.id, disabled: false }).unwrap(),
        `${member.email} can sign in again`,
        'Could not enable the account',
      );
    } else setConfirming({ member, action });
  };
  const onConfirm = async () => {
    if (!confirming) return;
    const { member, action } = confirming;
    // The outcome, done or refused (the last admin), shows in the notice; the dialog closes either way.
    if (action === 'remove') {
      await report(remove(member.id).unwrap(), `${member.email} was removed`, 'Could not remove the person');
    } else if (action === 'signOut') {
      await report(
        signOut(member.id).unwrap(),
        `${member.email} was signed out everywhere`,
        'Could not sign the person out',
      );
    } else {
      await report(
        setDisabled({ id: member.id, disabled: true }).unwrap(),
        `${member.email} can no longer sign in`,
        'Could not disable the account',
      );
    }
    setConfirming(null);
  };

  return (
    <AdminPage
      title="Team"
      crumbs={[{ label: 'Team' }]}
      subtitle="The people who sign in to this site, and what each may do."
      maxWidth="md"
      actions={
        <Button variant="contained" startIcon={<PersonAddOutlined />} onClick={() => setAddOpen(true)}>
          Add person
        </Button>
      }
    >
      {members.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void members.refetch()}>
              Retry
            </Button>
          }
        >
          {apiErrorText(members.error, { failed: ERRORS.teamLoad })}
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
          <Box component="ul" aria-label="Team members" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {members.data
              ? members.data.map((member) => (
                  <MemberRow
                    key={member.id}
                    member={member}
                    isYou={member.id === currentUserId}
                    busy={busy}
                    onRole={(role) => onRole(member, role)}
                    onAction={(action) => onAction(member, action)}
                  />
                ))
              : [0, 1, 2].map((i) => (
                  <Box component="li" key={i} sx={{ px: 2.5, py: 1.5 }}>
                    <Skeleton height={44} />
                  </Box>
                ))}
          </Box>
        </Paper>
      )}
      <RoleLegend />

      <AddMemberDialog
        open={addOpen}
        busy={adding.isLoading}
        error={adding.error}
        onAdd={(body) => void onAdd(body)}
        onClose={() => {
          setAddOpen(false);
          adding.reset();
        }}
      />
      <ResetPasswordDialog
        email={resetFor?.email ?? null}
        busy={resetting.isLoading}
        error={resetting.error}
        onReset={(password) => void onReset(password)}
        onClose={() => {
          setResetFor(null);
          resetting.reset();
        }}
      />
      <PasswordShownDialog shown={shown} onClose={() => setShown(null)} />
      <ConfirmDialog
        open={confirming !== null}
        title={CONFIRM[confirming?.action ?? 'disable'].title}
        confirmLabel={CONFIRM[confirming?.action ?? 'disable'].label}
        destructive
        busy={busy}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(null)}
      >
        {confirming && CONFIRM[confirming.action].text(confirming.member.email)}
      </ConfirmDialog>
      <Snackbar
        open={notice !== null}
        autoHideDuration={notice?.error ? 8000 : 4000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notice?.error ? 'error' : 'success'}
          variant="filled"
          onClose={() => setNotice(null)}
          sx={{ width: '100%' }}
        >
          {notice?.text}
        </Alert>
      </Snackbar>
    </AdminPage>
  );
}

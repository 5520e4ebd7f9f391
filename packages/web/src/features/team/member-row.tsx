import type { Role, TeamMember } from '@app/contract';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RoleSelect } from './member-dialogs';

export type MemberAction = 'reset' | 'signOut' | 'disable' | 'enable' | 'remove';

const signedInText = (at: string | null) =>
  at
    ? `Last signed in ${new Date(at).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })}`
    : 'Never signed in';

/** One person: who they are, their state, their role (changed in place) and the other actions. */
export function MemberRow({
  member,
  isYou,
  busy,
  onRole,
  onAction,
}: {
  member: TeamMember;
  isYou: boolean;
  busy: boolean;
  onRole: (role: Role) => void;
  onAction: (action: MemberAction) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const act = (action: MemberAction) => {
    setAnchor(null);
    onAction(action);
  };
  const disabled = member.disabledAt !== null;
  return (
    <Box
      component="li"
      data-testid={`member-${member.email}`}
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) 160px auto' },
        px: { xs: 2, sm: 2.5 },
        py: 1.75,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
        opacity: disabled ? 0.72 : 1,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{member.email}</Typography>
          {isYou && <Chip label="You" size="small" color="primary" variant="outlined" />}
          {disabled && <Chip label="Disabled" size="small" color="warning" />}
          {member.mustChangePassword && !disabled && (
            <Chip label="Chooses a new password at sign-in" size="small" variant="outlined" />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {signedInText(member.lastLoginAt)}
        </Typography>
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
        <RoleSelect
          id={`role-${member.id}`}
          value={member.role}
          onChange={onRole}
          disabled={busy}
          size="small"
        />
      </Box>
      <IconButton
        aria-label={`More for ${member.email}`}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={busy}
        sx={{ gridRow: { xs: '1 / 3', sm: 'auto' }, gridColumn: { xs: 2, sm: 'auto' } }}
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => act('reset')}>Reset password</MenuItem>
        <MenuItem onClick={() => act('signOut')} disabled={disabled}>
          Sign out everywhere
        </MenuItem>
        {disabled ? (
          <MenuItem onClick={() => act('enable')}>Enable</MenuItem>
        ) : (
          <MenuItem onClick={() => act('disable')} disabled={isYou}>
            Disable
          </MenuItem>
        )}
        <MenuItem onClick={() => act('remove')} disabled={isYou} sx={{ color: 'error.main' }}>
          Remove from the site
        </MenuItem>
      </Menu>
    </Box>
  );
}

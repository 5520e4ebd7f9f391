import ContentCopy from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';

/** The one time a password is shown: when an admin added a person or reset their password. */
export type ShownPassword = { email: string; password: string | null; reset: boolean };

/** Shows a made-up password once: the server keeps only its hash, so it cannot be shown again. */
export function PasswordShownDialog({
  shown,
  onClose,
}: {
  shown: ShownPassword | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Dialog
      open={shown !== null}
      onClose={onClose}
      aria-labelledby="shown-title"
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => setCopied(false) } }}
    >
      <DialogTitle id="shown-title">{shown?.reset ? 'Password reset' : 'Person added'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {shown?.password ? (
          <>
            <DialogContentText>
              Give {shown.email} this password. It is shown only now; they choose their own when they first
              sign in.
            </DialogContentText>
            <TextField
              id="shown-password"
              label="Password"
              value={shown.password}
              fullWidth
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  style: { fontFamily: 'ui-monospace, monospace', letterSpacing: 1 },
                },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title={copied ? 'Copied' : 'Copy'}>
                        <IconButton
                          aria-label="Copy password"
                          onClick={() => void copy(shown.password ?? '')}
                          edge="end"
                        >
                          <ContentCopy fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </InputAdornment>
                  ),
                },
              }}
            />
          </>
        ) : (
          <DialogContentText>
            {shown?.email} signs in with the password you chose, then chooses their own.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

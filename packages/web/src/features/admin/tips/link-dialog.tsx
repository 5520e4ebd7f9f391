import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useId, useState } from 'react';

export interface LinkValue {
  href: string;
  newTab: boolean;
}

const ADDRESS_HELP =
  'A web address such as https://example.com/page, a page of this site such as /tips, or mailto:';

/**
 * What a person types as a link → the address to store, or null when it is not one. "example.com"
 * gets https:// in front; web addresses, mail and phone links and this site's own paths are taken.
 */
export function linkAddress(text: string): string | null {
  const s = text.trim();
  if (s === '' || /\s/.test(s)) return null;
  if (s.startsWith('/') && !s.startsWith('//')) return s;
  if (/^(mailto|tel):.+/i.test(s)) return s;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(s) ? s : `https://${s}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    // A host needs a dot (example.com) unless it is a known single-label name.
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return withScheme;
  } catch {
    return null;
  }
}

/**
 * Asks for a link's address and whether it opens in a new tab; for a link that is already there,
 * shows it to change or remove.
 */
export function LinkDialog({
  open,
  initial,
  onApply,
  onRemove,
  onClose,
}: {
  open: boolean;
  /** The link under the cursor, or null for a new one. */
  initial: LinkValue | null;
  onApply: (link: LinkValue) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [href, setHref] = useState('');
  const [newTab, setNewTab] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setHref(initial?.href ?? '');
    setNewTab(initial?.newTab ?? false);
    setError(null);
  }, [open, initial]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the tip's form: its Enter must not save the tip.
    event.stopPropagation();
    const address = linkAddress(href);
    if (address === null) {
      setError(
        href.trim() === ''
          ? 'Enter the address the link goes to'
          : 'Enter a full web address, e.g. https://example.com/page, or a page of this site such as /tips',
      );
      return;
    }
    onApply({ href: address, newTab });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{initial ? 'Edit link' : 'Add link'}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Web address"
            placeholder="https://"
            value={href}
            onChange={(e) => {
              setHref(e.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? ADDRESS_HELP}
            slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'url', spellCheck: false } }}
          />
          <FormControlLabel
            control={<Checkbox checked={newTab} onChange={(e) => setNewTab(e.target.checked)} />}
            label="Open in a new tab"
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {initial && (
            <Button color="error" onClick={onRemove} sx={{ mr: 'auto' }}>
              Remove link
            </Button>
          )}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            {initial ? 'Save link' : 'Add link'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import type { Brand } from '@app/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useFindBrandsQuery } from './crawl-api';

const SEARCH_DELAY_MS = 250;

interface FileUnderDialogProps {
  /** The review group being filed; null closes the dialog. */
  group: { brandName: string; count: number } | null;
  busy: boolean;
  onFile: (brand: Brand) => void;
  onCancel: () => void;
}

/**
 * "File under…": picks one of the site's brands or categories by typing its name. The site's
 * search answers a few matches at a time, so a site of thousands of brands stays quick.
 */
export function FileUnderDialog({ group, busy, onFile, onCancel }: FileUnderDialogProps) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Brand | null>(null);
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const found = useFindBrandsQuery(q, { skip: q === '' || group === null });
  const options = q === '' ? [] : (found.data ?? []);

  const close = () => {
    setText('');
    setChosen(null);
    onCancel();
  };

  return (
    <Dialog
      open={group !== null}
      onClose={busy ? undefined : close}
      aria-labelledby="file-under-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="file-under-title">File “{group?.brandName}” under a brand</DialogTitle>
      {/* Room below the field for a few matches, so they do not cover the buttons. */}
      <DialogContent sx={{ minHeight: 300 }}>
        <DialogContentText sx={{ mb: 2 }}>
          Its {group?.count === 1 ? 'item goes' : `${group?.count ?? 0} items go`} to the brand or category
          you choose, and show on the site at once.
        </DialogContentText>
        <Autocomplete
          options={options}
          value={chosen}
          onChange={(_, value) => setChosen(value)}
          inputValue={text}
          onInputChange={(_, value) => setText(value)}
          getOptionLabel={(b) => (b.isCategory ? `${b.name} (category)` : b.name)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          // The server already matched the text (typos and prefixes too): show all it found.
          filterOptions={(x) => x}
          loading={found.isFetching}
          noOptionsText={
            q === '' ? 'Type a brand name' : found.isError ? 'Search failed; try again' : 'No brand found'
          }
          slotProps={{ listbox: { sx: { maxHeight: 200 } } }}
          renderInput={(params) => <TextField {...params} label="Brand or category" autoFocus />}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!chosen || busy}
          onClick={() => {
            if (!chosen) return;
            onFile(chosen);
            setText('');
            setChosen(null);
          }}
        >
          File items
        </Button>
      </DialogActions>
    </Dialog>
  );
}

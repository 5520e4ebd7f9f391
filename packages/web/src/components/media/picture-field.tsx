import type { MediaAsset } from '@app/contract';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { MediaBrowser, MediaThumb } from './media-browser';
import { UploadZone } from './upload-zone';

/** Choose a picture of the library, or upload one (which is then chosen at once). */
export function MediaPickerDialog({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (asset: MediaAsset) => void;
}) {
  const phone = useMediaQuery('(max-width:599.95px)');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="media-picker-title"
    >
      <DialogTitle id="media-picker-title">Choose a picture</DialogTitle>
      <DialogContent dividers>
        <UploadZone compact onUploaded={onPick} />
        <Box sx={{ mt: 2 }}>
          <MediaBrowser
            pageSize={12}
            minTile={130}
            renderTile={(a) => (
              <ButtonBase
                onClick={() => onPick(a)}
                // A picture that could not be processed has no file a page could show.
                disabled={a.status === 'failed'}
                title={a.status === 'failed' ? (a.error ?? undefined) : undefined}
                aria-label={`Choose ${a.fileName}`}
                sx={{
                  display: 'block',
                  width: '100%',
                  borderRadius: 1.5,
                  overflow: 'hidden',
                  border: 1,
                  borderColor: 'divider',
                  textAlign: 'left',
                  '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main' },
                }}
              >
                <MediaThumb asset={a} />
                <Typography
                  variant="caption"
                  component="div"
                  sx={{ px: 1, py: 0.5, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {a.fileName}
                </Typography>
              </ButtonBase>
            )}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A picture address bound to a form field, with "Choose from library" beside it. A typed
 * address (an external picture) still works; `multiple` fields hold one address per line and a
 * chosen picture is added as a new line. `readOnly` shows the address and its picture only.
 */
export function PictureField<V extends FieldValues>({
  control,
  name,
  label,
  helperText,
  multiple = false,
  readOnly = false,
}: {
  control: Control<V, unknown, unknown>;
  name: Path<V>;
  label: string;
  helperText?: string;
  multiple?: boolean;
  readOnly?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        const first = value.split('\n')[0]?.trim() ?? '';
        const pick = (asset: MediaAsset) => {
          field.onChange(multiple && value.trim() ? `${value.trimEnd()}\n${asset.url}` : asset.url);
          setOpen(false);
        };
        return (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            {first && (
              <Box
                component="img"
                src={first}
                alt=""
                sx={{
                  width: 56,
                  height: 56,
                  mt: 0.5,
                  flexShrink: 0,
                  objectFit: 'contain',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'grey.100',
                }}
              />
            )}
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <TextField
                id={`field-${name}`}
                name={field.name}
                label={label}
                value={value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                placeholder="https://"
                multiline={multiple}
                minRows={multiple ? 2 : undefined}
                fullWidth
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? (readOnly ? undefined : helperText)}
                slotProps={{ htmlInput: { readOnly } }}
              />
              {!readOnly && (
                <Button
                  size="small"
                  startIcon={<PhotoLibrary />}
                  onClick={() => setOpen(true)}
                  sx={{ mt: 0.5 }}
                >
                  {multiple ? 'Add from library' : 'Choose from library'}
                </Button>
              )}
            </Box>
            {open && !readOnly && <MediaPickerDialog open onClose={() => setOpen(false)} onPick={pick} />}
          </Box>
        );
      }}
    />
  );
}

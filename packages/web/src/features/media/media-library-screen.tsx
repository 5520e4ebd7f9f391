import { ERRORS, MEDIA_ERRORS, type MediaAsset, type MediaUsage } from '@app/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { MediaBrowser, MediaThumb, sizeText } from '../../components/media/media-browser';
import { UploadZone } from '../../components/media/upload-zone';
import { apiErrorText } from '../../lib/api-error';
import {
  useDeleteMediaMutation,
  useLazyMediaUsageQuery,
  useUpdateMediaAltMutation,
} from '../../lib/media-api';

const KIND_LABEL: Record<MediaUsage['kind'], string> = {
  brand: 'Brand or category',
  item: 'Item',
  tip: 'Tip',
  podcast: 'Podcast',
  siteLogo: 'Site logo',
};

/** The site's pictures: upload, find, describe (alt text) and delete the unused. */
export function MediaLibraryScreen() {
  // The dialog's content stays while it closes (its text must not change as it fades out).
  const [deleting, setDeleting] = useState<{ asset: MediaAsset; usages: MediaUsage[] } | null>(null);
  const [open, setOpen] = useState(false);
  const [deleteMedia, deleteState] = useDeleteMediaMutation();
  const [loadUsage] = useLazyMediaUsageQuery();
  const [problem, setProblem] = useState<string | null>(null);

  const askDelete = async (asset: MediaAsset) => {
    setProblem(null);
    try {
      setDeleting({ asset, usages: await loadUsage(asset.id).unwrap() });
      setOpen(true);
    } catch (err) {
      setProblem(apiErrorText(err, { failed: ERRORS.mediaNotFound }));
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteMedia({ id: deleting.asset.id, force: deleting.usages.length > 0 }).unwrap();
      setOpen(false);
    } catch (err) {
      setOpen(false);
      setProblem(apiErrorText(err, { failed: ERRORS.mediaDelete }));
    }
  };

  return (
    <AdminPage
      title="Media library"
      subtitle="Pictures for brands, items, tips, podcasts and the site logo. Each is stored in three widths and modern formats, made in the background after the upload, so phones download small files."
    >
      <UploadZone pasteAnywhere />
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <Box sx={{ mt: 3 }}>
        <MediaBrowser
          minTile={200}
          renderTile={(asset) => <MediaTile asset={asset} onDelete={() => askDelete(asset)} />}
        />
      </Box>
      <ConfirmDialog
        open={open}
        title={deleting?.usages.length ? 'This picture is in use' : 'Delete this picture?'}
        confirmLabel={deleting?.usages.length ? 'Delete anyway' : 'Delete'}
        destructive
        busy={deleteState.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setOpen(false)}
      >
        {deleting && deleting.usages.length > 0 ? (
          <>
            {deleting.asset.fileName} is shown on the site here; after deleting it these show an empty box:
            <Box component="ul" sx={{ pl: 2.5, my: 1 }} data-testid="media-usages">
              {deleting.usages.map((u) => (
                <li key={`${u.kind}-${u.id}`}>
                  {KIND_LABEL[u.kind]}: <strong>{u.label}</strong>
                </li>
              ))}
            </Box>
          </>
        ) : (
          `${deleting?.asset.fileName ?? 'The picture'} is not used anywhere on the site. Deleting it cannot be undone.`
        )}
      </ConfirmDialog>
    </AdminPage>
  );
}

function MediaTile({ asset, onDelete }: { asset: MediaAsset; onDelete: () => void }) {
  const [alt, setAlt] = useState(asset.alt);
  const [save, saveState] = useUpdateMediaAltMutation();
  const changed = alt.trim() !== asset.alt;
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <MediaThumb asset={asset} />
      <Box sx={{ p: 1.25 }}>
        {asset.status === 'failed' && (
          <Alert severity="error" sx={{ mb: 1, py: 0, px: 1, fontSize: 13 }} data-testid="media-error">
            {asset.error ?? MEDIA_ERRORS.unprocessable}
          </Alert>
        )}
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography
              sx={{
                fontSize: 14,
                fontWeight: 600,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
              title={asset.fileName}
            >
              {asset.fileName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {sizeText(asset)}
            </Typography>
            {asset.status === 'pending' && (
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
                data-testid="media-pending"
              >
                <CircularProgress size={10} aria-hidden /> Making the smaller copies…
              </Typography>
            )}
          </Box>
          <IconButton
            size="small"
            aria-label={`Delete ${asset.fileName}`}
            onClick={onDelete}
            sx={{ mt: -0.5, mr: -0.5 }}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Box>
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (changed) void save({ id: asset.id, alt: alt.trim() });
          }}
          sx={{ mt: 1 }}
        >
          <TextField
            size="small"
            label="Alt text"
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 500 } }}
            error={saveState.isError}
            helperText={
              saveState.isError ? apiErrorText(saveState.error, { failed: ERRORS.mediaAltSave }) : undefined
            }
          />
          {changed && (
            <Button
              type="submit"
              size="small"
              variant="outlined"
              disabled={saveState.isLoading}
              sx={{ mt: 0.75 }}
            >
              Save alt text
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}

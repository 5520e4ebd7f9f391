import { ERRORS, type MediaAsset } from '@app/contract';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type ClipboardEvent, type DragEvent, useEffect, useRef, useState } from 'react';
import { apiErrorText } from '../../lib/api-error';
import { useUploadMediaMutation } from '../../lib/media-api';

type Row = { key: number; name: string; state: 'waiting' | 'uploading' | 'done' | 'failed'; note?: string };

const picturesOf = (files: FileList | File[] | null | undefined) =>
  Array.from(files ?? []).filter((f) => f.size > 0);

/**
 * Drop pictures here, paste them, or choose several files: each is uploaded on its own, one
 * after another, with its own progress and its own error (one refused file does not stop the
 * rest). The server decides what a picture is; the browser's idea of the type is not trusted.
 */
export function UploadZone({
  onUploaded,
  compact = false,
  pasteAnywhere = false,
}: {
  onUploaded?: (asset: MediaAsset) => void;
  compact?: boolean;
  /** Take pictures pasted anywhere on the page (not into a text field), not only on the zone. */
  pasteAnywhere?: boolean;
}) {
  const [upload] = useUploadMediaMutation();
  const [rows, setRows] = useState<Row[]>([]);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const queue = useRef(Promise.resolve());
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });

  const setRow = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const add = (files: File[]) => {
    if (files.length === 0) return;
    const added = files.map((f) => ({ file: f, key: nextKey.current++ }));
    setRows((all) => [
      ...all.filter((r) => r.state === 'waiting' || r.state === 'uploading'),
      ...added.map(({ file, key }) => ({
        key,
        name: file.name || 'pasted picture',
        state: 'waiting' as const,
      })),
    ]);
    for (const { file, key } of added) {
      queue.current = queue.current.then(async () => {
        setRow(key, { state: 'uploading' });
        try {
          const asset = await upload(file).unwrap();
          setRow(key, { state: 'done', note: asset.duplicate ? 'already in the library' : undefined });
          onUploadedRef.current?.(asset);
        } catch (err) {
          setRow(key, { state: 'failed', note: apiErrorText(err, { failed: ERRORS.mediaUpload }) });
        }
      });
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    add(picturesOf(e.dataTransfer.files));
  };
  const onPaste = (e: ClipboardEvent) => {
    const files = picturesOf(e.clipboardData.files);
    if (files.length > 0) {
      e.preventDefault();
      e.stopPropagation();
      add(files);
    }
  };
  const addRef = useRef(add);
  addRef.current = add;
  useEffect(() => {
    if (!pasteAnywhere) return;
    const onDocumentPaste = (e: globalThis.ClipboardEvent) => {
      const files = picturesOf(e.clipboardData?.files);
      if (files.length === 0 || e.defaultPrevented) return;
      e.preventDefault();
      addRef.current(files);
    };
    document.addEventListener('paste', onDocumentPaste);
    return () => document.removeEventListener('paste', onDocumentPaste);
  }, [pasteAnywhere]);
  const finished = rows.filter((r) => r.state === 'done' || r.state === 'failed').length;

  return (
    <Box>
      <Box
        role="group"
        aria-label="Upload pictures"
        tabIndex={0}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        onPaste={onPaste}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'background.paper',
          borderRadius: 2,
          p: compact ? 2 : { xs: 2.5, sm: 4 },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
          textAlign: 'center',
          outline: 'none',
          '&:focus-visible': { borderColor: 'primary.main' },
        }}
      >
        <CloudUpload color="action" sx={{ fontSize: compact ? 28 : 40 }} />
        <Typography color="text.secondary" sx={{ fontSize: 15 }}>
          Drop pictures here, paste one (Ctrl+V), or
        </Typography>
        <Button variant="contained" onClick={() => input.current?.click()}>
          Choose files
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          multiple
          hidden
          data-testid="media-file-input"
          onChange={(e) => {
            add(picturesOf(e.target.files));
            e.target.value = '';
          }}
        />
      </Box>
      {rows.length > 0 && (
        <Box sx={{ mt: 1.5 }} aria-live="polite">
          <Typography variant="body2" color="text.secondary">
            {finished} of {rows.length} done
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(finished / rows.length) * 100}
            sx={{ my: 0.75, borderRadius: 1 }}
          />
          {rows.map((r) => (
            <Box
              key={r.key}
              sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, fontSize: 14, minWidth: 0 }}
            >
              <Box
                component="span"
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {r.name}
              </Box>
              <Box
                component="span"
                sx={{
                  flexShrink: 0,
                  color:
                    r.state === 'failed'
                      ? 'error.main'
                      : r.state === 'done'
                        ? 'success.main'
                        : 'text.secondary',
                }}
              >
                {r.state === 'failed'
                  ? r.note
                  : r.state === 'done'
                    ? `uploaded${r.note ? `, ${r.note}` : ''}`
                    : r.state === 'uploading'
                      ? 'uploading…'
                      : 'waiting'}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

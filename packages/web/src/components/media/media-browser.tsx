import { ERRORS, type MediaAsset } from '@app/contract';
import BrokenImage from '@mui/icons-material/BrokenImageOutlined';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { apiErrorText } from '../../lib/api-error';
import { useMediaListQuery } from '../../lib/media-api';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** A picture of the library in a square, the smallest file (it is drawn at most ~200 px wide). */
export function MediaThumb({ asset }: { asset: MediaAsset }) {
  // A picture that could not be processed has no file to show: a quiet box, its reason beside it.
  if (asset.status === 'failed') {
    return (
      <Box
        role="img"
        aria-label={`${asset.fileName}: could not be processed`}
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: '100%',
          aspectRatio: '1',
          bgcolor: 'grey.100',
          color: 'text.disabled',
        }}
      >
        <BrokenImage fontSize="large" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={asset.thumbUrl}
      alt={asset.alt}
      loading="lazy"
      decoding="async"
      width={320}
      height={320}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '1',
        objectFit: 'contain',
        bgcolor: 'grey.100',
      }}
    />
  );
}

const PENDING_POLL_MS = 2000;

export const sizeText = (a: MediaAsset) =>
  `${a.width}×${a.height} · ${a.bytes < 1024 * 1024 ? `${Math.max(1, Math.round(a.bytes / 1024))} KB` : `${(a.bytes / 1024 / 1024).toFixed(1)} MB`}`;

/**
 * Search and pages over the topic's pictures; what each tile shows (and does) is the caller's.
 * Used by the library screen and by the picture picker of the admin forms.
 */
export function MediaBrowser({
  pageSize,
  renderTile,
  minTile = 150,
}: {
  pageSize?: number;
  renderTile: (asset: MediaAsset) => ReactNode;
  minTile?: number;
}) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(q, 250);
  const [waiting, setWaiting] = useState(false);
  // While a picture's smaller copies are being made, the page looks again every few seconds.
  const { data, error, isFetching } = useMediaListQuery(
    { q: query, page, pageSize },
    { pollingInterval: waiting ? PENDING_POLL_MS : 0 },
  );
  const pending = data?.items.some((a) => a.status === 'pending') ?? false;
  if (pending !== waiting) setWaiting(pending);

  return (
    <Box>
      <TextField
        type="search"
        size="small"
        label="Search by file name or alt text"
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setPage(1);
        }}
        fullWidth
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: isFetching ? <CircularProgress size={16} aria-label="Loading" /> : null,
          },
        }}
        sx={{ mb: 2, maxWidth: 480 }}
      />
      {error && <Alert severity="error">{apiErrorText(error, { failed: ERRORS.mediaLoad })}</Alert>}
      {data && data.items.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {query ? 'No picture matches this search.' : 'No pictures yet: upload the first above.'}
        </Typography>
      )}
      {data && data.items.length > 0 && (
        <Box
          component="ul"
          aria-label="Pictures"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 1.5, sm: 2 },
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: `repeat(auto-fill, minmax(${minTile}px, 1fr))`,
            },
          }}
        >
          {data.items.map((a) => (
            <Box component="li" key={a.id} sx={{ minWidth: 0 }}>
              {renderTile(a)}
            </Box>
          ))}
        </Box>
      )}
      {data && data.pageCount > 1 && (
        <Pagination
          count={data.pageCount}
          page={page}
          onChange={(_e, p) => setPage(p)}
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
        />
      )}
    </Box>
  );
}

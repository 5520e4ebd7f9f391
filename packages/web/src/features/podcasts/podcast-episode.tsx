import type { Podcast } from '@app/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ImageBox } from '../../components/image-box';
import { formatDate, formatDuration } from '../../lib/format';

/** One episode: artwork, title, date and length, what it is about, and the player. */
export function PodcastEpisode({ podcast, number }: { podcast: Podcast; number: number }) {
  const meta = [formatDate(podcast.publishedAt), formatDuration(podcast.durationSeconds)]
    .filter(Boolean)
    .join(' · ');
  const titleId = `podcast-${podcast.id}-title`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      // Search results and the assistant link an episode here: /podcasts#podcast-<id>.
      id={`podcast-${podcast.id}`}
      data-testid="podcast"
      sx={{
        scrollMarginTop: 88,
        p: { xs: 2, sm: 3 },
        borderRadius: 3,
        display: 'grid',
        gap: { xs: 2, sm: 3 },
        gridTemplateColumns: { xs: '72px minmax(0, 1fr)', sm: '132px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <ImageBox src={podcast.imageUrl} alt="" width={132} height={132} sx={{ borderRadius: 2 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="overline"
          color="secondary"
          sx={{ fontWeight: 700, letterSpacing: 1.1, lineHeight: 1.6 }}
        >
          Episode {number}
        </Typography>
        <Typography id={titleId} component="h2" variant="h6" sx={{ lineHeight: 1.3 }}>
          {podcast.title}
        </Typography>
        {meta && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {meta}
          </Typography>
        )}
        {podcast.description && (
          <Typography color="text.secondary" sx={{ mt: 1, display: { xs: 'none', sm: 'block' } }}>
            {podcast.description}
          </Typography>
        )}
      </Box>
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        {podcast.description && (
          <Typography color="text.secondary" sx={{ mb: 1.5, display: { sm: 'none' } }}>
            {podcast.description}
          </Typography>
        )}
        {podcast.audioUrl ? (
          // biome-ignore lint/a11y/useMediaCaption: podcast audio has no caption track to offer
          <audio
            controls
            preload="none"
            src={podcast.audioUrl}
            aria-label={`Play ${podcast.title}`}
            style={{ width: '100%', display: 'block' }}
          />
        ) : podcast.embedUrl ? (
          <Box
            component="iframe"
            src={podcast.embedUrl}
            title={`${podcast.title} (player)`}
            loading="lazy"
            sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{
              display: 'block',
              width: '100%',
              height: 160,
              border: 0,
              borderRadius: 2,
              bgcolor: 'grey.100',
            }}
          />
        ) : null}
      </Box>
    </Paper>
  );
}

export function PodcastEpisodeSkeleton() {
  return (
    <Paper
      variant="outlined"
      aria-hidden
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: 3,
        display: 'grid',
        gap: { xs: 2, sm: 3 },
        gridTemplateColumns: { xs: '72px 1fr', sm: '132px 1fr' },
      }}
    >
      <Skeleton variant="rounded" sx={{ aspectRatio: '1', height: 'auto' }} />
      <Box>
        <Skeleton width={90} />
        <Skeleton width="70%" height={32} />
        <Skeleton width="40%" />
        <Skeleton width="90%" sx={{ display: { xs: 'none', sm: 'block' } }} />
      </Box>
      <Skeleton variant="rounded" height={54} sx={{ gridColumn: '1 / -1' }} />
    </Paper>
  );
}

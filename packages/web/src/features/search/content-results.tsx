import type { SearchPodcast, SearchTip } from '@app/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { ImageBox } from '../../components/image-box';
import { formatDate, formatDuration } from '../../lib/format';
import { paths } from '../../lib/paths';

/** One guide or episode a search found: a small picture, what it is, its title and a line or two about it. */
function ContentCard({
  to,
  kind,
  title,
  text,
  imageUrl,
}: {
  to: string;
  kind: string;
  title: string;
  text: string;
  imageUrl: string | null;
}) {
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{ borderRadius: 2.5, '&:hover': { boxShadow: '0 10px 30px rgba(20,27,45,0.10)' } }}
    >
      <CardActionArea
        component={Link}
        to={to}
        sx={{
          height: '100%',
          display: 'grid',
          gridTemplateColumns: '72px minmax(0, 1fr)',
          gap: 2,
          p: 2,
          alignItems: 'start',
        }}
      >
        <ImageBox src={imageUrl} alt="" width={72} height={72} sx={{ width: 72, borderRadius: 1.5 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="overline"
            color="secondary"
            sx={{ display: 'block', fontWeight: 700, letterSpacing: 1.1, lineHeight: 1.6 }}
          >
            {kind}
          </Typography>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {title}
          </Typography>
          {text && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                mt: 0.5,
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {text}
            </Typography>
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
}

const listSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** The site's guides (tips) a search found, each linking to its page. */
export function GuideResults({ tips }: { tips: SearchTip[] }) {
  return (
    <Box component="ul" aria-label="Matching guides" sx={listSx}>
      {tips.map((t) => (
        <ContentCard
          key={t.id}
          to={paths.tip(t.slug)}
          kind="Guide"
          title={t.title}
          text={t.summary}
          imageUrl={t.imageUrl}
        />
      ))}
    </Box>
  );
}

/** Podcast episodes a search found, each linking to the episode on the podcasts page. */
export function PodcastResults({ podcasts }: { podcasts: SearchPodcast[] }) {
  return (
    <Box component="ul" aria-label="Matching podcast episodes" sx={listSx}>
      {podcasts.map((p) => (
        <ContentCard
          key={p.id}
          to={paths.podcast(p.id)}
          kind={['Episode', formatDate(p.publishedAt), formatDuration(p.durationSeconds)]
            .filter(Boolean)
            .join(' · ')}
          title={p.title}
          text={p.description}
          imageUrl={p.imageUrl}
        />
      ))}
    </Box>
  );
}

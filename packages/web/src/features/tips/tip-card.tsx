import type { Tip } from '@app/contract';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { ImageBox } from '../../components/image-box';
import { clip, textOf } from '../../lib/format';
import { paths } from '../../lib/paths';

/** A tip in a list: picture, title, the summary as a line or two of text. */
export function TipCard({ tip, eager = false }: { tip: Tip; eager?: boolean }) {
  return (
    <Card
      variant="outlined"
      data-testid="tip-card"
      sx={{ borderRadius: 2.5, '&:hover': { boxShadow: '0 10px 30px rgba(20,27,45,0.10)' } }}
    >
      <CardActionArea
        component={Link}
        to={paths.tip(tip.slug)}
        sx={{
          height: '100%',
          display: 'grid',
          // Phones: a compact row with a square picture; wider screens: picture on top.
          gridTemplateColumns: { xs: '96px minmax(0, 1fr)', sm: 'minmax(0, 1fr)' },
          gridTemplateRows: { sm: 'auto 1fr' },
          alignItems: 'stretch',
          alignContent: 'start',
        }}
      >
        <ImageBox
          src={tip.imageUrl}
          alt=""
          ratio={16 / 9}
          eager={eager}
          sx={{
            aspectRatio: { xs: '1', sm: '16 / 9' },
            m: { xs: 1.5, sm: 0 },
            mr: { xs: 0, sm: 0 },
            borderRadius: { xs: 1.5, sm: 0 },
          }}
        />
        <Box
          sx={{
            p: { xs: 1.5, sm: 2.5 },
            display: 'flex',
            flexDirection: 'column',
            gap: { xs: 0.5, sm: 1 },
            minWidth: 0,
          }}
        >
          <Typography component="h3" variant="h6" sx={{ lineHeight: 1.3, fontSize: { xs: 16, sm: 20 } }}>
            {tip.title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }}
          >
            {clip(textOf(tip.summaryHtml), 150)}
          </Typography>
          <Typography
            variant="body2"
            color="primary"
            sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            Read the tip <ArrowForward sx={{ fontSize: 16 }} aria-hidden />
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

export function TipCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ borderRadius: 2.5 }} aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Skeleton width="85%" height={30} />
        <Skeleton width="95%" />
        <Skeleton width="70%" />
        <Skeleton width="35%" />
      </Box>
    </Card>
  );
}

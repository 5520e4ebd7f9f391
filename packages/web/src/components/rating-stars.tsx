import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import StarHalf from '@mui/icons-material/StarHalf';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCount } from '../lib/format';

/** Five stars for a 0–5 rating (to the nearest half), the figure and the number of reviews. */
export function RatingStars({
  rating,
  reviewCount,
  size = 'small',
}: {
  rating: number | null;
  reviewCount: number;
  size?: 'small' | 'medium';
}) {
  if (rating === null) return null;
  const halves = Math.round(rating * 2);
  const label = `Rated ${rating.toFixed(1)} out of 5${reviewCount ? `, ${formatCount(reviewCount)} reviews` : ''}`;
  const fontSize = size === 'small' ? 18 : 22;
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.75 }}
    >
      <Box aria-hidden sx={{ display: 'inline-flex', color: '#b45309' }}>
        {[0, 1, 2, 3, 4].map((i) => {
          const filled = halves - i * 2;
          const Icon = filled >= 2 ? Star : filled === 1 ? StarHalf : StarBorder;
          return <Icon key={i} sx={{ fontSize }} />;
        })}
      </Box>
      <Typography
        aria-hidden
        component="span"
        variant={size === 'small' ? 'body2' : 'body1'}
        sx={{ fontWeight: 600 }}
      >
        {rating.toFixed(1)}
      </Typography>
      {reviewCount > 0 && (
        <Typography aria-hidden component="span" variant="body2" color="text.secondary">
          ({formatCount(reviewCount)})
        </Typography>
      )}
    </Box>
  );
}

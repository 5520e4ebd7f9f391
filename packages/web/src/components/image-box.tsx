import { mediaSrcSet } from '@app/contract';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';

interface ImageBoxProps {
  src: string | null | undefined;
  alt: string;
  /** Width / height; the box keeps it while the image loads, so nothing below it moves. */
  ratio?: number;
  /** Intrinsic size hints for the browser (the demo pictures are 600×600). */
  width?: number;
  height?: number;
  /** The first, above-the-fold picture of a page loads at once; everything else waits. */
  eager?: boolean;
  fit?: 'cover' | 'contain';
  /**
   * How wide the box is drawn, for pictures from the media library (which come in several
   * widths): the browser picks the smallest file that fills it. Default: the full width on a
   * phone, `width` pixels above.
   */
  sizes?: string;
  sx?: SxProps<Theme>;
}

/** A picture in a fixed-ratio box: lazy-loaded, no layout shift, a calm placeholder if it fails. */
export function ImageBox({
  src,
  alt,
  ratio = 1,
  width = 600,
  height = Math.round(600 / ratio),
  eager = false,
  fit = 'cover',
  sizes,
  sx,
}: ImageBoxProps) {
  const [failed, setFailed] = useState(false);
  const srcSet = src ? mediaSrcSet(src) : null;
  const shownSizes = sizes ?? (width < 200 ? `${width}px` : `(max-width: 599px) 100vw, ${width}px`);
  const img = src && (
    <Box
      component="img"
      src={src}
      {...(srcSet ? { srcSet, sizes: shownSizes } : {})}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      onError={() => setFailed(true)}
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: fit }}
    />
  );
  return (
    <Box
      sx={[
        {
          position: 'relative',
          aspectRatio: String(ratio),
          overflow: 'hidden',
          bgcolor: 'grey.100',
          backgroundImage: 'linear-gradient(135deg, rgba(26,43,95,0.06), rgba(176,16,58,0.06))',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {src && img && !failed && srcSet && (
        // Library pictures: AVIF, else WebP, else the JPEG/PNG of the address itself.
        <picture>
          <source type="image/avif" srcSet={mediaSrcSet(src, 'avif') ?? undefined} sizes={shownSizes} />
          <source type="image/webp" srcSet={mediaSrcSet(src, 'webp') ?? undefined} sizes={shownSizes} />
          {img}
        </picture>
      )}
      {img && !failed && !srcSet && img}
    </Box>
  );
}

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
  sx,
}: ImageBoxProps) {
  const [failed, setFailed] = useState(false);
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
      {src && !failed && (
        <Box
          component="img"
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
          onError={() => setFailed(true)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: fit }}
        />
      )}
    </Box>
  );
}

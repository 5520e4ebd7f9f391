import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { ImageBox } from '../../components/image-box';

/** The item's pictures: one large, the others as thumbnails that swap into it. */
export function ItemGallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0] ?? null;
  return (
    <Box>
      <ImageBox
        src={shown}
        alt={images.length > 1 ? `${name}, picture ${current + 1} of ${images.length}` : name}
        eager
        fit="contain"
        sx={{ borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: '#fff' }}
      />
      {images.length > 1 && (
        <Box
          role="group"
          aria-label="Pictures"
          sx={{
            mt: 1.5,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 76px))',
          }}
        >
          {images.map((src, i) => (
            <ButtonBase
              key={src}
              onClick={() => setCurrent(i)}
              aria-label={`Show picture ${i + 1}`}
              aria-pressed={i === current}
              sx={{
                borderRadius: 2,
                overflow: 'hidden',
                border: 2,
                borderColor: i === current ? 'primary.main' : 'divider',
                display: 'block',
              }}
            >
              <ImageBox src={src} alt="" width={76} height={76} />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}

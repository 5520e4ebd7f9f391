import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export type GridSize = 'brands' | 'items' | 'tips';

const columns: Record<GridSize, object> = {
  brands: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  items: {
    xs: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
  tips: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
};

/** The responsive grid every card list uses, as a list for assistive technology. */
export function CardGrid({ size, children, label }: { size: GridSize; children: ReactNode; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2.5, md: 3 },
        gridTemplateColumns: columns[size],
        '& > li': { minWidth: 0, display: 'flex' },
        '& > li > *': { flexGrow: 1 },
      }}
    >
      {children}
    </Box>
  );
}

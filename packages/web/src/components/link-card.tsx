import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A card of a grid that is one link as a whole, lifted under the pointer. */
export function LinkCard({
  to,
  testId,
  dataId,
  children,
}: {
  to: string;
  testId: string;
  dataId?: number | string;
  children: ReactNode;
}) {
  return (
    <Card
      variant="outlined"
      data-testid={testId}
      data-id={dataId}
      sx={{
        borderRadius: 2.5,
        transition: 'box-shadow .2s, transform .2s, border-color .2s',
        '&:hover': {
          boxShadow: '0 10px 30px rgba(20,27,45,0.10)',
          transform: 'translateY(-2px)',
          borderColor: 'transparent',
        },
      }}
    >
      <CardActionArea
        component={Link}
        to={to}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        {children}
      </CardActionArea>
    </Card>
  );
}

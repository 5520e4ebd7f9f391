import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Renders HTML that the server sanitised when it was written (tips' summary and body), with
 * readable typography for the elements an editor produces.
 */
export function Prose({ html, sx, lead = false }: { html: string; sx?: SxProps<Theme>; lead?: boolean }) {
  return (
    <Box
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises tip HTML on write (sanitize-html)
      dangerouslySetInnerHTML={{ __html: html }}
      sx={[
        (theme) => ({
          color: 'text.primary',
          fontSize: lead ? { xs: 17, md: 19 } : { xs: 16, md: 17.5 },
          lineHeight: 1.75,
          overflowWrap: 'anywhere',
          '& > :first-of-type': { mt: 0 },
          '& > :last-child': { mb: 0 },
          '& p': { my: 1.75, color: lead ? 'text.secondary' : 'inherit' },
          '& h2': { ...theme.typography.h5, mt: 4.5, mb: 1.5, fontSize: { xs: 21, md: 24 } },
          '& h3': { ...theme.typography.h6, mt: 3.5, mb: 1 },
          '& h4': { fontWeight: 700, mt: 3, mb: 1 },
          '& ul, & ol': { pl: 3, my: 1.75 },
          '& li': { my: 0.75, pl: 0.5 },
          '& li::marker': { color: theme.palette.secondary.main },
          '& a': { color: 'primary.main', textDecorationThickness: '1px', textUnderlineOffset: '3px' },
          '& strong': { fontWeight: 700 },
          '& blockquote': {
            m: 0,
            my: 3,
            pl: 2.5,
            borderLeft: 4,
            borderColor: 'secondary.main',
            color: 'text.secondary',
            fontStyle: 'italic',
          },
          '& img': { maxWidth: '100%', height: 'auto', borderRadius: 2 },
          '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 4 },
          '& table': {
            borderCollapse: 'collapse',
            width: '100%',
            my: 3,
            display: 'block',
            overflowX: 'auto',
          },
          '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 1, textAlign: 'left' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

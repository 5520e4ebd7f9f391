import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

/**
 * The tip as visitors will read it. The HTML is drawn in a sandboxed frame without scripts, so
 * markup pasted into the HTML tab cannot run here even before the server has sanitised it.
 */
export function TipPreview({
  title,
  imageUrl,
  summaryHtml,
  bodyHtml,
}: {
  title: string;
  imageUrl: string;
  summaryHtml: string;
  bodyHtml: string;
}) {
  const theme = useTheme();
  const font = theme.typography.fontFamily ?? 'system-ui, sans-serif';
  const doc = `<!doctype html><html><head><meta charset="utf-8"><style>
    body { font-family: ${font}; color: #1d2433; margin: 0; padding: 20px; line-height: 1.6; font-size: 15px; }
    h1 { font-size: 26px; line-height: 1.25; margin: 0 0 12px; }
    h2 { font-size: 20px; margin: 20px 0 8px; } h3 { font-size: 17px; margin: 16px 0 6px; }
    .summary { color: #5b6475; font-size: 16px; border-bottom: 1px solid #e3e6ec; padding-bottom: 12px; margin-bottom: 12px; }
    img { max-width: 100%; border-radius: 8px; }
    a { color: ${theme.palette.primary.main}; }
    blockquote { border-left: 3px solid #d5d9e0; margin: 0; padding-left: 14px; color: #5b6475; }
  </style></head><body>
    <h1>${escapeText(title || 'Untitled tip')}</h1>
    ${imageUrl ? `<img src="${escapeText(imageUrl)}" alt="">` : ''}
    <div class="summary">${summaryHtml}</div>
    <div>${bodyHtml}</div>
  </body></html>`;
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
        Preview
      </Typography>
      <Box
        component="iframe"
        title="Tip preview"
        sandbox=""
        srcDoc={doc}
        sx={{
          width: '100%',
          height: { xs: 420, lg: 640 },
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: '#fff',
        }}
      />
    </Box>
  );
}

function escapeText(s: string) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Tool {
  title: string;
  text: string;
  icon: ReactNode;
  /** Absent while the tool is still being built. */
  to?: string;
  /** Shown to the site's admins only (editors cannot open it). */
  adminOnly?: boolean;
}

function ToolCard({ tool }: { tool: Tool }) {
  const body = (
    <Box sx={{ p: 2, display: 'flex', gap: 1.75, alignItems: 'flex-start', height: '100%' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          flexShrink: 0,
          width: 36,
          height: 36,
          borderRadius: 1.25,
          display: 'grid',
          placeItems: 'center',
          color: tool.to ? 'primary.main' : 'text.secondary',
          bgcolor: alpha(tool.to ? theme.palette.primary.main : theme.palette.text.secondary, 0.08),
        })}
      >
        {tool.icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h3" sx={{ fontWeight: 650, fontSize: 15 }}>
            {tool.title}
          </Typography>
          {!tool.to && <Chip label="Coming soon" size="small" sx={{ height: 20, fontSize: 11 }} />}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {tool.text}
        </Typography>
      </Box>
    </Box>
  );
  return (
    <Card
      variant="outlined"
      sx={{ borderRadius: 2, height: '100%', bgcolor: tool.to ? 'background.paper' : 'grey.50' }}
    >
      {tool.to ? (
        <CardActionArea component={Link} to={tool.to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        <Box aria-disabled="true" sx={{ height: '100%' }}>
          {body}
        </Box>
      )}
    </Card>
  );
}

export function ToolGrid({ heading, tools }: { heading: string; tools: Tool[] }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5, fontSize: 17 }}>
        {heading}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {tools.map((tool) => (
          <ToolCard key={tool.title} tool={tool} />
        ))}
      </Box>
    </Box>
  );
}

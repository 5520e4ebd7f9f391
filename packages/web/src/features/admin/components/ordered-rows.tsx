import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Thumb } from './thumb';

/**
 * One row of an ordered admin list: picture, name and a line below, then view, edit and delete.
 * `aside` sits between the name and the buttons; `actions` are buttons before "View on site".
 */
export function OrderedRow({
  name,
  detail,
  imageUrl,
  editTo,
  viewTo,
  onDelete,
  aside,
  actions,
}: {
  name: string;
  detail: ReactNode;
  imageUrl: string | null | undefined;
  editTo: string;
  viewTo?: string;
  onDelete: () => void;
  aside?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <>
      <Thumb src={imageUrl} label={name} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <MuiLink
          component={Link}
          to={editTo}
          underline="hover"
          color="text.primary"
          sx={{
            fontWeight: 600,
            display: 'block',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </MuiLink>
        <Typography variant="body2" color="text.secondary" noWrap>
          {detail}
        </Typography>
      </Box>
      {aside}
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        {actions}
        {viewTo && (
          <Tooltip title="View on site">
            <IconButton component={Link} to={viewTo} aria-label={`View ${name} on the site`}>
              <OpenInNew fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="Edit">
          <IconButton component={Link} to={editTo} aria-label={`Edit ${name}`}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Delete">
          <IconButton onClick={onDelete} aria-label={`Delete ${name}`}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </>
  );
}

/** The empty state of a list: what is missing and the one action that fixes it. */
export function EmptyList({ title, text, action }: { title: string; text?: string; action: ReactNode }) {
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: text ? 5 : 4,
        textAlign: 'center',
        bgcolor: 'background.paper',
      }}
    >
      <Typography sx={{ fontWeight: 600, mb: text ? 0 : 1.5 }}>{title}</Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {text}
        </Typography>
      )}
      {action}
    </Box>
  );
}

import { mediaUrlForWidth } from '@app/contract';
import Avatar from '@mui/material/Avatar';

/** A small square picture of a record, or its initial when it has none. */
export function Thumb({
  src,
  label,
  size = 40,
}: {
  src: string | null | undefined;
  label: string;
  size?: number;
}) {
  return (
    <Avatar
      variant="rounded"
      src={src ? mediaUrlForWidth(src, 320) : undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        bgcolor: 'grey.100',
        color: 'text.secondary',
        fontSize: size * 0.4,
        fontWeight: 700,
        border: 1,
        borderColor: 'divider',
        '& img': { objectFit: 'contain' },
      }}
    >
      {label.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

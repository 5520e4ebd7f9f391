import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import LinkIcon from '@mui/icons-material/Link';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import type { Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import type { RichTextState } from './use-rich-text';

function ToolbarToggle({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active: boolean | undefined;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <ToggleButton
          value={label}
          size="small"
          selected={Boolean(active)}
          onChange={onClick}
          aria-label={label}
          sx={{ border: 0, borderRadius: 1, p: 0.625 }}
        >
          {children}
        </ToggleButton>
      </span>
    </Tooltip>
  );
}

function ToolbarButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

const headingSx = { fontWeight: 700, fontSize: 13, px: 0.5 };

/** The formatting buttons above a rich text field; each shows whether the cursor is in its mark. */
export function RichTextToolbar({
  label,
  editor,
  state,
  onLink,
}: {
  label: string;
  editor: Editor | null;
  state: RichTextState;
  onLink: () => void;
}) {
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => {
    if (editor) command(editor.chain().focus()).run();
  };
  return (
    <Box
      role="toolbar"
      aria-label={`${label} formatting`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <ToolbarToggle label="Bold" active={state?.bold} onClick={run((c) => c.toggleBold())}>
        <FormatBold fontSize="small" />
      </ToolbarToggle>
      <ToolbarToggle label="Italic" active={state?.italic} onClick={run((c) => c.toggleItalic())}>
        <FormatItalic fontSize="small" />
      </ToolbarToggle>
      <ToolbarToggle label="Heading" active={state?.h2} onClick={run((c) => c.toggleHeading({ level: 2 }))}>
        <Box component="span" sx={headingSx}>
          H2
        </Box>
      </ToolbarToggle>
      <ToolbarToggle
        label="Subheading"
        active={state?.h3}
        onClick={run((c) => c.toggleHeading({ level: 3 }))}
      >
        <Box component="span" sx={headingSx}>
          H3
        </Box>
      </ToolbarToggle>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolbarToggle label="Bulleted list" active={state?.bullet} onClick={run((c) => c.toggleBulletList())}>
        <FormatListBulleted fontSize="small" />
      </ToolbarToggle>
      <ToolbarToggle
        label="Numbered list"
        active={state?.ordered}
        onClick={run((c) => c.toggleOrderedList())}
      >
        <FormatListNumbered fontSize="small" />
      </ToolbarToggle>
      <ToolbarToggle label="Quote" active={state?.quote} onClick={run((c) => c.toggleBlockquote())}>
        <FormatQuote fontSize="small" />
      </ToolbarToggle>
      <ToolbarToggle label="Link" active={state?.link} onClick={onLink}>
        <LinkIcon fontSize="small" />
      </ToolbarToggle>
      <Box sx={{ flex: 1 }} />
      <ToolbarButton label="Undo" disabled={!state?.canUndo} onClick={run((c) => c.undo())}>
        <Undo fontSize="small" />
      </ToolbarButton>
      <ToolbarButton label="Redo" disabled={!state?.canRedo} onClick={run((c) => c.redo())}>
        <Redo fontSize="small" />
      </ToolbarButton>
    </Box>
  );
}

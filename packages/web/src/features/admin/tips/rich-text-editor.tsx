import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { EditorContent } from '@tiptap/react';
import { type ReactNode, useId, useState } from 'react';
import { LinkDialog } from './link-dialog';
import { RichTextToolbar } from './rich-text-toolbar';
import { useLinkEditing, useRichText } from './use-rich-text';

interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  helperText?: ReactNode;
  minHeight?: number;
  /** Whether the "HTML" tab for editing the source is offered. */
  allowSource?: boolean;
}

const contentSx = {
  px: 2,
  '& .tiptap p': { my: 1 },
  '& .tiptap h2': { fontSize: 22, my: 1.5 },
  '& .tiptap h3': { fontSize: 18, my: 1.25 },
  '& .tiptap blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
  '& .tiptap a': { color: 'primary.main' },
};

const sourceSx = {
  display: 'block',
  width: '100%',
  border: 0,
  outline: 'none',
  resize: 'vertical',
  p: 1.5,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 13,
  bgcolor: 'transparent',
  color: 'text.primary',
} as const;

/**
 * Rich text with Tiptap, producing HTML. The "HTML" tab edits the source as it will be sent;
 * the server sanitises whatever arrives, so pasting markup here is safe.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  minHeight = 220,
  allowSource = true,
}: RichTextEditorProps) {
  const id = useId();
  const [tab, setTab] = useState<'visual' | 'html'>('visual');
  const { editor, state } = useRichText({
    value,
    onChange,
    onBlur,
    labelId: `${id}-label`,
    visual: tab === 'visual',
  });
  const link = useLinkEditing(editor);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', mb: 0.75 }}>
        <Typography
          id={`${id}-label`}
          component="span"
          variant="body2"
          sx={{ fontWeight: 600, color: error ? 'error.main' : 'text.primary' }}
        >
          {label}
        </Typography>
        {allowSource && (
          <Tabs
            value={tab}
            onChange={(_e, v) => setTab(v)}
            sx={{ minHeight: 32 }}
            aria-label={`${label} editing mode`}
          >
            <Tab value="visual" label="Visual" sx={{ minHeight: 32, py: 0, textTransform: 'none' }} />
            <Tab value="html" label="HTML" sx={{ minHeight: 32, py: 0, textTransform: 'none' }} />
          </Tabs>
        )}
      </Box>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: (t) => `0 0 0 1px ${error ? t.palette.error.main : t.palette.primary.main}`,
          },
        }}
      >
        {/* The editor stays mounted under the HTML tab, so its view and history survive a switch. */}
        <Box sx={{ display: tab === 'visual' ? 'block' : 'none' }}>
          <RichTextToolbar label={label} editor={editor} state={state} onLink={link.open} />
          <Box sx={{ ...contentSx, '& .tiptap': { minHeight, outline: 'none', py: 1.5 } }}>
            <EditorContent editor={editor} />
          </Box>
        </Box>
        {tab === 'html' && (
          <Box
            component="textarea"
            aria-label={`${label} HTML`}
            value={value}
            spellCheck={false}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            sx={{ ...sourceSx, minHeight: minHeight + 44 }}
          />
        )}
      </Box>
      {(error || helperText) && <FormHelperText error={Boolean(error)}>{error ?? helperText}</FormHelperText>}
      <LinkDialog
        open={link.isOpen}
        initial={link.current}
        onApply={link.apply}
        onRemove={link.remove}
        onClose={link.close}
      />
    </Box>
  );
}

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
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { LinkDialog, type LinkValue } from './link-dialog';

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

function ToolbarToggle({
  label,
  active,
  onClick,
  children,
  disabled,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
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
          disabled={disabled}
          sx={{ border: 0, borderRadius: 1, p: 0.625 }}
        >
          {children}
        </ToggleButton>
      </span>
    </Tooltip>
  );
}

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
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        // A link opens in a new tab only when its author chose so (the link dialog).
        link: { openOnClick: false, HTMLAttributes: { target: null, rel: 'noopener noreferrer nofollow' } },
      }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: { 'aria-labelledby': `${id}-label`, 'aria-multiline': 'true', role: 'textbox' },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });

  // A value set from outside (a reset after saving, the HTML tab) is loaded into the editor.
  useEffect(() => {
    if (!editor || tab !== 'visual') return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, tab]);

  // The link being edited: null while the dialog is closed; `link` is the one under the cursor.
  const [linkEdit, setLinkEdit] = useState<{ link: LinkValue | null } | null>(null);
  const openLink = () => {
    if (!editor) return;
    const attrs = editor.getAttributes('link') as { href?: string; target?: string | null };
    setLinkEdit({ link: attrs.href ? { href: attrs.href, newTab: attrs.target === '_blank' } : null });
  };
  const applyLink = ({ href, newTab }: LinkValue) => {
    setLinkEdit(null);
    if (!editor) return;
    const target = newTab ? '_blank' : null;
    const chain = editor.chain().focus().extendMarkRange('link');
    // With nothing selected and no link under the cursor, the address itself becomes the text.
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href, target } }] })
        .run();
    } else chain.setLink({ href, target }).run();
  };
  const removeLink = () => {
    setLinkEdit(null);
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
  };

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
          <Box
            role="toolbar"
            aria-label={`${label} formatting`}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 0.25,
              p: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <ToolbarToggle
              label="Bold"
              active={state?.bold}
              onClick={() => editor?.chain().focus().toggleBold().run()}
            >
              <FormatBold fontSize="small" />
            </ToolbarToggle>
            <ToolbarToggle
              label="Italic"
              active={state?.italic}
              onClick={() => editor?.chain().focus().toggleItalic().run()}
            >
              <FormatItalic fontSize="small" />
            </ToolbarToggle>
            <ToolbarToggle
              label="Heading"
              active={state?.h2}
              onClick={() => editor?.chain().focus().toggleHeading({ level: 2 }).run()}
            >
              <Box component="span" sx={{ fontWeight: 700, fontSize: 13, px: 0.5 }}>
                H2
              </Box>
            </ToolbarToggle>
            <ToolbarToggle
              label="Subheading"
              active={state?.h3}
              onClick={() => editor?.chain().focus().toggleHeading({ level: 3 }).run()}
            >
              <Box component="span" sx={{ fontWeight: 700, fontSize: 13, px: 0.5 }}>
                H3
              </Box>
            </ToolbarToggle>
            <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
            <ToolbarToggle
              label="Bulleted list"
              active={state?.bullet}
              onClick={() => editor?.chain().focus().toggleBulletList().run()}
            >
              <FormatListBulleted fontSize="small" />
            </ToolbarToggle>
            <ToolbarToggle
              label="Numbered list"
              active={state?.ordered}
              onClick={() => editor?.chain().focus().toggleOrderedList().run()}
            >
              <FormatListNumbered fontSize="small" />
            </ToolbarToggle>
            <ToolbarToggle
              label="Quote"
              active={state?.quote}
              onClick={() => editor?.chain().focus().toggleBlockquote().run()}
            >
              <FormatQuote fontSize="small" />
            </ToolbarToggle>
            <ToolbarToggle label="Link" active={state?.link} onClick={openLink}>
              <LinkIcon fontSize="small" />
            </ToolbarToggle>
            <Box sx={{ flex: 1 }} />
            <Tooltip title="Undo">
              <span>
                <IconButton
                  size="small"
                  aria-label="Undo"
                  disabled={!state?.canUndo}
                  onClick={() => editor?.chain().focus().undo().run()}
                >
                  <Undo fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Redo">
              <span>
                <IconButton
                  size="small"
                  aria-label="Redo"
                  disabled={!state?.canRedo}
                  onClick={() => editor?.chain().focus().redo().run()}
                >
                  <Redo fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
          <Box
            sx={{
              px: 2,
              '& .tiptap': { minHeight, outline: 'none', py: 1.5 },
              '& .tiptap p': { my: 1 },
              '& .tiptap h2': { fontSize: 22, my: 1.5 },
              '& .tiptap h3': { fontSize: 18, my: 1.25 },
              '& .tiptap blockquote': {
                borderLeft: 3,
                borderColor: 'divider',
                pl: 2,
                ml: 0,
                color: 'text.secondary',
              },
              '& .tiptap a': { color: 'primary.main' },
            }}
          >
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
            sx={{
              display: 'block',
              width: '100%',
              minHeight: minHeight + 44,
              border: 0,
              outline: 'none',
              resize: 'vertical',
              p: 1.5,
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
              fontSize: 13,
              bgcolor: 'transparent',
              color: 'text.primary',
            }}
          />
        )}
      </Box>
      {(error || helperText) && <FormHelperText error={Boolean(error)}>{error ?? helperText}</FormHelperText>}
      <LinkDialog
        open={linkEdit !== null}
        initial={linkEdit?.link ?? null}
        onApply={applyLink}
        onRemove={removeLink}
        onClose={() => {
          setLinkEdit(null);
          editor?.commands.focus();
        }}
      />
    </Box>
  );
}

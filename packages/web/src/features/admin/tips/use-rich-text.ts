import { type Editor, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import type { LinkValue } from './link-dialog';

/**
 * The Tiptap editor of a rich text field, the marks and blocks under its cursor (for the toolbar),
 * and a value set from outside (a reset after saving, the HTML tab) loaded into it.
 */
export function useRichText({
  value,
  onChange,
  onBlur,
  labelId,
  visual,
}: {
  value: string;
  onChange: (html: string) => void;
  onBlur?: (() => void) | undefined;
  labelId: string;
  /** Whether the visual tab shows: only then does the editor follow the value. */
  visual: boolean;
}) {
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
      attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' },
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

  useEffect(() => {
    if (!editor || !visual) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, visual]);

  return { editor, state };
}

export type RichTextState = ReturnType<typeof useRichText>['state'];

/** The link dialog's state: null while closed; `link` is the link under the cursor, if any. */
export function useLinkEditing(editor: Editor | null) {
  const [linkEdit, setLinkEdit] = useState<{ link: LinkValue | null } | null>(null);
  const open = () => {
    if (!editor) return;
    const attrs = editor.getAttributes('link') as { href?: string; target?: string | null };
    setLinkEdit({ link: attrs.href ? { href: attrs.href, newTab: attrs.target === '_blank' } : null });
  };
  const apply = ({ href, newTab }: LinkValue) => {
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
  const remove = () => {
    setLinkEdit(null);
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
  };
  const close = () => {
    setLinkEdit(null);
    editor?.commands.focus();
  };
  return { isOpen: linkEdit !== null, current: linkEdit?.link ?? null, open, apply, remove, close };
}

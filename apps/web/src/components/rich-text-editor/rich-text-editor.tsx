import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type RichTextFieldProps = {
  label: string;
  description?: string;
  error?: string;
  required?: boolean;
  /** HTML; the server sanitises it on every write (DESIGN §9). */
  value: string;
  onChange: (html: string) => void;
  'data-testid'?: string;
};

/**
 * Authored rich text on @mantine/tiptap: headings, emphasis, lists, quotes and links, as HTML. An empty
 * document is ''. Loaded on its own (see lazy-rich-text-editor.tsx): the editor is large.
 */
export function RichTextField(props: RichTextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, autolink: true, defaultProtocol: 'https' } }),
    ],
    content: props.value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(props.error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => props.onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (a reset form, a saved item) replaces the document; typing does not loop back.
  // Suspense can hide and re-show this field; tiptap destroys its editor meanwhile, and a destroyed editor has
  // no schema to read the document with.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (props.value !== current) editor.commands.setContent(props.value, { emitUpdate: false });
  }, [editor, props.value]);

  const label = (key: string) => t(`resource.rich_text.${key}`);
  return (
    <Input.Wrapper
      label={props.label}
      labelProps={{ id: `${id}-label` }}
      description={props.description}
      error={props.error}
      required={props.required}
      data-testid={props['data-testid']}
    >
      <RichTextEditor
        editor={editor}
        labels={{
          boldControlLabel: label('bold'),
          italicControlLabel: label('italic'),
          underlineControlLabel: label('underline'),
          strikeControlLabel: label('strike'),
          clearFormattingControlLabel: label('clear_formatting'),
          h2ControlLabel: label('heading_2'),
          h3ControlLabel: label('heading_3'),
          bulletListControlLabel: label('bullet_list'),
          orderedListControlLabel: label('ordered_list'),
          blockquoteControlLabel: label('blockquote'),
          linkControlLabel: label('link'),
          unlinkControlLabel: label('unlink'),
          undoControlLabel: label('undo'),
          redoControlLabel: label('redo'),
          linkEditorInputLabel: label('link_address'),
          linkEditorInputPlaceholder: 'https://',
          linkEditorExternalLink: label('link_new_tab'),
          linkEditorInternalLink: label('link_same_tab'),
          linkEditorSave: label('link_save'),
        }}
        mt={4}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

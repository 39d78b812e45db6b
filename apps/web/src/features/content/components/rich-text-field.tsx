import '@mantine/tiptap/styles.css';

import { Input } from '@mantine/core';
import { getUploadImageExtension, Link, RichTextEditor } from '@mantine/tiptap';
import { MESSAGES } from '@prepward/shared/messages';
import { htmlHasContent } from '@prepward/shared/html-text';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useCallback, useEffect, useId } from 'react';
import { notifyError } from '../../../lib/notify';
import { uploadImage } from '../api/upload-image';
import classes from './rich-text-field.module.css';

type RichTextFieldProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  required?: boolean;
  placeholder?: string;
  /** Options get a short toolbar (no headings, lists, images or tables). */
  compact?: boolean;
};

/**
 * An image URL of our own uploads, as the image panel gives it: relative, or absolute on the
 * site or on the image store, whose address may have a path (a bucket addressed by path).
 * The server keeps only its own images whatever this lets through.
 */
const OWN_IMAGE_URL = /^(https?:\/\/[^\s?#]+)?\/uploads\/[a-f0-9]{64}\.(png|jpg|gif|webp|svg)$/;

/**
 * Images picked with Insert image, pasted or dropped are uploaded, and the editor shows them
 * from their URL. (Mantine types the extension loosely; it is the Image extension.)
 */
const UploadingImage = getUploadImageExtension(Image, {
  // The file's name is the best description the editor has (an ECG strip saved as
  // 'atrial-flutter.png' reads as 'atrial flutter').
  onImageUpload: async (file: File) => ({
    src: await uploadImage({ file }),
    alt: file.name
      .replace(/\.[a-z0-9]+$/i, '')
      .replace(/[-_]+/g, ' ')
      .trim(),
  }),
  onImageUploadError: () => notifyError(MESSAGES.imageUploadFailed),
}) as typeof Image;

/** The editor's HTML, or '' when it holds neither text nor image (`<p></p><p><br></p>`). */
const htmlOf = (editor: Editor) => {
  const html = editor.getHTML();
  return editor.isEmpty || !htmlHasContent(html) ? '' : html;
};

/**
 * A rich-text field (Mantine's tiptap editor). The HTML it produces is sanitized again by
 * the server; an empty editor reports ''.
 */
export function RichTextField({
  label,
  value,
  onChange,
  error,
  required,
  placeholder,
  compact = false,
}: RichTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const attributesFor = useCallback(
    (problem: string | undefined): Record<string, string> => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': `${id}-label`,
      ...(problem ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
    }),
    [id, errorId],
  );
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: compact ? false : { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false }),
      ...(compact ? [] : [UploadingImage]),
      // Every editor knows tables, so that one loaded from an import is kept when saved, though
      // only the full toolbar inserts them. Not resizable: no column widths are stored.
      TableKit.configure({ table: { resizable: false } }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: attributesFor(error),
      // Pasting the URL the image panel gave shows the image itself.
      handlePaste: (view, event) => {
        const text = event.clipboardData?.getData('text/plain').trim() ?? '';
        const imageType = view.state.schema.nodes.image;
        if (compact || !imageType || !OWN_IMAGE_URL.test(text)) return false;
        view.dispatch(view.state.tr.replaceSelectionWith(imageType.create({ src: text, alt: '' })));
        return true;
      },
    },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
  });

  // A value set from outside (the form reset after adding, or loading a question to edit).
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const shown = htmlOf(editor);
    if (value !== shown) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // The editor's attributes follow the error state.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.view.setProps({ attributes: attributesFor(error) });
  }, [editor, error, attributesFor]);

  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error}
      labelProps={{ id: `${id}-label` }}
      errorProps={{ id: errorId }}
    >
      <RichTextEditor
        editor={editor}
        labels={{ imageUploadControlLabel: 'Insert image' }}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          {compact ? null : (
            <>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.H2 />
                <RichTextEditor.H3 />
                <RichTextEditor.BulletList />
                <RichTextEditor.OrderedList />
                <RichTextEditor.Blockquote />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Link />
                <RichTextEditor.Unlink />
                <RichTextEditor.ImageUpload accept="image/jpeg,image/png,image/gif,image/svg+xml,image/webp" />
              </RichTextEditor.ControlsGroup>
              {/* A trend table (vital signs over time): the row and column controls act on
                  the cell holding the cursor and are disabled outside a table. */}
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.TableInsert maxRows={8} maxColumns={8} />
                <RichTextEditor.TableRowAfter />
                <RichTextEditor.TableColumnAfter />
                <RichTextEditor.TableRowDelete />
                <RichTextEditor.TableColumnDelete />
                <RichTextEditor.TableDelete />
              </RichTextEditor.ControlsGroup>
            </>
          )}
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ClearFormatting />
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={compact ? 44 : 140} className={classes.content} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

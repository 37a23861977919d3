/**
 * The rich-text editor (Slate): a labelled writing area with a formatting toolbar, link, image
 * and table dialogs, undo and redo, shortcuts, safe paste, and a preview through the one
 * user-HTML renderer. Props only: the value is a document (richText.ts), kept by the caller;
 * `toHtml` turns it into the API's content.
 *
 * This module (with Slate) is meant to be loaded lazily, only where someone writes:
 * `lazy(() => import('.../RichTextEditor/RichTextEditor.tsx'))`.
 */
import { Combobox } from '@ariakit/react';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  createEditor,
  Editor,
  Node,
  Point,
  Transforms,
  type BaseRange,
  type Descendant,
} from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, withReact } from 'slate-react';
import { Button } from '../Button/Button.tsx';
import {
  DEFAULT_MENTION_LABELS,
  MENTION_COMBOBOX_PROPS,
  MentionList,
  mentionNames,
  useMentionCombobox,
  type MentionLabels,
  type MentionStatus,
} from '../MentionTextArea/MentionList.tsx';
import type { Mention } from '../../utils/text/mentions.ts';
import { FormField } from '../FormField/FormField.tsx';
import { UserHtml } from '../UserHtml/UserHtml.tsx';
import { Text } from '../../primitives/Text.tsx';
import {
  activeLink,
  addTableRow,
  isInTable,
  indent,
  insertImage,
  insertLink,
  insertTable,
  moveInTable,
  outdent,
  removeLink,
  removeTable,
  isInCodeBlock,
  insertMention,
  mentionQueryInEditor,
  selectedText,
  type EditorMentionQuery,
  toggleCodeBlock,
  toggleList,
  toggleMark,
  withForumSchema,
} from './editing/commands.ts';
import { ImageDialog, LinkDialog, TableDialog } from './EditorDialogs.tsx';
import { EditorToolbar, type ToolbarAction } from './EditorToolbar.tsx';
import { renderElementWith, renderLeaf, renderPlaceholder } from './elements.tsx';
import { DEFAULT_EDITOR_LABELS, type RichTextEditorLabels } from './labels.ts';
import { withPaste } from './editing/paste.ts';
import { isDocumentEmpty, type ForumEditor, type RichTextDocument } from './document/richText.ts';
import * as styles from './RichTextEditor.css.ts';
import { toHtml } from './document/serialize.ts';
import { shortcutOf } from './editing/shortcuts.ts';

/**
 * Members to mention: `@` and 2 characters suggest them in a list at the caret (an Ariakit
 * combobox over the writing area); choosing one writes `@Name` as one piece, a link to
 * `hrefOf(member)`. The caller answers `onQuery` (debounced) with `suggestions` and `status`.
 */
export interface EditorMentions {
  /** The mention being typed (2 or more characters after `@`), or null when there is none. */
  onQuery: (query: string | null) => void;
  /** The members for the query asked last; undefined while there is no answer. */
  suggestions?: readonly Mention[];
  /** Where the suggestions stand: looking, ready (then `suggestions`), failed or offline. */
  status: MentionStatus;
  /** The member's page, a path of this site ('/users/5'): what the mention links to. */
  hrefOf: (mention: Mention) => string;
  /** The list's words (DEFAULT_MENTION_LABELS). */
  labels?: Partial<MentionLabels>;
}

export interface RichTextEditorProps {
  /** The document (keep the reference `onChange` gave: a new one replaces the content). */
  value: RichTextDocument;
  /** Called with the new document on every edit. */
  onChange: (value: RichTextDocument) => void;
  /** Names the writing area. */
  label: ReactNode;
  /** A line under the label that says more, e.g. what formatting is allowed. */
  hint?: ReactNode;
  /** Shown under the area and read as its description; marks it invalid. */
  error?: ReactNode;
  /** Text must be written: the label says so and the editor is marked required. */
  required?: boolean;
  /** The editor's id, e.g. for a link to it from an error summary. */
  id?: string;
  /** Shown in the empty editor, never instead of the label. */
  placeholder?: string;
  /**
   * Uploads an image for the Image button; resolves to its address, rejects with an Error whose
   * message is shown (else a generic one). Without it the Image button is disabled.
   */
  onUploadImage?: (file: File) => Promise<string>;
  /** Nothing can be changed (while the form is being sent, say). */
  readOnly?: boolean;
  /** Show the preview from the start. */
  defaultPreview?: boolean;
  /** Suggest members after `@` (EditorMentions); without it, `@` is text like any other. */
  mentions?: EditorMentions;
  /** The toolbar's and dialogs' words, to translate or reword. */
  labels?: Partial<RichTextEditorLabels>;
  /** Extra class for the editor's wrapper. */
  className?: string;
}

type OpenDialog =
  | { type: 'link'; initial: { url: string; text: string; editing: boolean } }
  | { type: 'image'; file?: File }
  | { type: 'table' };

/** Ariakit's combobox props without those only a text field takes (a div has no value). */
function withoutInputProps<P extends object>(props: P): Omit<P, 'value' | 'autoComplete'> {
  const {
    value: _value,
    autoComplete: _autoComplete,
    ...rest
  } = props as P & {
    value?: unknown;
    autoComplete?: unknown;
  };
  return rest;
}

function createForumEditor(): ForumEditor {
  return withPaste(withForumSchema(withHistory(withReact(createEditor()))));
}

/** The document as the renderer will show it, for the preview and the read-only story. */
export function RichTextPreview({
  value,
  emptyText = DEFAULT_EDITOR_LABELS.previewEmpty,
  ...rest
}: {
  value: RichTextDocument;
  /** Shown when the document is empty (default 'Nothing to preview'). */
  emptyText?: string;
  id?: string;
  /** Extra class for the preview. */
  className?: string;
}) {
  const html = useMemo(() => toHtml(value), [value]);
  if (isDocumentEmpty(value))
    return (
      <Text tone="muted" {...rest}>
        {emptyText}
      </Text>
    );
  return <UserHtml html={html} {...rest} />;
}

/**
 * The editor for posts and replies: formatting, inline code and code blocks, links, lists,
 * images and tables, with a toolbar, keyboard shortcuts and a preview. It writes the forum's
 * safe HTML.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  hint,
  error,
  required,
  id,
  placeholder,
  onUploadImage,
  readOnly = false,
  defaultPreview = false,
  mentions,
  labels: labelsProp,
  className,
}: RichTextEditorProps) {
  const labels = useMemo(() => ({ ...DEFAULT_EDITOR_LABELS, ...labelsProp }), [labelsProp]);
  const [editor] = useState(createForumEditor);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [previewOpen, setPreviewOpen] = useState(defaultPreview);
  const previewId = useId();
  const previewHeadingId = useId();
  /** Where the caret goes back to when focus returns to the writing area after a dialog. */
  const pendingSelection = useRef<BaseRange | null>(null);
  /** Where focus goes when a dialog closes. */
  const finalFocus = useRef<HTMLElement | null>(null);
  const renderElement = useMemo(
    () =>
      renderElementWith({
        describeImage: labels.imageAltInEditor,
        codeLanguage: labels.codeLanguage,
        noCodeLanguage: labels.noCodeLanguage,
      }),
    [labels.imageAltInEditor, labels.codeLanguage, labels.noCodeLanguage],
  );

  /** The mention being typed at the caret, while members are suggested for it. */
  const [typing, setTyping] = useState<EditorMentionQuery | null>(null);
  const closeMention = () => {
    setTyping(null);
    mentions?.onQuery(null);
  };
  const names = mentionNames(typing !== null, mentions?.status ?? 'ready', mentions?.suggestions);
  const combobox = useMentionCombobox(typing !== null, names, closeMention);
  /** After every change and caret move: the mention at the caret, asked for when it changed. */
  const readMention = () => {
    if (!mentions) return;
    const found = mentionQueryInEditor(editor);
    const same =
      found?.query === typing?.query &&
      (!found || !typing || Point.equals(found.range.anchor, typing.range.anchor));
    setTyping(found);
    if (!same) mentions.onQuery(found?.query ?? null);
  };
  const chooseMention = (mention: Mention) => {
    if (!typing || !mentions) return;
    insertMention(editor, typing.range, { name: mention.name, href: mentions.hrefOf(mention) });
    closeMention();
    ReactEditor.focus(editor);
  };
  const mentionAnchor = () => {
    if (!typing) return null;
    try {
      return ReactEditor.toDOMRange(editor, typing.range).getBoundingClientRect();
    } catch {
      return null;
    }
  };
  const mentionLabels = { ...DEFAULT_MENTION_LABELS, ...mentions?.labels };

  const editable = () => ReactEditor.toDOMNode(editor, editor);
  const focusEditor = () => ReactEditor.focus(editor);

  const openDialog = (next: OpenDialog) => {
    pendingSelection.current = editor.selection;
    finalFocus.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog(next);
  };

  /** Runs a dialog's change on the selection it was opened with, then closes it. */
  const finishDialog = (change?: () => void) => {
    if (change) {
      if (pendingSelection.current) Transforms.select(editor, pendingSelection.current);
      change();
      pendingSelection.current = editor.selection;
      finalFocus.current = editable();
    }
    setDialog(null);
  };

  const act = (action: ToolbarAction, fromKeyboard: boolean) => {
    // Before the writing area was ever focused there is no selection: act at its start.
    if (!editor.selection) Transforms.select(editor, Editor.start(editor, []));
    switch (action.type) {
      case 'mark':
        toggleMark(editor, action.mark);
        break;
      case 'list':
        toggleList(editor, action.list);
        break;
      case 'codeBlock':
        toggleCodeBlock(editor);
        break;
      case 'indent':
        indent(editor);
        break;
      case 'outdent':
        outdent(editor);
        break;
      case 'undo':
        editor.undo();
        return;
      case 'redo':
        editor.redo();
        return;
      case 'addRow':
        addTableRow(editor);
        break;
      case 'deleteTable':
        removeTable(editor);
        break;
      case 'link': {
        const link = activeLink(editor);
        openDialog({
          type: 'link',
          initial: link
            ? { url: link[0].url, text: Node.string(link[0]), editing: true }
            : { url: '', text: selectedText(editor), editing: false },
        });
        return;
      }
      case 'image':
      case 'table':
        openDialog({ type: action.type });
        return;
    }
    if (fromKeyboard) focusEditor();
  };

  // One stable callback for the memoised toolbar, always running the latest `act`.
  const actRef = useRef(act);
  useLayoutEffect(() => {
    actRef.current = act;
  });
  const onAction = useCallback(
    (action: ToolbarAction, fromKeyboard: boolean) => actRef.current(action, fromKeyboard),
    [],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // With no name to choose, Enter is a new paragraph: the list closes first (an open list
    // takes Enter for a choice).
    if (event.key === 'Enter' && typing && names.length === 0) combobox.store.hide();
    const shortcut = shortcutOf(event);
    if (shortcut) {
      event.preventDefault();
      if (shortcut === 'undo') editor.undo();
      else if (shortcut === 'redo') editor.redo();
      else if (!isInCodeBlock(editor)) toggleMark(editor, shortcut);
      return;
    }
    if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      if (moveInTable(editor, event.shiftKey ? -1 : 1)) event.preventDefault();
    }
  };

  // Focus coming back from a dialog: put the caret where the dialog left it (the browser would
  // otherwise put it at the start) before Slate reads the DOM selection.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const range = pendingSelection.current;
    pendingSelection.current = null;
    if (!range || event.target !== event.currentTarget) return;
    try {
      Transforms.select(editor, range);
      const domRange = ReactEditor.toDOMRange(editor, range);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(domRange);
    } catch {
      // The range no longer exists (the content changed meanwhile): keep the browser's caret.
    }
  };

  /**
   * An image pasted (a screenshot in the clipboard) or dropped: the image dialog, with the file
   * chosen, to make it smaller, take its alt text and upload it. Other pastes are the editor's.
   */
  const takeImage = (files: FileList | undefined, preventDefault: () => void) => {
    const file = [...(files ?? [])].find((item) => item.type.startsWith('image/'));
    if (!file || !onUploadImage || readOnly || isInTable(editor)) return false;
    preventDefault();
    openDialog({ type: 'image', file });
    return true;
  };
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) =>
    takeImage(event.clipboardData?.files, () => event.preventDefault());
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    // The image goes where it was dropped.
    const at = ReactEditor.findEventRange(editor, event);
    if (takeImage(event.dataTransfer?.files, () => event.preventDefault()) && at) {
      Transforms.select(editor, at);
      pendingSelection.current = at;
    }
    return event.defaultPrevented;
  };

  const onValueChange = useCallback(
    (next: Descendant[]) => onChange(next as RichTextDocument),
    [onChange],
  );

  const upload = onUploadImage;

  return (
    <FormField
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
      onLabelClick={() => focusEditor()}
    >
      {(wiring, field) => {
        const editableProps = {
          ...wiring,
          'aria-labelledby': field.labelId,
          readOnly,
          className: styles.editable,
          renderElement,
          renderLeaf,
          placeholder,
          renderPlaceholder,
          spellCheck: true,
        };
        // Given to the combobox where there is one, which runs them before its own.
        const handlers = { onFocus, onPaste, onDrop, onKeyDown };
        return (
          <Slate
            editor={editor}
            value={value}
            onValueChange={onValueChange}
            onChange={mentions ? readMention : undefined}
          >
            <div className={styles.frame({ invalid: field.invalid })}>
              {!readOnly && (
                <EditorToolbar
                  labels={labels}
                  controls={field.id}
                  canUpload={Boolean(upload)}
                  onAction={onAction}
                />
              )}
              {mentions ? (
                <Combobox
                  store={combobox.store}
                  {...MENTION_COMBOBOX_PROPS}
                  id={wiring.id}
                  {...handlers}
                  render={(props) => (
                    <Editable
                      {...editableProps}
                      {...withoutInputProps(props)}
                      // A combobox takes neither in ARIA (a text box's own): the label and hint
                      // name and describe it, and the placeholder is seen, not read.
                      aria-multiline={undefined}
                      aria-placeholder={undefined}
                    />
                  )}
                />
              ) : (
                <Editable {...editableProps} {...handlers} />
              )}
              <div className={styles.previewBar}>
                <Button
                  variant="ghost"
                  size="small"
                  aria-expanded={previewOpen}
                  aria-controls={previewId}
                  onClick={() => setPreviewOpen((open) => !open)}
                >
                  {previewOpen ? labels.hidePreview : labels.showPreview}
                </Button>
              </div>
              <section
                id={previewId}
                aria-labelledby={previewHeadingId}
                className={styles.preview}
                hidden={!previewOpen}
              >
                <h3 id={previewHeadingId} className={styles.previewHeading}>
                  {labels.preview}
                </h3>
                {previewOpen && <RichTextPreview value={value} emptyText={labels.previewEmpty} />}
              </section>
            </div>
            {dialog?.type === 'link' && (
              <LinkDialog
                labels={labels}
                initial={dialog.initial}
                finalFocus={finalFocus}
                onClose={() => finishDialog()}
                onSubmit={(url, text) => finishDialog(() => insertLink(editor, url, text))}
                onRemove={() => finishDialog(() => removeLink(editor))}
              />
            )}
            {dialog?.type === 'image' && upload && (
              <ImageDialog
                labels={labels}
                finalFocus={finalFocus}
                onClose={() => finishDialog()}
                onUpload={upload}
                initialFile={dialog.file}
                onInsert={(url, alt) => finishDialog(() => insertImage(editor, url, alt))}
              />
            )}
            {dialog?.type === 'table' && (
              <TableDialog
                labels={labels}
                finalFocus={finalFocus}
                onClose={() => finishDialog()}
                onInsert={(rows, columns) => finishDialog(() => insertTable(editor, rows, columns))}
              />
            )}
            {mentions && (
              <MentionList
                combobox={combobox}
                typing={typing !== null}
                status={mentions.status}
                suggestions={mentions.suggestions}
                labels={mentionLabels}
                onChoose={chooseMention}
                getAnchorRect={mentionAnchor}
              />
            )}
          </Slate>
        );
      }}
    </FormField>
  );
}

export default RichTextEditor;

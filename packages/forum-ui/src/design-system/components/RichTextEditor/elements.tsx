/** How each part of the document draws inside the editor (Slate render callbacks). */
import {
  ReactEditor,
  useFocused,
  useSelected,
  useSlateStatic,
  type RenderElementProps,
  type RenderLeafProps,
  type RenderPlaceholderProps,
} from 'slate-react';
import { cx } from '../../utils/text/cx.ts';
import { CODE_LANGUAGE_NAMES } from '../UserHtml/codeLanguageNames.ts';
import { CODE_LANGUAGES, isCodeLanguage } from '../UserHtml/codeLanguages.ts';
import type { CodeBlockElement, ImageElement, MentionElement } from './document/richText.ts';
import { setCodeLanguage } from './editing/commands.ts';
import { safeImageUrl, safeLinkUrl } from './document/urls.ts';
import * as styles from './RichTextEditor.css.ts';

function EditorImage({
  attributes,
  children,
  element,
  describe,
}: RenderElementProps & { element: ImageElement; describe: (alt: string) => string }) {
  const selected = useSelected();
  const focused = useFocused();
  return (
    <div {...attributes} className={styles.plainBlock}>
      <div contentEditable={false} className={styles.image({ selected: selected && focused })}>
        <img
          src={safeImageUrl(element.url) ?? undefined}
          alt={element.alt}
          title={describe(element.alt)}
        />
      </div>
      {children}
    </div>
  );
}

/**
 * A member mentioned: `@Name` as one piece (a void: the caret steps over it, Backspace takes it
 * whole), outlined while selected.
 */
function EditorMention({
  attributes,
  children,
  element,
}: RenderElementProps & { element: MentionElement }) {
  const selected = useSelected();
  const focused = useFocused();
  return (
    <span
      {...attributes}
      contentEditable={false}
      data-selected={(selected && focused) || undefined}
      className={styles.mention}
    >
      @{element.name}
      {children}
    </span>
  );
}

/** The words the editor's blocks show. */
export interface ElementLabels {
  describeImage: (alt: string) => string;
  /** The code block's language list's name, and its first choice. */
  codeLanguage: string;
  noCodeLanguage: string;
}

/**
 * A code block: its language chosen from the short list (a native select, out of the text:
 * contentEditable false) above its lines, in monospace, every space kept.
 */
function EditorCodeBlock({
  attributes,
  children,
  element,
  labels,
}: RenderElementProps & { element: CodeBlockElement; labels: ElementLabels }) {
  const editor = useSlateStatic();
  return (
    <div {...attributes} className={cx(styles.plainBlock, styles.codeBlock)}>
      <div contentEditable={false} className={styles.codeBar}>
        <select
          aria-label={labels.codeLanguage}
          className={styles.codeSelect}
          value={element.language}
          onChange={(event) => {
            const value = event.target.value;
            setCodeLanguage(
              editor,
              ReactEditor.findPath(editor, element),
              isCodeLanguage(value) ? value : '',
            );
          }}
        >
          <option value="">{labels.noCodeLanguage}</option>
          {CODE_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {CODE_LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </div>
      <pre className={styles.codeLines}>
        <code>{children}</code>
      </pre>
    </div>
  );
}

export function renderElementWith(labels: ElementLabels) {
  const describeImage = labels.describeImage;
  return function RenderElement(props: RenderElementProps) {
    const { attributes, children, element } = props;
    switch (element.type) {
      case 'link':
        return (
          <a {...attributes} href={safeLinkUrl(element.url) ?? undefined}>
            {children}
          </a>
        );
      case 'mention':
        return <EditorMention {...props} element={element} />;
      case 'list-item':
        return (
          <div {...attributes} className={styles.listItem[element.list][element.depth]}>
            {children}
          </div>
        );
      case 'image':
        return <EditorImage {...props} element={element} describe={describeImage} />;
      case 'code-block':
        return <EditorCodeBlock {...props} element={element} labels={labels} />;
      case 'table':
        return (
          <div {...attributes} className={cx(styles.plainBlock, styles.tableWrap)}>
            <table className={styles.table}>
              <tbody>{children}</tbody>
            </table>
          </div>
        );
      case 'table-row':
        return <tr {...attributes}>{children}</tr>;
      case 'table-cell':
        return (
          <td {...attributes} className={styles.cell}>
            {children}
          </td>
        );
      default:
        return (
          <p {...attributes} className={styles.plainBlock}>
            {children}
          </p>
        );
    }
  };
}

export function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.code) content = <code className={styles.inlineCode}>{content}</code>;
  return <span {...attributes}>{content}</span>;
}

/**
 * The placeholder. A module-level function on purpose: Slate's memoised blocks compare it, so
 * a new function each render would redraw every block on every key.
 */
export function renderPlaceholder({ attributes, children }: RenderPlaceholderProps) {
  return (
    <span
      {...attributes}
      // Slate dims it with opacity; the muted colour alone keeps it readable (AA).
      style={{ ...attributes.style, opacity: 1 }}
      className={styles.placeholder}
      aria-hidden="true"
    >
      {children}
    </span>
  );
}

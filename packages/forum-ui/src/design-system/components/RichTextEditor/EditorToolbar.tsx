/**
 * The formatting toolbar (Ariakit Toolbar): one tab stop, arrow keys move between buttons
 * (roving focus), Home/End jump to the ends. Toggles say whether they are on with aria-pressed;
 * buttons that cannot act stay focusable with aria-disabled. A pointer press keeps focus (and
 * the caret) in the writing area; a keyboard press acts, then returns focus there too, except
 * for undo and redo, which are pressed again and again.
 */
import { StrokeIcon } from '../../primitives/StrokeIcon.tsx';
import { Toolbar, ToolbarItem, ToolbarSeparator } from '@ariakit/react';
import { memo, type MouseEvent, type ReactNode } from 'react';
import type { Editor } from 'slate';
import { useSlateSelector } from 'slate-react';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import {
  activeLink,
  canIndent,
  canOutdent,
  isInCodeBlock,
  isInTable,
  isListActive,
  isMarkActive,
} from './editing/commands.ts';
import type { RichTextEditorLabels } from './labels.ts';
import type { ListKind, MarkName } from './document/richText.ts';
import * as styles from './RichTextEditor.css.ts';
import { KEY_SHORTCUTS, type EditorShortcut } from './editing/shortcuts.ts';

export type ToolbarAction =
  | { type: 'mark'; mark: MarkName }
  | { type: 'list'; list: ListKind }
  | { type: 'indent' | 'outdent' | 'undo' | 'redo' | 'addRow' | 'deleteTable' | 'codeBlock' }
  | { type: 'link' | 'image' | 'table' };

const path = (d: string) => <path d={d} />;
const ICONS = {
  bulleted: (
    <>
      <circle cx="4" cy="6" r="1.5" />
      <circle cx="4" cy="12" r="1.5" />
      <circle cx="4" cy="18" r="1.5" />
      {path('M9 6h12M9 12h12M9 18h12')}
    </>
  ),
  numbered: (
    <>
      {path('M3 4h2v5M3 9h4M3 14h3.5l-3.5 4h4')}
      {path('M10 6h11M10 12h11M10 18h11')}
    </>
  ),
  indent: path('M3 5h18M11 10h10M11 14h10M3 19h18M3 9l4 3-4 3z'),
  outdent: path('M3 5h18M11 10h10M11 14h10M3 19h18M7 9l-4 3 4 3z'),
  link: path(
    'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  ),
  image: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      {path('M21 16l-5-5-9 9')}
    </>
  ),
  table: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="1" />
      {path('M3 10h18M3 15h18M9 4v16M15 4v16')}
    </>
  ),
  addRow: (
    <>
      <rect x="3" y="3" width="18" height="10" rx="1" />
      {path('M3 8h18M12 16v6M9 19h6')}
    </>
  ),
  deleteTable: (
    <>
      <rect x="3" y="3" width="18" height="10" rx="1" />
      {path('M3 8h18M9 16l6 6M15 16l-6 6')}
    </>
  ),
  codeBlock: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      {path('M10 9l-3 3 3 3M14 9l3 3-3 3')}
    </>
  ),
  undo: path('M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3'),
  redo: path('M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h3'),
};

function Icon({ children }: { children: ReactNode }) {
  return <StrokeIcon className={styles.toolIcon}>{children}</StrokeIcon>;
}

/** The button faces, made once (so the memoised buttons see the same children). */
const GLYPHS = Object.fromEntries(
  Object.entries(ICONS).map(([name, shape]) => [name, <Icon key={name}>{shape}</Icon>]),
) as Record<keyof typeof ICONS, ReactNode>;

const MARK_GLYPHS: Record<MarkName, ReactNode> = {
  bold: <strong>B</strong>,
  italic: <em>I</em>,
  underline: <u>U</u>,
  code: <code className={styles.codeGlyph}>{'</>'}</code>,
};

/** What the toolbar shows: re-rendered only when one of these changes, not on every key. */
interface ToolbarState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  code: boolean;
  inCode: boolean;
  bulleted: boolean;
  numbered: boolean;
  canIndent: boolean;
  canOutdent: boolean;
  link: boolean;
  inTable: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

function toolbarState(editor: Editor): ToolbarState {
  return {
    bold: isMarkActive(editor, 'bold'),
    italic: isMarkActive(editor, 'italic'),
    underline: isMarkActive(editor, 'underline'),
    code: isMarkActive(editor, 'code'),
    inCode: isInCodeBlock(editor),
    bulleted: isListActive(editor, 'bulleted'),
    numbered: isListActive(editor, 'numbered'),
    canIndent: canIndent(editor),
    canOutdent: canOutdent(editor),
    link: activeLink(editor) !== undefined,
    inTable: isInTable(editor),
    canUndo: editor.history.undos.length > 0,
    canRedo: editor.history.redos.length > 0,
  };
}

const sameState = (a: ToolbarState | null, b: ToolbarState) =>
  a !== null && (Object.keys(b) as (keyof ToolbarState)[]).every((key) => a[key] === b[key]);

interface ToolProps {
  label: string;
  tip?: string;
  pressed?: boolean;
  disabled?: boolean;
  shortcut?: EditorShortcut;
  /** Opens a dialog (aria-haspopup). */
  dialog?: boolean;
  action: ToolbarAction;
  onAction: (action: ToolbarAction, fromKeyboard: boolean) => void;
  children: ReactNode;
}

const Tool = memo(function Tool({
  label,
  tip,
  pressed,
  disabled,
  shortcut,
  dialog,
  action,
  onAction,
  children,
}: ToolProps) {
  const act = (event: MouseEvent<HTMLButtonElement>) => {
    if (disabled) return;
    // A click from Enter or Space has no pointer position (detail 0).
    onAction(action, event.detail === 0);
  };
  return (
    <Tooltip content={tip ?? label} showTimeout={600}>
      <ToolbarItem
        className={styles.toolButton}
        aria-label={label}
        aria-pressed={pressed}
        aria-keyshortcuts={shortcut ? KEY_SHORTCUTS[shortcut] : undefined}
        aria-haspopup={dialog ? 'dialog' : undefined}
        disabled={disabled}
        accessibleWhenDisabled
        onMouseDown={(event) => event.preventDefault()}
        onClick={act}
      >
        {children}
      </ToolbarItem>
    </Tooltip>
  );
});

const ACTIONS = {
  bold: { type: 'mark', mark: 'bold' },
  italic: { type: 'mark', mark: 'italic' },
  underline: { type: 'mark', mark: 'underline' },
  code: { type: 'mark', mark: 'code' },
  codeBlock: { type: 'codeBlock' },
  bulleted: { type: 'list', list: 'bulleted' },
  numbered: { type: 'list', list: 'numbered' },
  indent: { type: 'indent' },
  outdent: { type: 'outdent' },
  link: { type: 'link' },
  image: { type: 'image' },
  table: { type: 'table' },
  addRow: { type: 'addRow' },
  deleteTable: { type: 'deleteTable' },
  undo: { type: 'undo' },
  redo: { type: 'redo' },
} as const satisfies Record<string, ToolbarAction>;

export interface EditorToolbarProps {
  labels: RichTextEditorLabels;
  /** The id of the writing area the toolbar formats. */
  controls: string;
  canUpload: boolean;
  /** Keep it stable (useCallback): the buttons only re-render when their state changes. */
  onAction: (action: ToolbarAction, fromKeyboard: boolean) => void;
}

const shortcutTip = (label: string, key: string) => `${label} (Ctrl+${key})`;
const MARK_KEYS: Record<MarkName, string> = { bold: 'B', italic: 'I', underline: 'U', code: 'E' };

export const EditorToolbar = memo(function EditorToolbar({
  labels,
  controls,
  canUpload,
  onAction,
}: EditorToolbarProps) {
  const state = useSlateSelector(toolbarState, sameState);
  return (
    <Toolbar className={styles.toolbar} aria-label={labels.toolbar} aria-controls={controls}>
      {(['bold', 'italic', 'underline', 'code'] as const).map((mark) => (
        <Tool
          key={mark}
          label={labels[mark]}
          tip={shortcutTip(labels[mark], MARK_KEYS[mark])}
          shortcut={mark}
          pressed={state[mark]}
          disabled={state.inCode}
          action={ACTIONS[mark]}
          onAction={onAction}
        >
          {MARK_GLYPHS[mark]}
        </Tool>
      ))}
      <Tool
        label={labels.codeBlock}
        pressed={state.inCode}
        disabled={state.inTable}
        action={ACTIONS.codeBlock}
        onAction={onAction}
      >
        {GLYPHS.codeBlock}
      </Tool>
      <ToolbarSeparator className={styles.separator} />
      <Tool
        label={labels.bulletedList}
        pressed={state.bulleted}
        disabled={state.inTable || state.inCode}
        action={ACTIONS.bulleted}
        onAction={onAction}
      >
        {GLYPHS.bulleted}
      </Tool>
      <Tool
        label={labels.numberedList}
        pressed={state.numbered}
        disabled={state.inTable || state.inCode}
        action={ACTIONS.numbered}
        onAction={onAction}
      >
        {GLYPHS.numbered}
      </Tool>
      <Tool
        label={labels.outdent}
        disabled={!state.canOutdent}
        action={ACTIONS.outdent}
        onAction={onAction}
      >
        {GLYPHS.outdent}
      </Tool>
      <Tool
        label={labels.indent}
        disabled={!state.canIndent}
        action={ACTIONS.indent}
        onAction={onAction}
      >
        {GLYPHS.indent}
      </Tool>
      <ToolbarSeparator className={styles.separator} />
      <Tool
        label={labels.link}
        pressed={state.link}
        disabled={state.inCode}
        dialog
        action={ACTIONS.link}
        onAction={onAction}
      >
        {GLYPHS.link}
      </Tool>
      <Tool
        label={labels.image}
        disabled={!canUpload || state.inTable}
        dialog
        action={ACTIONS.image}
        onAction={onAction}
      >
        {GLYPHS.image}
      </Tool>
      <Tool
        label={labels.table}
        disabled={state.inTable}
        dialog
        action={ACTIONS.table}
        onAction={onAction}
      >
        {GLYPHS.table}
      </Tool>
      <Tool
        label={labels.addRow}
        disabled={!state.inTable}
        action={ACTIONS.addRow}
        onAction={onAction}
      >
        {GLYPHS.addRow}
      </Tool>
      <Tool
        label={labels.deleteTable}
        disabled={!state.inTable}
        action={ACTIONS.deleteTable}
        onAction={onAction}
      >
        {GLYPHS.deleteTable}
      </Tool>
      <ToolbarSeparator className={styles.separator} />
      <Tool
        label={labels.undo}
        tip={shortcutTip(labels.undo, 'Z')}
        shortcut="undo"
        disabled={!state.canUndo}
        action={ACTIONS.undo}
        onAction={onAction}
      >
        {GLYPHS.undo}
      </Tool>
      <Tool
        label={labels.redo}
        tip={`${labels.redo} (Ctrl+Shift+Z, Ctrl+Y)`}
        shortcut="redo"
        disabled={!state.canRedo}
        action={ACTIONS.redo}
        onAction={onAction}
      >
        {GLYPHS.redo}
      </Tool>
    </Toolbar>
  );
});

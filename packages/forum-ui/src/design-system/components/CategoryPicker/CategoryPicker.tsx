import { useId, useState, type Ref, type RefObject } from 'react';
import { chevron } from '../../css/chevron.css.ts';
import { VisuallyHidden } from '../../primitives/VisuallyHidden.tsx';
import { formatCompactCount } from '../../utils/format/numbers.ts';
import { Dialog } from '../Dialog/Dialog.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { ErrorState } from '../ErrorState/ErrorState.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './CategoryPicker.css.ts';

/** A category as the picker shows it (the API's Category, aliases already normalised). */
export interface PickerCategory {
  id: number;
  slug: string;
  title?: string | null;
  description?: string | null;
  color?: string | null;
  threads_count?: number | null;
}

/** A main category and the boards (subcategories) a thread can be posted in. */
export interface PickerSection {
  category: PickerCategory;
  boards: readonly PickerCategory[];
}

export interface CategoryPickerLabels {
  loading: string;
  empty: string;
  emptyHint: string;
  retry: string;
  close: string;
  selected: string;
  /** '1.5K threads' from the count and its short form. */
  threadCount: (count: number, formatted: string) => string;
  /** Names a main category's list of boards. */
  boardsOf: (title: string) => string;
}

export const DEFAULT_CATEGORY_PICKER_LABELS: CategoryPickerLabels = {
  loading: 'Loading categories...',
  empty: 'No boards to post in yet',
  emptyHint: 'Boards appear here once an administrator has approved them.',
  retry: 'Retry',
  close: 'Close',
  selected: 'Selected',
  threadCount: (count, formatted) => `${formatted} ${count === 1 ? 'thread' : 'threads'}`,
  boardsOf: (title) => `${title} boards`,
};

export interface CategoryPickerProps {
  /** The picker is on screen. */
  open: boolean;
  /** Escape, an outside click or ×. */
  onClose: () => void;
  /** The dialog's title, e.g. 'Post thread in...'. */
  title: string;
  /** A line under the title that says what to choose. */
  description?: string;
  /** The categories' request: 'loading' shows placeholders, 'error' the message and Retry. */
  status: 'loading' | 'error' | 'ready';
  /** Main categories with their boards (see forumSections). */
  sections: readonly PickerSection[];
  /** Shown when loading failed, e.g. 'Failed to load categories'. */
  errorMessage: string;
  /** Called by the Retry button after a failed load (no button without it). */
  onRetry?: () => unknown;
  /** The retry is in flight: Retry shows as busy. */
  retrying?: boolean;
  /** The board chosen so far: its main category starts open and the board is marked. */
  selectedId?: number | null;
  /** A board was chosen; the picker closes itself through `onClose` only when asked to. */
  onSelect: (board: PickerCategory) => void;
  /**
   * Where focus goes when the picker closes; by default the element that opened it. A form that
   * opens the picker itself (a failed submit) points it at its category button.
   */
  finalFocus?: RefObject<HTMLElement | null>;
  /** The picker's own words (search field, empty results, back), to translate or reword. */
  labels?: Partial<CategoryPickerLabels>;
}

const nameOf = (category: PickerCategory) => category.title?.trim() || category.slug;

function Row({
  category,
  labels,
  selected,
}: {
  category: PickerCategory;
  labels: CategoryPickerLabels;
  selected?: boolean;
}) {
  const count = category.threads_count ?? 0;
  return (
    <>
      <span
        className={styles.dot}
        aria-hidden="true"
        style={{ background: category.color ?? undefined }}
      />
      <span className={styles.text}>
        <span className={styles.name}>{nameOf(category)}</span>
        {category.description && <span className={styles.description}>{category.description}</span>}
      </span>
      <span className={styles.count}>
        {labels.threadCount(count, formatCompactCount(count))}
        {selected && <span className={styles.selectedMark}>✓ {labels.selected}</span>}
      </span>
    </>
  );
}

function Section({
  section,
  labels,
  selectedId,
  onSelect,
  buttonRef,
}: {
  section: PickerSection;
  labels: CategoryPickerLabels;
  selectedId?: number | null;
  onSelect: (board: PickerCategory) => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const holdsSelected = section.boards.some((board) => board.id === selectedId);
  const [expanded, setExpanded] = useState(holdsSelected);
  const listId = useId();
  const title = nameOf(section.category);
  return (
    <li className={styles.section}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.sectionButton}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((open) => !open)}
      >
        <Row category={section.category} labels={labels} />
        <span className={chevron} aria-hidden="true">
          ▾
        </span>
      </button>
      <ul
        id={listId}
        className={styles.boards}
        aria-label={labels.boardsOf(title)}
        hidden={!expanded}
      >
        {section.boards.map((board) => {
          const selected = board.id === selectedId;
          return (
            <li key={board.id}>
              <button
                type="button"
                className={styles.board}
                aria-current={selected || undefined}
                onClick={() => onSelect(board)}
              >
                <Row category={board} labels={labels} selected={selected} />
              </button>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/**
 * 'Post thread in...': a modal listing the main categories that have boards. Each main
 * category is a disclosure button (title, description, thread count in the short K/M form)
 * that opens its list of boards; choosing a board selects it. Tab and Shift+Tab move between
 * buttons, Enter or Space open a category or choose a board, Escape closes. The main category
 * holding the current choice starts open.
 */
export function CategoryPicker({
  open,
  onClose,
  title,
  description,
  status,
  sections,
  errorMessage,
  onRetry,
  retrying,
  selectedId,
  onSelect,
  finalFocus,
  labels: labelsProp,
}: CategoryPickerProps) {
  const labels = { ...DEFAULT_CATEGORY_PICKER_LABELS, ...labelsProp };
  // Focus starts on the first main category (Ariakit's initialFocus). Opened while the
  // categories load (or after Retry), the dialog can only focus its × button; when the list
  // arrives, the first category becomes the initial focus and Ariakit moves focus there. When
  // loading fails, Retry does the same: focus ends there whether the failure came before the
  // dialog opened or after.
  const [firstCategory, setFirstCategory] = useState<HTMLButtonElement | null>(null);
  const [retryButton, setRetryButton] = useState<HTMLButtonElement | null>(null);
  let body;
  if (status === 'loading') {
    body = (
      <div className={styles.loading} aria-busy="true">
        <VisuallyHidden role="status">{labels.loading}</VisuallyHidden>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="block" height={64} />
        ))}
      </div>
    );
  } else if (status === 'error') {
    body = (
      <ErrorState
        message={errorMessage}
        onRetry={onRetry}
        retrying={retrying}
        retryLabel={labels.retry}
        retryRef={setRetryButton}
      />
    );
  } else if (sections.length === 0) {
    body = <EmptyState title={labels.empty} description={labels.emptyHint} />;
  } else {
    body = (
      <ul className={styles.sections}>
        {sections.map((section, index) => (
          <Section
            key={section.category.id}
            section={section}
            labels={labels}
            selectedId={selectedId}
            onSelect={onSelect}
            buttonRef={index === 0 ? setFirstCategory : undefined}
          />
        ))}
      </ul>
    );
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      closeLabel={labels.close}
      size="medium"
      initialFocus={status === 'error' ? retryButton : firstCategory}
      finalFocus={finalFocus}
    >
      {body}
    </Dialog>
  );
}

import { Focusable } from '@ariakit/react';
import { useId, type CSSProperties, type Key, type ReactNode } from 'react';
import { VisuallyHidden } from '../../primitives/VisuallyHidden.tsx';
import { visuallyHidden } from '../../primitives/primitives.css.ts';
import { cx } from '../../utils/text/cx.ts';
import { ErrorState } from '../ErrorState/ErrorState.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import {
  caption as captionClass,
  cell,
  hoverable as hoverableClass,
  message as messageClass,
  scroller,
  striped as stripedClass,
  table as tableClass,
} from './Table.css.ts';

export interface TableColumn<Row> {
  /** A stable key for the column. */
  id: string;
  /** The column header. */
  header: ReactNode;
  /** What a row shows in this column. */
  cell: (row: Row, index: number) => ReactNode;
  /** Text alignment ('end' for numbers and dates to compare). Default 'start'. */
  align?: 'start' | 'center' | 'end';
  /** Cells of this column name their row (`<th scope="row">`): usually the first column. */
  rowHeader?: boolean;
  /** A CSS width, e.g. '12rem' or '20%'. */
  width?: string;
  /** Keep the header for screen readers but hide it on screen (e.g. an Actions column). */
  hideHeader?: boolean;
}

export interface TableProps<Row> {
  /** The table's name and title, e.g. 'Contact forms'. Always present; `hideCaption` hides it on screen only. */
  caption: ReactNode;
  /** Hides the caption visually; screen readers still read it as the table's name. */
  hideCaption?: boolean;
  /** The columns: header, cell content, alignment, in order. */
  columns: readonly TableColumn<Row>[];
  /** The rows' data, one item a row. */
  rows: readonly Row[];
  /** A stable key per row (the record's id). */
  rowKey: (row: Row, index: number) => Key;
  /** Shown in place of rows when there are none (default 'No records found.'). */
  emptyText?: ReactNode;
  /** Rows are loading: placeholder rows, and the table is marked busy. */
  loading?: boolean;
  /** How many placeholder rows while loading (default 5). */
  loadingRows?: number;
  /** Announced while loading (default 'Loading...'). */
  loadingLabel?: string;
  /**
   * The rows could not be loaded: this message (and a Retry button with `onRetry`) stands in
   * place of the table.
   */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => unknown;
  /** Alternate row backgrounds (default true). */
  striped?: boolean;
  /** Highlight the row under the pointer (default true). */
  hoverable?: boolean;
  /** Below this width the table scrolls sideways instead of squeezing its columns, e.g. '40rem'. */
  minWidth?: string;
  /** Names the scroll region; by default it is named by the caption. */
  label?: string;
  /** Extra class for the table's scroll container. */
  className?: string;
}

/**
 * A semantic data table with a caption, column headers and optional row headers.
 * It sits in a focusable, named scroll region, so on a narrow screen keyboard users
 * can Tab to it and scroll it with the arrow keys.
 *
 * While `loading`, placeholder rows are shown, the table has `aria-busy` and a
 * status message is announced. With no rows, `emptyText` fills one row. With `error`, an
 * ErrorState (and its Retry button) takes the table's place.
 */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  emptyText = 'No records found.',
  loading = false,
  loadingRows = 5,
  loadingLabel = 'Loading...',
  error,
  onRetry,
  striped = true,
  hoverable = true,
  minWidth,
  label,
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const tableStyle: CSSProperties | undefined = minWidth ? { minWidth } : undefined;

  if (error) return <ErrorState message={error} onRetry={onRetry} />;

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: Math.max(1, loadingRows) }, (_, r) => (
      <tr key={`loading-${r}`}>
        {columns.map((column) => (
          <td key={column.id} className={cell({ align: column.align })}>
            <Skeleton width={column.align === 'end' ? '4rem' : '80%'} />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={Math.max(1, columns.length)} className={cx(cell(), messageClass)}>
          {emptyText}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row, r) => (
      <tr key={rowKey(row, r)}>
        {columns.map((column) => {
          const className = cell({
            kind: column.rowHeader ? 'rowHeader' : 'data',
            align: column.align,
          });
          return column.rowHeader ? (
            <th key={column.id} scope="row" className={className}>
              {column.cell(row, r)}
            </th>
          ) : (
            <td key={column.id} className={className}>
              {column.cell(row, r)}
            </td>
          );
        })}
      </tr>
    ));
  }

  return (
    // Ariakit's Focusable puts the region in the tab order (tabIndex 0).
    <Focusable
      role="region"
      aria-label={label}
      aria-labelledby={label ? undefined : captionId}
      className={cx(scroller, className)}
    >
      {/* Always present, so the message is announced when it appears. */}
      <VisuallyHidden role="status">{loading ? loadingLabel : ''}</VisuallyHidden>
      <table
        className={cx(
          tableClass,
          striped && !loading && stripedClass,
          hoverable && !loading && hoverableClass,
        )}
        style={tableStyle}
        aria-busy={loading || undefined}
      >
        <caption id={captionId} className={hideCaption ? visuallyHidden : captionClass}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cell({ kind: 'header', align: column.align })}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.hideHeader ? (
                  <VisuallyHidden>{column.header}</VisuallyHidden>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </Focusable>
  );
}

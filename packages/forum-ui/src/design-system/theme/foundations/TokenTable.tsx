import type { ReactNode } from 'react';
import * as styles from './foundations.css.ts';

export interface TokenTableProps {
  /** The table's name, e.g. 'Shadow values'. */
  caption: string;
  /** The column headers; the first is the row names' column. */
  headers: readonly string[];
  /** One row a token: its name (the row's header), then a cell for each further column. */
  rows: readonly (readonly [name: string, ...cells: ReactNode[]])[];
}

/** A foundations page's table of tokens, with a caption, column headers and row headers. */
export function TokenTable({ caption, headers, rows }: TokenTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.tableCaption}>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" className={styles.tableCell}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...cells]) => (
          <tr key={name}>
            <th scope="row" className={styles.tableCell}>
              {name}
            </th>
            {cells.map((cell, index) => (
              <td key={index} className={styles.tableCell}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

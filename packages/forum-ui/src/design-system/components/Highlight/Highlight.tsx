import { useMemo } from 'react';
import { highlightRuns } from '../../utils/text/highlight.ts';
import { mark } from './Highlight.css.ts';

export interface HighlightProps {
  /** Plain text (for user HTML, its text: see htmlToText). Never parsed as markup. */
  text: string;
  /** The search: each of its words is marked wherever it occurs, ignoring case. */
  query: string;
  /** Extra class for the marked words. */
  className?: string;
}

/**
 * A text with the words of a search marked. The text is split into runs (highlightRuns) and
 * each match is rendered as a <mark> element, so nothing in the text or the query can ever
 * become markup. Screen readers read the text as one.
 */
export function Highlight({ text, query, className }: HighlightProps) {
  const runs = useMemo(() => highlightRuns(text, query), [text, query]);
  return (
    <span className={className}>
      {runs.map((run, index) =>
        run.match ? (
          <mark key={index} className={mark}>
            {run.text}
          </mark>
        ) : (
          run.text
        ),
      )}
    </span>
  );
}

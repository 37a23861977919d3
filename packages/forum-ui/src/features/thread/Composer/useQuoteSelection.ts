import { useEffect, useState } from 'react';

/** Text selected inside one reply's content, with where to offer 'Quote'. */
export interface QuoteSelection {
  text: string;
  author: string;
  /** Viewport position just under the selection's end. */
  top: number;
  left: number;
}

/** The selection, when it lies within a single reply's content. */
function readSelection(): QuoteSelection | undefined {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return undefined;
  const text = selection.toString().trim();
  if (!text) return undefined;
  const range = selection.getRangeAt(0);
  const within = (node: Node) =>
    (node instanceof Element ? node : node.parentElement)?.closest<HTMLElement>(
      '[data-reply-content]',
    );
  const content = within(range.startContainer);
  if (!content || content !== within(range.endContainer)) return undefined;
  const author = content.closest<HTMLElement>('article[data-author]')?.dataset.author ?? '';
  const box = range.getBoundingClientRect();
  return { text, author, top: box.bottom + 8, left: Math.max(8, box.left) };
}

/** Follows the page's selection: set while text in one reply is selected, else undefined. */
export function useQuoteSelection(): QuoteSelection | undefined {
  const [quote, setQuote] = useState<QuoteSelection>();
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setQuote(readSelection());
    };
    const onChange = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    document.addEventListener('selectionchange', onChange);
    window.addEventListener('scroll', onChange, { passive: true });
    return () => {
      document.removeEventListener('selectionchange', onChange);
      window.removeEventListener('scroll', onChange);
      cancelAnimationFrame(frame);
    };
  }, []);
  return quote;
}

/**
 * 'Quote' for text selected in a reply: follows the page's selection and, while text within one
 * reply is selected, offers the button under it. Renders nothing otherwise. Loads after the page
 * is on screen (ThreadScreen), so reading a thread does not download it first.
 */
import { QuoteButton } from './QuoteButton.tsx';
import { useQuoteSelection } from './useQuoteSelection.ts';

export interface QuoteOfferProps {
  /** The selected text and its reply's author, into the composer. */
  onQuote: (author: string, text: string) => void;
}

export default function QuoteOffer({ onQuote }: QuoteOfferProps) {
  const selection = useQuoteSelection();
  if (!selection) return null;
  return (
    <QuoteButton
      top={selection.top}
      left={selection.left}
      author={selection.author}
      onQuote={() => {
        onQuote(selection.author, selection.text);
        document.getSelection()?.removeAllRanges();
      }}
    />
  );
}

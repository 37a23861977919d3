// The header search's suggesting field, in its own chunk: HeaderSearch loads it on the first
// focus or keystroke, so the first page of a visit does not carry the combobox (bench:bundle).
export { HeaderSuggestionsScreen } from '@forum/forum-ui/features/search';

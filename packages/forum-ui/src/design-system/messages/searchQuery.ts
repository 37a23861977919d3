/**
 * The search texts the site header needs too (its search box): part of the search feature's messages.ts, which
 * spreads them into `searchMessages`, kept in a module of their own so that the page's other
 * texts load with the search page rather than in every page's entry chunk (`npm run
 * bench:bundle`).
 */
export const searchQueryMessages = {
  enterQuery: 'Please enter a search query', // spec
  queryTooShort: 'Search query must be at least 3 characters long', // spec
} as const;

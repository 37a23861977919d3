/**
 * Every text of search: the search page and the search field's suggestions. Texts quoted from
 * the spec (docs/spec/public-site.md, sections 2, 5 and 8) are marked "spec"; the rest are the
 * product's own words for what the spec describes without quoting. Texts only: the rules live
 * beside the search form (Search/searchForm.ts) and in the design system's utils/search/suggestions.ts.
 */
import { searchQueryMessages } from '@forum/forum-ui/design-system';

export const searchMessages = {
  ...searchQueryMessages,
  searchFailed: 'Search failed. Please try again.', // spec
  /** The category picker could not load its categories (spec, section 8). */
  categoriesFailed: 'Failed to load categories', // spec
  datesOutOfOrder: 'The To date must be the same as or after the From date',
} as const;

/** The result groups, as the page names them. */
export const GROUP_NAMES = {
  all: 'All',
  threads: 'Threads',
  posts: 'Posts',
  users: 'Users',
  categories: 'Categories',
} as const;

/** Headings, labels, button texts and other words of the search page. */
export const searchText = {
  title: 'Search',
  intro: 'Find threads, posts, members and categories.',
  placeholder: 'Search threads, posts, users...', // spec (the search bar's placeholder)
  field: 'Search',
  submit: 'Search',
  modes: 'Search mode',
  basic: 'Basic',
  advanced: 'Advanced',
  filters: 'Filters',
  category: 'Category',
  anyCategory: 'Any category',
  author: 'Author',
  authorHint: 'A name or username',
  dateFrom: 'From date',
  dateTo: 'To date',
  sort: 'Sort by',
  sorts: { relevance: 'Relevance', newest: 'Newest first', oldest: 'Oldest first' },
  /** The role filter of user results (spec: "the user-list filter is role"). */
  role: 'Role',
  roleHint: 'Applies to users',
  anyRole: 'Any role',
  roles: { user: 'User', moderator: 'Moderator', admin: 'Admin' },
  clearFilters: 'Clear filters',
  prompt: 'Type at least 3 characters, then press Search.',
  resultsFor: (query: string) => `Results for “${query}”`,
  /** Beside the results of a query longer than the server takes (cut between characters). */
  searchShortened: (max: number) => `Your search was shortened to ${max} characters`,
  /** Beside the results of an author filter longer than the server takes (the same rule). */
  authorShortened: (max: number) => `The author filter was shortened to ${max} characters`,
  groupsNav: 'Result groups',
  groupCount: (count: string) => `(${count})`,
  groupHeading: (group: string, count: string) => `${group} (${count})`,
  groupPages: (group: string) => `${group} pages`,
  groupEmpty: (group: string) => `No ${group.toLowerCase()} match this search.`,
  seeAll: (count: string, group: string) => `See all ${count} ${group.toLowerCase()}`,
  updating: 'Updating results…',
  noResults: (query: string) => `No results for “${query}”`,
  noResultsHint: 'Check the spelling, or try fewer or more general words.',
  noResultsFiltered: (filters: string) =>
    `Searched with ${filters}. Try removing a filter, widening the dates or using fewer words.`,
  filterSummary: {
    category: (value: string) => `category ${value}`,
    author: (value: string) => `author “${value}”`,
    date_from: (value: string) => `from ${value}`,
    date_to: (value: string) => `to ${value}`,
    sort: (value: string) => `sorted by ${value.toLowerCase()}`,
    role: (value: string) => `role ${value.toLowerCase()}`,
  },
  and: 'and',
  retry: 'Try again',
  errorTitle: 'The search did not work',
  // results
  by: 'by',
  in: 'in',
  inThread: (title: string) => `In “${title}”`,
  untitled: 'Untitled',
  anonymous: 'Anonymous',
  replies: (count: number, formatted: string) =>
    `${formatted} ${count === 1 ? 'reply' : 'replies'}`,
  threadsCount: (count: number, formatted: string) =>
    `${formatted} ${count === 1 ? 'thread' : 'threads'}`,
  postsCount: (count: number, formatted: string) =>
    `${formatted} ${count === 1 ? 'post' : 'posts'}`,
  joined: (date: string) => `Joined ${date}`,
  /** Said after the title of a thread opened on this device, with replies since ('7 new'). */
  newReplies: (formatted: string) => `${formatted} new`,
  /** Said after the title of a thread opened on this device, with none since. */
  read: 'Read',
} as const;

/**
 * Every text of meta tag management (the profile's Meta Tags tab and /admin/meta-tags). Texts
 * quoted from docs/spec/staff-area.md (sections 2, 5 and 8) are marked "spec"; the rest are the
 * product's own words. Texts only: rules live beside this file.
 */

export const metaTagsMessages = {
  created: 'Meta tags created successfully', // spec
  updated: 'Meta tags updated successfully', // spec
  deleted: 'Meta tags deleted successfully', // spec
  loadFailed: 'Failed to fetch meta tags', // spec
  saveFailed: 'Failed to save meta tags', // spec
  deleteFailed: 'Failed to delete meta tags', // spec
  statusFailed: 'Failed to update status', // spec
  activated: 'Meta tags activated',
  deactivated: 'Meta tags deactivated',
  // ── form rules ──
  choosePage: 'Please choose a page',
  enterTitle: 'Please enter a title',
  enterDescription: 'Please enter a description',
  enterUrl: 'Please enter a full URL, e.g. https://example.com/image.png',
} as const;

export const metaTagsText = {
  title: 'Meta Tags',
  intro:
    "Each page's title, description and sharing tags. An active record replaces the page's default head tags.",
  add: 'Add Meta Tags',
  allPagesHaveTags: 'Every page has meta tags: edit or delete one instead.',
  // ── table ──
  table: 'Pages and their meta tags',
  loading: 'Loading meta tags...',
  empty: 'No page has meta tags yet: every page uses the default title and description.',
  page: 'Page',
  pageTitle: 'Title',
  description: 'Description',
  status: 'Status',
  updated: 'Updated',
  actions: 'Actions',
  active: 'Active',
  inactive: 'Inactive',
  edit: 'Edit',
  editOf: (page: string) => `Edit the meta tags of ${page}`,
  activate: 'Activate',
  deactivate: 'Deactivate',
  activateOf: (page: string) => `Activate the meta tags of ${page}`,
  deactivateOf: (page: string) => `Deactivate the meta tags of ${page}`,
  updating: 'Updating...',
  remove: 'Delete',
  removeOf: (page: string) => `Delete the meta tags of ${page}`,
  // ── delete ──
  deleteTitle: (page: string) => `Delete the meta tags of ${page}?`,
  deleteMessage: 'The page goes back to its default title, description and keywords.',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  // ── form ──
  createTitle: 'Add Meta Tags',
  editTitle: (page: string) => `Edit Meta Tags: ${page}`,
  formIntro: 'Page, title and description are required. Image and canonical fields take full URLs.',
  pageField: 'Page',
  pageFixed: 'The page cannot be changed once its meta tags exist.',
  choosePagePlaceholder: 'Choose a page',
  titleField: 'Title',
  descriptionField: 'Description',
  keywordsField: 'Keywords',
  keywordsHint: 'Comma-separated',
  sharing: 'Sharing (Open Graph and Twitter)',
  ogTitle: 'Open Graph title',
  ogDescription: 'Open Graph description',
  ogImage: 'Open Graph image URL',
  twitterTitle: 'Twitter title',
  twitterDescription: 'Twitter description',
  twitterImage: 'Twitter image URL',
  canonicalUrl: 'Canonical URL',
  activeField: 'Active',
  activeHint: 'Inactive meta tags are kept but not used: the page shows its defaults.',
  create: 'Create',
  creating: 'Creating...',
  save: 'Save Changes',
  saving: 'Saving...',
} as const;

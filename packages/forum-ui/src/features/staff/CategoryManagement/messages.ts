/**
 * Every text of Category Management (the profile's `categories` tab and /categories).
 * Texts quoted from the spec (docs/spec/staff-area.md, sections 2, 5 and 8) are marked "spec"; the
 * rest are the product's own words for what the spec describes without quoting.
 */

export const categoryManagementMessages = {
  fetchFailed: 'Failed to fetch categories', // spec
  actionFailed: 'Failed to perform category action', // spec
  created: 'Category created',
  updated: 'Category updated',
  deleted: 'Category deleted',
  approved: 'Category approved',
  rejected: 'Category rejected',
  titleRequired: 'Please enter a title',
  slugRequired: 'Please enter a slug',
  slugInvalid: 'Use lowercase letters, digits and single hyphens only',
  colorInvalid: 'Choose a colour such as #3b82f6',
} as const;

export const categoryManagementText = {
  title: 'Category Management',
  intro: 'Create, edit and remove forum categories, and review the ones members propose.',
  create: 'Create Category',
  // ── counts and tabs ──
  countsLabel: 'Category counts',
  counts: {
    total: 'Total categories',
    main: 'Main categories',
    sub: 'Subcategories',
    inactive: 'Inactive',
  },
  tabsLabel: 'Category filters',
  tabs: { all: 'All', main: 'Main', sub: 'Sub' }, // spec
  listLabel: (tab: string) => `Categories (${tab})`,
  loading: 'Loading categories...',
  empty: {
    all: 'No categories yet',
    main: 'No main categories',
    sub: 'No subcategories',
  },
  emptyHint: 'Create one to give threads a home.',
  // ── cards ──
  active: 'Active', // spec
  inactive: 'Inactive', // spec
  slug: 'Slug',
  parent: 'In',
  created: (date: string) => `Created ${date}`,
  threads: (n: number, shown: string) => `${shown} ${n === 1 ? 'thread' : 'threads'}`,
  posts: (n: number, shown: string) => `${shown} ${n === 1 ? 'post' : 'posts'}`,
  subcategories: (n: number, shown: string) =>
    `${shown} ${n === 1 ? 'subcategory' : 'subcategories'}`,
  colour: (color: string) => `Colour ${color}`,
  noDescription: 'No description',
  edit: 'Edit', // spec
  delete: 'Delete', // spec
  editOf: (title: string) => `Edit ${title}`,
  deleteOf: (title: string) => `Delete ${title}`,
  // ── the create/edit modal ──
  createTitle: 'Create Category',
  editTitle: 'Edit Category',
  formIntro: 'The slug follows the title until you change it.',
  editIntro: 'Changing the slug changes the category’s address.',
  titleField: 'Title',
  slugField: 'Slug',
  slugHint: 'Lowercase letters, digits and hyphens: it is the category’s address.',
  descriptionField: 'Description',
  parentField: 'Parent Category',
  noParent: 'None (main category)',
  parentHint: 'Only main categories can hold subcategories.',
  parentsLoading: 'Loading categories...',
  colorField: 'Colour',
  colorPicker: 'Pick a colour',
  activeField: 'Active',
  activeHint: 'Inactive categories are hidden from members.',
  cancel: 'Cancel',
  save: 'Save Changes',
  saving: 'Saving...',
  creating: 'Creating...',
  createSubmit: 'Create',
  // ── delete ──
  deleteTitle: (title: string) => `Delete ${title}?`,
  deleteMessage: (subcategories: number) =>
    subcategories > 0
      ? `Its ${subcategories === 1 ? 'subcategory' : `${subcategories} subcategories`} and every thread in them will be deleted too. This cannot be undone.`
      : 'Every thread in it will be deleted too. This cannot be undone.',
  deleteConfirm: 'Delete',
  deleting: 'Deleting...',
  // ── pending categories ──
  pendingTitle: 'Pending Categories',
  pendingIntro: 'Categories proposed by members wait here until an admin approves or rejects them.',
  pendingLabel: 'Categories awaiting approval',
  pendingEmpty: 'No categories are waiting for approval.',
  pendingLoading: 'Loading pending categories...',
  pending: 'Pending',
  approve: 'Approve',
  approving: 'Approving...',
  approveOf: (title: string) => `Approve ${title}`,
  reject: 'Reject',
  rejecting: 'Rejecting...',
  rejectOf: (title: string) => `Reject ${title}`,
  rejectTitle: (title: string) => `Reject ${title}`,
  rejectIntro: 'The member who proposed it will see your reason.',
  reason: 'Reason',
  pendingPager: 'Pending categories pages',
} as const;

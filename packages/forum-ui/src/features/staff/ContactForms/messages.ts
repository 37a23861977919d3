/**
 * Every text of contact form management (the profile's Contact Forms tab and
 * /admin/contact-forms). Texts quoted from docs/spec/staff-area.md (sections 2, 4, 5 and 8) are
 * marked "spec"; the rest are the product's own words. Texts only: rules live in
 * this folder.
 */
import type { components } from '@forum/api';

type ContactStatus = components['schemas']['ContactStatus'];

export const contactFormsMessages = {
  loadFailed: 'Failed to fetch contact forms', // spec
  statusUpdated: 'Status updated successfully', // spec
  statusFailed: 'Failed to update status', // spec
  responseSent: 'Response sent successfully', // spec
  responseFailed: 'Failed to send response', // spec
  enterResponse: 'Please enter a response', // spec
  statsFailed: 'The counts could not be loaded.',
} as const;

export const contactFormsText = {
  title: 'Contact Forms',
  intro: 'Messages sent through the contact form. Change a status or answer a message.',
  stats: {
    label: 'Contact form counts',
    total: 'Total',
    pending: 'Pending',
    in_progress: 'In Progress',
    resolved: 'Resolved',
    recent: 'Last 7 Days',
  },
  status: {
    pending: 'Pending',
    in_progress: 'In Progress',
    resolved: 'Resolved',
    closed: 'Closed',
  } satisfies Record<ContactStatus, string>,
  // ── filters ──
  filters: 'Filter contact forms',
  search: 'Search contact forms',
  searchHint: 'Name, email, subject or message',
  searchButton: 'Search',
  clear: 'Clear',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  // ── table ──
  table: 'Contact forms',
  loading: 'Loading contact forms...',
  empty: 'No contact forms yet.',
  noMatches: 'No contact forms match these filters.',
  from: 'From',
  subject: 'Subject',
  received: 'Received',
  statusColumn: 'Status',
  actions: 'Actions',
  statusOf: (subject: string, name: string) => `Status of "${subject}" from ${name}`,
  updatingStatus: 'Updating...',
  view: 'View',
  viewOf: (subject: string, name: string) => `View "${subject}" from ${name}`,
  respond: 'Respond',
  respondTo: (subject: string, name: string) => `Respond to "${subject}" from ${name}`,
  answered: 'Answered',
  pager: 'Contact form pages',
  // ── details ──
  detailsTitle: 'Contact form',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  response: 'Response',
  respondedBy: (name: string | undefined, date: string) =>
    name ? `Answered by ${name} on ${date}` : `Answered on ${date}`,
  noResponse: 'No response yet.',
  close: 'Close',
  // ── respond ──
  respondTitle: 'Respond to contact form',
  respondIntro: (name: string, email: string) => `Your response is sent to ${name} (${email}).`,
  responseLabel: 'Response',
  send: 'Send Response',
  sending: 'Sending...',
  cancel: 'Cancel',
} as const;

/**
 * What each colour role is for, and the group the colour page shows it in. Words for the page
 * only (the values come from the tokens): typed by every role name, so a role added to the
 * tokens without a note here fails the type check.
 */
import type { ColourRole } from '../colourRoles.ts';

export const colourGroups = [
  'Surfaces',
  'Text and lines',
  'Intents',
  'Member roles',
  'Letter badges',
  'Avatars',
  'Code',
  'Data',
] as const;

export type ColourGroup = (typeof colourGroups)[number];

export interface ColourUse {
  group: ColourGroup;
  /** Where the role is used, in a sentence. */
  use: string;
}

const slots = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5'] as const;

/** A palette's six background colours and its text colour. */
function palette<P extends 'letterBadge' | 'avatar'>(
  name: P,
  group: ColourGroup,
  background: (n: number) => string,
  text: string,
) {
  return Object.fromEntries([
    ...slots.map((slot, i) => [`${name}.${slot}`, { group, use: background(i + 1) }]),
    [`${name}.text`, { group, use: text }],
  ]) as Record<`${P}.${(typeof slots)[number] | 'text'}`, ColourUse>;
}

/** One group's roles with their notes. */
const inGroup = <R extends string>(group: ColourGroup, notes: Record<R, string>) =>
  Object.fromEntries(
    Object.entries(notes).map(([role, note]) => [role, { group, use: note }]),
  ) as Record<R, ColourUse>;

export const colourUses: Record<ColourRole, ColourUse> = {
  ...inGroup('Surfaces', {
    surface: 'The page behind everything; a loading overlay that hides the page.',
    surfaceRaised: 'Cards, dialogs, menus, popovers, fields, tables and toasts.',
    surfaceSunken: 'Wells, table headers, code blocks, tab lists, skeletons.',
    surfaceHover: 'A row, menu item, list option or ghost button under the pointer.',
    overlay: 'The backdrop behind a dialog; a loading overlay that dims.',
  }),
  ...inGroup('Text and lines', {
    text: 'Body text, headings, labels and field values.',
    textMuted: 'Secondary text: meta lines, hints, counts and empty states.',
    textInverse: 'Text on a text-coloured fill. No component uses it yet.',
    border: 'Decorative separators and card edges; never the only sign of a control.',
    borderStrong: 'Outlines of fields, checkboxes and secondary buttons.',
    focusRing: 'The keyboard focus outline of every control.',
    link: 'Links in the interface and in members’ posts (underlined as well).',
  }),
  ...inGroup('Intents', {
    primary: 'Primary buttons, checked boxes, the selected tab’s edge, the spinner.',
    primaryHover: 'A primary button under the pointer.',
    primarySoft: 'Selected options and tabs, primary badges, notices, stat cards.',
    primaryText: 'Primary-toned text on surfaces and on primarySoft.',
    onPrimary: 'Text and marks on primary: primary buttons, checked boxes.',
    success: 'Success buttons and toasts, the edge of a success notice.',
    successSoft: 'Success badges and notices.',
    successText: 'Success-toned text on surfaces and on successSoft.',
    onSuccess: 'Text on success: success buttons and toasts.',
    warning: 'Warning edges: the system notice, a hidden reply, a warning notice.',
    warningSoft: 'Warning badges and notices, search highlights.',
    warningText: 'Warning-toned text on surfaces and on warningSoft.',
    onWarning: 'Text on warning. No component uses it yet.',
    critical: 'Danger buttons and toasts, a field’s error edge, a liked heart.',
    criticalHover: 'A danger button under the pointer.',
    criticalSoft: 'Error states, danger menu items, critical badges, a liked button.',
    criticalText: 'Error messages and critical text on surfaces and on criticalSoft.',
    onCritical: 'Text on critical: danger buttons, error toasts, the unread count.',
  }),
  ...inGroup('Member roles', {
    roleAdmin: 'The Admin role badge.',
    roleModerator: 'The Moderator role badge.',
    roleUser: 'The User role badge.',
    onRole: 'The word on every role badge.',
  }),
  ...palette(
    'letterBadge',
    'Letter badges',
    (n) => `Letter badge ${n} of 6, cycled by position.`,
    'The letter on every letter badge.',
  ),
  ...palette(
    'avatar',
    'Avatars',
    (n) => `Avatar ${n} of 6, picked by a stable hash of the member.`,
    'The initials on every avatar.',
  ),
  ...inGroup('Code', {
    'syntax.keyword': 'Keywords in code: if, return, const.',
    'syntax.string': 'Strings in code.',
    'syntax.comment': 'Comments in code.',
    'syntax.number': 'Numbers and literals in code.',
    'syntax.title': 'Function and class names in code.',
    'syntax.type': 'Types and built-ins in code.',
    'syntax.attribute': 'Attributes, properties and variables in code.',
    'syntax.meta': 'Tags, meta and preprocessor lines, symbols.',
    'syntax.addition': 'A diff’s added lines.',
    'syntax.deletion': 'A diff’s removed lines.',
  }),
  ...inGroup('Data', {
    categoryDefault: 'A category’s colour when it has none; the same in both themes.',
  }),
};

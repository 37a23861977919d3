/**
 * The Forum Rules page's texts and the rules themselves (spec, section 9). Texts quoted from the
 * spec (docs/spec/public-site.md) are marked "spec"; the rest are the product's own words. Kept
 * with the page, so that its chunk carries only its own words.
 */

/** One rule: the rule itself (the spec's words, as a sentence) and what it means in practice. */
export interface ForumRule {
  rule: string;
  detail: string;
}

/** A group of related rules, one section (and one contents entry) of the page. */
export interface ForumRuleSection {
  /** The section's anchor: /Rules#rules-links. */
  id: string;
  title: string;
  rules: readonly ForumRule[];
}

/** The date the rules were last edited (spec: "Rules last edited December 27, 2024"). */
export const RULES_LAST_EDITED = '2024-12-27';

export const rulesText = {
  title: 'Forum Rules',
  lastEditedPrefix: 'Last edited',
  /** The date as the spec writes it. */
  lastEditedDate: 'December 27, 2024', // spec
  intro: (siteName: string) =>
    `These rules keep ${siteName} a friendly and useful place to talk about technology. They apply to every thread, reply, profile and username, and by taking part you agree to follow them.`,
  contents: 'Contents',
  questionsTitle: 'Questions about the rules?',
  questionsBody:
    'If something is unclear, or you want to point out a post that breaks a rule, the staff are here to help.',
  contactLink: 'Contact the team',
  teamLink: 'Who the staff are',
} as const;

/**
 * The forum rules: every item of the spec's list (section 9), grouped by subject and numbered
 * straight through, so a rule can be cited by its number.
 */
export const FORUM_RULES: readonly ForumRuleSection[] = [
  {
    id: 'rules-language',
    title: 'Language and style',
    rules: [
      {
        rule: 'English is the primary language of the forum.',
        detail:
          'Write in English so that every member can follow and join the conversation. If you quote something in another language, add a translation.',
      },
      {
        rule: 'No all-caps or smiley spam.',
        detail:
          'Text in capitals reads as shouting, and rows of smileys bury what you mean. Use both sparingly.',
      },
    ],
  },
  {
    id: 'rules-respect',
    title: 'Respect for others',
    rules: [
      {
        rule: 'No racism, bullying or threats.',
        detail:
          'Disagree with ideas, not with people. Racist remarks, harassment, intimidation and threats of any kind are removed.',
      },
      {
        rule: 'No excessive gore.',
        detail: 'Do not post graphic images, videos or descriptions of violence or injury.',
      },
    ],
  },
  {
    id: 'rules-accounts',
    title: 'Accounts and usernames',
    rules: [
      {
        rule: 'No offensive usernames.',
        detail:
          'Your username is seen everywhere you post. Names that are vulgar, hateful or insulting are not allowed.',
      },
      {
        rule: 'No multiple or dummy accounts.',
        detail:
          'One person, one account. Do not create extra or throwaway accounts, for example to get around a penalty or to like your own posts.',
      },
    ],
  },
  {
    id: 'rules-posting',
    title: 'Threads and posts',
    rules: [
      {
        rule: 'No duplicate threads.',
        detail:
          'Search before you start a thread. If the topic is already being discussed, add to that thread instead of opening another.',
      },
      {
        rule: 'One post per day.',
        detail:
          'Take the time to make each post count rather than flooding the forum with many small ones.',
      },
    ],
  },
  {
    id: 'rules-links',
    title: 'Links and advertising',
    rules: [
      {
        rule: 'External links are only for credits or references.',
        detail:
          'Link to another site to credit the source of what you share, or to back up what you say, not to send traffic elsewhere.',
      },
      {
        rule: 'A link is allowed after ten threads.',
        detail:
          'Members can post links once they have started ten threads. Until then, name your source in words.',
      },
      {
        rule: 'No unauthorised advertising or referral links.',
        detail:
          'Promotions, sales posts and referral or affiliate links need the permission of the staff before they are posted.',
      },
    ],
  },
  {
    id: 'rules-enforcement',
    title: 'Reporting and penalties',
    rules: [
      {
        rule: 'Report violations to the moderators.',
        detail:
          'If you see a post that breaks these rules, report it to the moderators instead of replying to it or taking matters into your own hands.',
      },
      {
        rule: 'Penalties are a warning, a suspension or a permanent ban.',
        detail:
          'Depending on how serious a violation is, and whether it is repeated, the moderators give a warning, suspend the account for a time, or ban it permanently.',
      },
    ],
  },
];

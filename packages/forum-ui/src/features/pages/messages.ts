/**
 * Every text of the static and community pages (Forum Rules, About Us, Team Introduction, Contact
 * Us and Contact Form, Forum Statistics, Shoutbox), in one module so that the pages, their
 * stories and tests use the same words. Texts quoted from the spec (docs/spec/public-site.md,
 * sections 5, 8 and 9) are marked "spec"; the rest are the product's own words for what the spec
 * describes. Texts that name the site take its name, which the app owns.
 */

// ── shared links ──

/** Where the pages send people, by what they are for. */
export const PAGE_LINKS = {
  signup: '/signup',
  forums: '/Forums',
  createTopic: '/ThreadForm',
  rules: '/Rules',
  about: '/AboutUs',
  team: '/TeamIntroduction',
  contact: '/ContactUs',
  contactForm: '/ContactForm',
  techNews: '/TechIndustryNews',
  productLaunches: '/ProductLaunches',
  techEvents: '/TechEvents',
  hardware: '/HardwareDiscussion',
  gaming: '/GamingDiscussion',
  techSupport: '/TechSupport',
} as const;

/**
 * The contact e-mail address shown on /ContactUs, /ContactForm and Team Introduction (spec: "a
 * displayed contact e-mail"; the address itself is not given). A reserved example domain until
 * the real mailbox is known: change it here, and only here.
 */
export const CONTACT_EMAIL = 'support@techforum.example.com';

// ── Forum Rules (spec, section 9) ──

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

// ── About Us (spec, section 1) ──

export const aboutText = {
  title: 'About Us',
  lead: (siteName: string) =>
    `${siteName} is a community for people who love technology: enthusiasts, developers and gamers who want to keep up with what is new and help each other make sense of it.`,
  missionTitle: 'Our mission',
  mission:
    'We want good information about technology to be easy to find and easy to talk about: news you can trust, honest opinions on the products you are considering, and patient answers when something stops working.',
  offersTitle: 'What you will find here',
  offers: [
    {
      title: 'Tech news',
      href: PAGE_LINKS.techNews,
      body: 'The stories shaping the industry, from the big platforms and chipmakers to the start-ups worth watching.',
    },
    {
      title: 'Product launches',
      href: PAGE_LINKS.productLaunches,
      body: 'New phones, laptops, components and apps as they are announced, with first impressions from members.',
    },
    {
      title: 'Tech events',
      href: PAGE_LINKS.techEvents,
      body: 'Conferences, expos and launch events: what is coming up, and what came out of them.',
    },
    {
      title: 'Hardware and software',
      href: PAGE_LINKS.hardware,
      body: 'Builds, upgrades, operating systems and the programs you rely on. Compare notes before you buy or install.',
    },
    {
      title: 'Gaming',
      href: PAGE_LINKS.gaming,
      body: 'PC, console and mobile games, performance tuning, and the gear that goes with them.',
    },
    {
      title: 'Tech support',
      href: PAGE_LINKS.techSupport,
      body: 'Stuck with a problem? Describe it, and members who have been there will help you work through it.',
    },
  ],
  communityTitle: 'Our community',
  community:
    'Members join from many places, and a good part of the community is in the Philippines, so local prices, shops, internet providers and events come up alongside the global news. Whether you are building your first PC or have worked in tech for years, your questions and your experience are welcome.',
  communityRules: 'Everyone takes part under the same',
  rulesLink: 'Forum Rules',
  communityRulesEnd: ', which keep discussions friendly and useful.',
  teamLink: 'Meet the team',
  joinTitle: 'Join us',
  joinGuest:
    'Create a free account to start threads, reply to discussions and like the posts that help you. Or look around first: reading is open to everyone.',
  joinMember:
    'You are already a member: thank you for being part of the community. Share what you know or ask what you want to learn.',
  signUp: 'Sign up',
  browseForums: 'Browse the forums',
  startTopic: 'Start a topic',
} as const;

// ── Team Introduction ──

export const teamText = {
  title: 'Team Introduction',
  lead: (siteName: string) =>
    `${siteName} is kept running by the people who use it. Here is who does what, and how to reach them.`,
  rolesTitle: 'Who does what',
  roles: [
    {
      role: 'admin',
      title: 'Administrators',
      body: 'Administrators look after the site as a whole. They approve new threads before others see them, manage categories and member accounts, answer messages sent through the contact form, and keep the page information up to date.',
    },
    {
      role: 'moderator',
      title: 'Moderators',
      body: 'Moderators keep discussions on track. They review reported posts, approve content, answer contact messages, and warn, suspend or ban members who break the Forum Rules.',
    },
    {
      role: 'user',
      title: 'Members',
      body: 'Members are the heart of the forum. They start threads, share news, answer questions and like the posts that help. Every account starts here, and the staff are members too.',
    },
  ],
  reachTitle: 'How to reach the staff',
  reachForm: 'For a question about a post, a rule or your account, send a message with the',
  contactFormLink: 'contact form',
  reachFormEnd: '. The staff read every message.',
  reachReport:
    'To point out a post that breaks the rules, report it to the moderators instead of replying to it.',
  reachEmail: 'You can also write to us at',
  aboutLink: 'More about the community',
} as const;

// ── Contact Us and Contact Form (spec, sections 2, 5 and 8) ──

export const contactMessages = {
  allFieldsRequired: 'All fields are required.', // spec
  sendFailed: 'An error occurred while sending your message. Please try again.', // spec
  sent: 'Your message has been sent successfully!', // spec
} as const;

export const contactText = {
  contactUsTitle: 'Contact Us',
  contactFormTitle: 'Contact Form',
  contactUsIntro:
    'Questions, feedback, a problem with your account, or an idea for the forum? Send us a message and the staff will get back to you by e-mail.',
  contactFormIntro: 'Fill in every field and the staff will reply to the e-mail address you give.',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  send: 'Send', // spec
  sending: 'Sending...', // spec
  emailTitle: 'Prefer e-mail?',
  emailBody: 'Write to us at',
  otherWaysTitle: 'Other ways to get help',
  supportForum: 'Ask the community in',
  supportForumLink: 'Tech Support',
  rules: 'Read the',
  rulesLink: 'Forum Rules',
  team: 'See',
  teamLink: 'who the staff are',
} as const;

// ── Forum Statistics (spec, sections 2, 7 and 8) ──

/**
 * What the page shows when the statistics call fails (spec: "fixed fallback numbers"; the
 * numbers themselves are not given). Round figures of the right order for a forum of this size,
 * marked on the page as approximate.
 */
export const FALLBACK_STATISTICS = {
  threads: 1200,
  posts: 8500,
  members: 3400,
} as const;

export const statisticsText = {
  title: 'Forum Statistics',
  intro: (siteName: string) => `The ${siteName} community in numbers.`,
  threads: 'Threads',
  posts: 'Posts',
  members: 'Members',
  latestMember: 'Latest member',
  latestMemberWelcome: 'Welcome to the community!',
  noLatestMember: 'Not available right now.',
  loading: 'Loading...',
  fallbackTitle: 'Approximate figures',
  fallbackBody:
    'The latest numbers could not be loaded just now, so these are approximate. Everything else on the site works as usual.',
  tryAgain: 'Try again',
  retrying: 'Loading...',
  approximate: 'Approximate',
} as const;

// ── Shoutbox (spec, sections 2 and 9) ──

export const shoutboxText = {
  title: 'Shoutbox',
  intro: 'A quick place to say hello. This is a demo: messages stay on this page only.',
  demoNotice:
    'Demo only: messages are not saved or sent to anyone, and they disappear when you leave or reload the page.',
  messagesLabel: 'Shoutbox messages',
  message: 'Your message',
  placeholder: 'Say something and press Enter',
  send: 'Send',
  you: 'You',
  empty: 'No messages yet. Be the first to say hello!',
} as const;

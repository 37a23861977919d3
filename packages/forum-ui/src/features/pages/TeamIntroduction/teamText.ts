/**
 * The Team Introduction page's texts. Texts quoted from the spec (docs/spec/public-site.md) are
 * marked "spec"; the rest are the product's own words. Kept with the page, so that its chunk
 * carries only its own words.
 */

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

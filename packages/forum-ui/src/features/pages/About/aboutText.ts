/**
 * The About Us page's texts (spec, section 1). Texts quoted from the spec (docs/spec/public-
 * site.md) are marked "spec"; the rest are the product's own words. Kept with the page, so that
 * its chunk carries only its own words.
 */
import { PAGE_LINKS } from '../messages.ts';

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

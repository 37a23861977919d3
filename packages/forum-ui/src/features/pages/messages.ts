/**
 * What the static and community pages share: where they send people and the contact address.
 * Each page's own texts are in its folder (Rules/rulesText.ts, Contact/contactText.ts, …), so
 * that a page's chunk carries only its own words; the pages, their stories and tests import
 * them from there.
 */

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

/**
 * The texts of Contact Us and the Contact Form (spec, sections 2, 5 and 8). Texts quoted from the
 * spec (docs/spec/public-site.md) are marked "spec"; the rest are the product's own words. Kept
 * with the page, so that its chunk carries only its own words.
 */

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

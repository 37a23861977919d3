export { NotFoundView, type NotFoundViewProps } from './NotFound/NotFoundView.tsx';
export { RulesView, type RulesViewProps } from './Rules/RulesView.tsx';
export { AboutView, type AboutViewProps } from './About/AboutView.tsx';
export {
  TeamIntroductionView,
  type TeamIntroductionViewProps,
} from './TeamIntroduction/TeamIntroductionView.tsx';
export { ShoutboxScreen, type ShoutboxScreenProps } from './Shoutbox/ShoutboxScreen.tsx';
export { ShoutboxView, type ShoutboxViewProps } from './Shoutbox/ShoutboxView.tsx';
export {
  ForumStatisticsScreen,
  type ForumStatisticsScreenProps,
} from './ForumStatistics/ForumStatisticsScreen.tsx';
export {
  ForumStatisticsView,
  type ForumStatisticsViewProps,
} from './ForumStatistics/ForumStatisticsView.tsx';
export {
  statisticsState,
  type StatisticsState,
  type StatisticsOverview,
} from './ForumStatistics/statistics.ts';
export { ContactScreen, type ContactScreenProps } from './Contact/ContactScreen.tsx';
export { ContactView, type ContactViewProps, type ContactVariant } from './Contact/ContactView.tsx';
export {
  CONTACT_DEFAULTS,
  CONTACT_DRAFT,
  validateContact,
  contactBody,
  type ContactValues,
  type ContactField,
} from './Contact/contactForm.ts';
export { CONTACT_EMAIL } from './messages.ts';
export {
  FORUM_RULES,
  RULES_LAST_EDITED,
  type ForumRule,
  type ForumRuleSection,
} from './Rules/rulesText.ts';

export { memberMessages, memberText } from './messages.ts';
export { MemberScreen } from './Member/MemberScreen.tsx';
export { memberIdFrom } from './Member/memberId.ts';
export {
  MemberView,
  type MemberViewProps,
  type MemberProfile,
  type MemberActivity,
  type MemberActivityItem,
} from './Member/MemberView.tsx';
export { mentionsOf, useEditorMentions, useMentionSuggestions } from './mentions.ts';

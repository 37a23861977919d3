export { ThreadScreen, type ThreadScreenProps } from './Thread/ThreadScreen.tsx';
export { loadWindowedReplyList } from './ReplyList/ReplyList.tsx';
export { threadToolText } from './StaffTools/messages.ts';
export { REASON_DEFAULTS, validateReason, type ReasonValues } from './StaffTools/staffForms.ts';

export { ThreadScreen, type ThreadScreenProps } from './Thread/ThreadScreen.tsx';
export { threadToolText } from './StaffTools/messages.ts';
export { REASON_DEFAULTS, validateReason, type ReasonValues } from './StaffTools/staffForms.ts';

/**
 * The parts of a thread page that load after it and that reading needs (the windowed list of a
 * long thread; the position and reading tools): loaded when a thread is saved for offline, so the
 * worker keeps them and the saved thread reads offline whole.
 */
export const loadReadingParts = () =>
  Promise.all([
    import('./ReplyList/WindowedReplyList.tsx'),
    import('./Navigation/ThreadPosition.tsx'),
  ]);

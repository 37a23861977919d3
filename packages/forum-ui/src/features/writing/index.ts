export {
  THREAD_FORM_PATH,
  newThreadLink,
  readThreadFormState,
  type ThreadFormState,
  type ThreadFormCategory,
  type LoginForThreadFormState,
  type NewThreadLink,
} from '@forum/forum-ui/design-system';
export { writingMessages, writingText } from './messages.ts';
export { ThreadFormScreen } from './ThreadForm/ThreadFormScreen.tsx';
export {
  ThreadFormView,
  type ThreadFormViewProps,
  type ThreadFormPickerProps,
} from './ThreadForm/ThreadFormView.tsx';
export {
  THREAD_FORM_DEFAULTS,
  validateThread,
  threadBody,
  threadContent,
  afterCreatePath,
  threadDraftKey,
  type ThreadFormValues,
} from './ThreadForm/createThreadForm.ts';
export { PendingApprovalScreen } from './PendingApproval/PendingApprovalScreen.tsx';
export {
  PendingApprovalView,
  type PendingApprovalViewProps,
  type PendingThread,
} from './PendingApproval/PendingApprovalView.tsx';

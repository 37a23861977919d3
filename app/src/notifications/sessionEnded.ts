// What is shown when a session ends in the middle of actions (a 401), in its own chunk: the
// notice and the texts it and the re-send's toasts use. It is needed only then, so no
// first visit carries it (bench:bundle).
export { SessionEndedNotice, sessionMessages } from '@forum/forum-ui/design-system';

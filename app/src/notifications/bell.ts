// The header's notification bell, in its own chunk: only a signed-in member has one, so a guest's
// first visit (most first visits) does not carry it, its queries or its texts (bench:bundle).
export { NotificationBellScreen } from '@forum/forum-ui/features/profile';

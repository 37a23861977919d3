/** Row types of the mock database: plain, JSON-serialisable records; relations are ids. */
import type { components } from '@forum/api';

export type S = components['schemas'];
export type Role = S['Role'];

export interface UserRow {
  id: number;
  name: string;
  email: string;
  username: string | null;
  password: string;
  role: Role;
  avatar_url: string | null;
  bio: string | null;
  created_at: string;
  last_login_at: string | null;
  email_verified_at: string | null;
  is_banned: boolean;
  is_approved: boolean;
  /** 'pending' until approved; 'rejected' registrations stay unapproved but leave the queue. */
  approval: 'pending' | 'approved' | 'rejected';
  approved_at: string | null;
}
export interface TokenRow {
  token: string;
  user_id: number;
  created_at: string;
}
export interface VerificationLinkRow {
  id: number;
  user_id: number;
  hash: string;
  created_at: string;
}
export interface CategoryRow {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  parent_id: number | null;
  is_approved: boolean;
  /** 'rejected' categories stay unapproved and leave the pending list. */
  approval: 'pending' | 'approved' | 'rejected';
  is_active: boolean;
  color: string;
  created_at: string;
  updated_at: string;
}
export interface ThreadRow {
  id: number;
  slug: string;
  title: string;
  category_id: number | null;
  author_id: number | null;
  status: S['ThreadStatus'];
  is_featured: boolean;
  is_sticky: boolean;
  is_locked: boolean;
  views: number;
  first_post_id: number | null;
  created_at: string;
  updated_at: string;
}
export interface PostRow {
  id: number;
  thread_id: number;
  parent_id: number | null;
  author_id: number | null;
  content: string;
  is_hidden: boolean;
  created_at: string;
  updated_at: string;
}
export interface LikeRow {
  id: number;
  user_id: number;
  likeable_type: S['LikeableType'];
  likeable_id: number;
  created_at: string;
}
export interface ReportRow {
  id: number;
  content_type: S['ContentType'];
  content_id: number;
  reason: S['ReportReason'] | null;
  status: S['ReportStatus'];
  reporter_id: number | null;
  created_at: string;
}
export interface ModerationRow {
  id: number;
  action: S['ModerationAction'];
  content_type: S['ModerationTargetType'] | null;
  content_id: number | null;
  description: string | null;
  reason: string | null;
  moderator_id: number | null;
  user_id: number | null;
  created_at: string;
}
export interface WarningRow {
  id: number;
  user_id: number;
  reason: string;
  moderator_id: number | null;
  created_at: string;
}
export interface SuspensionRow {
  id: number;
  user_id: number;
  duration: S['SuspensionDuration'];
  reason: string;
  moderator_id: number | null;
  created_at: string;
  ends_at: string;
}
export interface ContactFormRow {
  id: number;
  user_id: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: S['ContactStatus'];
  admin_response: string | null;
  responder_id: number | null;
  responded_at: string | null;
  created_at: string;
  updated_at: string;
}
export type MetaTagRow = S['MetaTag'];
export interface NotificationRow {
  id: string;
  user_id: number;
  type: S['NotificationType'];
  title: string;
  message: string;
  data: S['Notification']['data'];
  read_at: string | null;
  created_at: string;
}
export type PreferencesRow = S['Preferences'] & { user_id: number };
export interface UploadRow {
  id: number;
  user_id: number;
  kind: 'avatar' | 'image';
  url: string;
  mime: string;
  size: number;
  created_at: string;
}

/** The whole state: what is persisted and restored. */
export interface DbState {
  users: UserRow[];
  tokens: TokenRow[];
  verificationLinks: VerificationLinkRow[];
  categories: CategoryRow[];
  threads: ThreadRow[];
  posts: PostRow[];
  likes: LikeRow[];
  reports: ReportRow[];
  moderationLog: ModerationRow[];
  warnings: WarningRow[];
  suspensions: SuspensionRow[];
  contactForms: ContactFormRow[];
  metaTags: MetaTagRow[];
  notifications: NotificationRow[];
  preferences: PreferencesRow[];
  uploads: UploadRow[];
  /** Next id per collection (ids are never reused). */
  seq: Record<string, number>;
  /** Counter for deterministic tokens and uuids created at run time. */
  counter: number;
  /** Replies made with an Idempotency-Key: `${userId}:${key}` → the post created. */
  idempotency?: Record<string, number>;
  /** The moment the seed's dates are relative to (ms since the epoch): every seeded date is this minus an offset. */
  seeded_at: number;
}

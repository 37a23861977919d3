import { userPath } from '../../utils/addresses/paths.ts';
import { cx } from '../../utils/text/cx.ts';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Link } from '../Link/Link.tsx';
import { author as authorClass } from './AuthorLink.css.ts';

/** An author as the API embeds one (`UserSummary`); null when the account no longer exists. */
export interface AuthorLinkAuthor {
  id?: number | null;
  name?: string | null;
  avatar_url?: string | null;
}

export interface AuthorLinkProps {
  /** The post's author; a deleted or missing one shows as 'Unknown user', without a link. */
  author: AuthorLinkAuthor | null | undefined;
  /** Shown for a missing author or one without a name (default 'Anonymous'). */
  fallbackName?: string;
  /** A small avatar before the name (decorative: the name is written beside it). */
  withAvatar?: boolean;
  /** 'muted' in meta lines, 'link' in running text (default 'muted'). */
  tone?: 'link' | 'muted';
  /** Extra class for the link, for its place in a layout. */
  className?: string;
}

/**
 * An author's name linking to their public page (/users/{id}). Without an id (a deleted
 * account, or a name the server sent alone) the name is plain text, so nothing links nowhere.
 * Used wherever the site names who wrote something: thread lists, posts, activity.
 *
 * Without the avatar the name stays an inline link inside its sentence ('by Maria · Jul 4'), so
 * it wraps and sizes with the text around it.
 */
export function AuthorLink({
  author,
  fallbackName = 'Anonymous',
  withAvatar = false,
  tone = 'muted',
  className,
}: AuthorLinkProps) {
  const name = author?.name?.trim() || fallbackName;
  const id = author?.id;
  const linked = typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
  const label = linked ? (
    <Link
      to={userPath(id)}
      tone={tone}
      underline={tone === 'link' ? 'always' : 'hover'}
      className={withAvatar ? undefined : className}
    >
      {name}
    </Link>
  ) : (
    <span className={withAvatar ? undefined : className}>{name}</span>
  );
  if (!withAvatar) return label;
  return (
    <span className={cx(authorClass, className)}>
      <Avatar name={name} src={author?.avatar_url} colorKey={id} size="small" decorative />
      {label}
    </span>
  );
}

import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.ts';
import { userPath } from '../../utils/paths.ts';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Link } from '../Link/Link.tsx';
import { author as authorClass } from './AuthorLink.css.ts';

/** An author as the API embeds one (`UserSummary`); null when the account no longer exists. */
export interface AuthorLinkAuthor {
  id?: number | null;
  name?: string | null;
  avatar_url?: string | null;
}

export type AuthorLinkProps = Omit<ComponentPropsWithRef<'span'>, 'children'> & {
  author: AuthorLinkAuthor | null | undefined;
  /** Shown for a missing author or one without a name (default 'Anonymous'). */
  fallbackName?: string;
  /** A small avatar before the name (decorative: the name is written beside it). */
  withAvatar?: boolean;
  /** 'muted' in meta lines, 'link' in running text (default 'muted'). */
  tone?: 'link' | 'muted';
};

/**
 * An author's name linking to their public page (/users/{id}). Without an id (a deleted
 * account, or a name the server sent alone) the name is plain text, so nothing links nowhere.
 * Used wherever the site names who wrote something: thread lists, posts, activity.
 */
export function AuthorLink({
  author,
  fallbackName = 'Anonymous',
  withAvatar = false,
  tone = 'muted',
  className,
  ...rest
}: AuthorLinkProps) {
  const name = author?.name?.trim() || fallbackName;
  const id = author?.id;
  const linked = typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
  return (
    <span className={cx(authorClass, className)} {...rest}>
      {withAvatar && (
        <Avatar name={name} src={author?.avatar_url} colorKey={id} size="small" decorative />
      )}
      {linked ? (
        <Link to={userPath(id)} tone={tone} underline={tone === 'link' ? 'always' : 'hover'}>
          {name}
        </Link>
      ) : (
        <span>{name}</span>
      )}
    </span>
  );
}

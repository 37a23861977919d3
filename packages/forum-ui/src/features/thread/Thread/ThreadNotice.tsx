import * as styles from './Thread.css.ts';

export interface ThreadNoticeProps {
  title: string;
  text: string;
  tone?: 'warning' | 'neutral' | 'success';
  /** An icon before the title (decorative). */
  icon?: string;
}

/** A plain notice in place of, or above, the composer: locked, awaiting approval, rejected. */
export function ThreadNotice({ title, text, tone = 'neutral', icon }: ThreadNoticeProps) {
  return (
    <div className={styles.notice({ tone })} role="note">
      <p className={styles.noticeTitle}>
        {icon && <span aria-hidden="true">{icon} </span>}
        {title}
      </p>
      <p className={styles.noticeText}>{text}</p>
    </div>
  );
}

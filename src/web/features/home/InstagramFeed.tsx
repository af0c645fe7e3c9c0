import { useRef } from 'react';
import type { SocialPost } from '../../../shared/contracts/social';
import { INSTAGRAM_PROFILE_URL, SOCIAL_FEED_MAX } from '../../../shared/constants';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { useSocialFeed } from './api/getSocialFeed';
import { useNearScreen } from './media';
import { Section } from './Section';
import styles from './home.module.css';

/** A video shows its thumbnail; anything else its own picture. */
function pictureOf(p: SocialPost): string {
  return p.media_type === 'VIDEO' ? (p.thumbnail_url ?? p.media_url) : p.media_url;
}

/** The first line of a caption, short enough for alt text. */
function shortCaption(caption: string | null, fallback: string): string {
  const first = (caption ?? '').split('\n')[0]!.trim();
  if (!first) return fallback;
  return first.length > 120 ? `${first.slice(0, 117)}...` : first;
}

function Post({ post, n }: { post: SocialPost; n: number }) {
  const t = useT().homeSections.social;
  const text = shortCaption(post.caption, t.postFallback(n));
  const kind =
    post.media_type === 'VIDEO' ? t.video : post.media_type === 'CAROUSEL_ALBUM' ? t.album : null;
  return (
    <li className={styles.post}>
      <a
        href={post.permalink}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.postLink}
      >
        <img
          src={pictureOf(post)}
          alt={text}
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
        />
        {kind ? (
          <span className={styles.postKind} aria-hidden="true">
            <Icon name={post.media_type === 'VIDEO' ? 'play' : 'plus'} size={14} />
            {kind}
          </span>
        ) : null}
        <span className={styles.postCaption} aria-hidden="true">
          {text}
        </span>
        <span className="visually-hidden"> {t.opensNewTab(kind)}</span>
      </a>
    </li>
  );
}

/** 'Instagram Highlights': at most 8 posts of /api/social/feed, loaded when near the screen. */
export function InstagramFeed() {
  const t = useT().homeSections.social;
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref, '400px');
  const q = useSocialFeed(near);
  const posts = (q.data ?? []).slice(0, SOCIAL_FEED_MAX);
  const follow = (
    <Button
      href={INSTAGRAM_PROFILE_URL}
      target="_blank"
      rel="noopener noreferrer"
      variant="secondary"
      className={styles.headAction}
    >
      {t.follow}
      <span className="visually-hidden"> {t.opensNewTab(null)}</span>
    </Button>
  );
  return (
    <Section id="home-social" title={t.title} intro={t.intro} tone="muted" action={follow}>
      {/* on an island page the app loads when this comes near: it draws the posts (ADR 363) */}
      <div ref={ref} data-hydrate="visible">
        {q.isSuccess && posts.length > 0 ? (
          <ul className={styles.posts} role="list">
            {posts.map((p, i) => (
              <Post key={p.id} post={p} n={i + 1} />
            ))}
          </ul>
        ) : q.isSuccess || q.isError ? (
          <p className={styles.socialEmpty}>{t.empty}</p>
        ) : (
          <ul className={styles.posts} role="list" aria-hidden="true">
            {Array.from({ length: SOCIAL_FEED_MAX }, (_, i) => (
              <li key={i} className={styles.postSkeleton} />
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

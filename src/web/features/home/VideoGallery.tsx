import { useState } from 'react';
import type { Video } from '../../../shared/contracts/content';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { cx } from '../../components/cx';
import { useLang, useT } from '../../i18n';
import { useVideos } from './api/getVideos';
import { Section } from './Section';
import styles from './home.module.css';

/**
 * The caption tracks of a demo clip (tools/demo-media/gen-captions.mjs writes <slug>.en.vtt and
 * <slug>.hi.vtt next to /media/videos/<slug>.mp4); none for a clip elsewhere.
 */
function captionsOf(url: string): { en: string; hi: string } | null {
  const m = /^(\/media\/videos\/[a-z0-9-]+)\.mp4$/.exec(url);
  return m ? { en: `${m[1]}.en.vtt`, hi: `${m[1]}.hi.vtt` } : null;
}

/** The popup player: opened by the visitor, so it plays at once (with sound, controls shown). */
function VideoPopup({
  video,
  open,
  onClose,
}: {
  video: Video | null;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT().homeSections.videos;
  const lang = useLang();
  const captions = video ? captionsOf(video.url) : null;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={video?.title ?? ''}
      closeLabel={t.popupClose}
      size="xl"
      flush
    >
      {video ? (
        <video
          key={video.id}
          className={styles.popupVideo}
          src={video.url}
          poster={video.poster}
          controls
          autoPlay
          playsInline
          preload="auto"
          data-popup-video=""
        >
          {captions ? (
            <>
              <track
                kind="captions"
                src={captions.en}
                srcLang="en"
                label="English"
                default={lang === 'en'}
              />
              <track
                kind="captions"
                src={captions.hi}
                srcLang="hi"
                label="हिन्दी"
                default={lang === 'hi'}
              />
            </>
          ) : null}
          {t.noVideoSupport}
        </video>
      ) : null}
    </Modal>
  );
}

/**
 * 'Experience in Motion': a main player (its poster; clicking it opens the popup with autoplay)
 * and the list of videos to choose from. No clip loads until the visitor asks for it.
 */
export function VideoGallery() {
  const t = useT().homeSections.videos;
  const q = useVideos();
  const videos = q.data ?? [];
  const [mainId, setMainId] = useState<number | null>(null);
  // the popup keeps its video while it closes (the closing animation)
  const [popupVideo, setPopupVideo] = useState<Video | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const main = videos.find((v) => v.id === mainId) ?? videos[0];
  if (q.isError) return null;
  return (
    <Section id="home-videos" title={t.title} intro={t.intro}>
      {main ? (
        <div className={styles.gallery}>
          <button
            type="button"
            className={styles.mainVideo}
            onClick={() => {
              setPopupVideo(main);
              setPopupOpen(true);
            }}
            aria-label={t.play(main.title)}
          >
            <img
              src={main.poster}
              alt=""
              width={640}
              height={360}
              loading="lazy"
              decoding="async"
            />
            <span className={styles.playBadge} aria-hidden="true">
              <Icon name="play" size={32} filled />
            </span>
            <span className={styles.mainCaption}>
              {/* the name 'Play video: <title>' contains the visible text (WCAG 2.5.3) */}
              <span className={styles.nowShowing}>{t.playVideo}</span> {main.title}
            </span>
          </button>
          <ul className={styles.videoList} role="list" aria-label={t.more}>
            {videos.map((v) => (
              <li key={v.id}>
                <button
                  type="button"
                  className={cx(styles.videoThumb, v.id === main.id && styles.videoThumbActive)}
                  onClick={() => setMainId(v.id)}
                  aria-pressed={v.id === main.id}
                  aria-label={t.choose(v.title)}
                >
                  <img
                    src={v.poster}
                    alt=""
                    width={160}
                    height={90}
                    loading="lazy"
                    decoding="async"
                  />
                  <span>{v.title}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className={styles.gallerySkeleton} aria-hidden="true" />
      )}
      <VideoPopup video={popupVideo} open={popupOpen} onClose={() => setPopupOpen(false)} />
    </Section>
  );
}

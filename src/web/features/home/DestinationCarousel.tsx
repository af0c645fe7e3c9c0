import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import type { Destination } from '../../../shared/contracts/content';
import { Button } from '../../components/Button';
import { Carousel } from '../../components/Carousel';
import { Localized, useLocalized } from '../../components/Localized';
import { useLocalePath, useT } from '../../i18n';
import { href } from '../../lib/paths';
import { useDestinations } from './api/getDestinations';
import { Section, SectionError } from './Section';
import styles from './home.module.css';

function Slide({ d, active }: { d: Destination; active: boolean }) {
  const lp = useLocalePath();
  const t = useT().home.destinations;
  const [, navigate] = useLocation();
  const l = useLocalized();
  const alt = l(d.imageAlt, d.imageAltHi);
  const to = href('destination', { id: d.id });
  // A plain click hands the destination over as navigation state, so the page
  // shows at once; a modified click opens the link as usual and the page fetches it.
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(to, { state: { destination: d } });
  };
  return (
    <article className={styles.destination}>
      <img
        src={d.image}
        alt={alt.value}
        lang={alt.lang}
        width={1200}
        height={800}
        loading={active ? 'eager' : 'lazy'}
        decoding="async"
        className={styles.destinationImage}
        draggable={false}
      />
      <div className={styles.destinationBody}>
        <h3 className={styles.destinationTitle}>
          <Localized en={d.title} hi={d.titleHi} />
        </h3>
        <p className={styles.destinationText}>
          <Localized en={d.desc1} hi={d.desc1Hi} />
        </p>
        <Button
          href={lp(to)}
          onClick={open}
          iconEnd="arrow-right"
          aria-label={t.showDetailsLabel(l(d.title, d.titleHi).value)}
        >
          {t.showDetails}
        </Button>
      </div>
    </article>
  );
}

/** The four destination categories, rotating every 7000 ms (components/Carousel). */
export function DestinationCarousel() {
  const t = useT().home.destinations;
  const q = useDestinations();
  const l = useLocalized();
  return (
    <Section id="home-destinations" title={t.title} intro={t.intro} tone="muted">
      {q.isError ? (
        <SectionError message={t.loadError} retry={t.retry} onRetry={() => void q.refetch()} />
      ) : q.isPending ? (
        <div className={styles.destinationSkeleton} aria-hidden="true" />
      ) : (
        <Carousel
          items={q.data}
          getKey={(d) => d.id}
          getName={(d) => l(d.title, d.titleHi).value}
          label={t.carouselLabel}
          labels={t.controls}
          renderSlide={(d, { active }) => <Slide d={d} active={active} />}
        />
      )}
    </Section>
  );
}

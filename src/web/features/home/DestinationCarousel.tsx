import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import type { Destination } from '../../../shared/contracts/content';
import { Button } from '../../components/Button';
import { Carousel } from '../../components/Carousel';
import { useLocalePath, useT } from '../../i18n';
import { href } from '../../lib/paths';
import { useDestinations } from './api/getDestinations';
import { Section, SectionError } from './Section';
import styles from './home.module.css';

function Slide({ d, active }: { d: Destination; active: boolean }) {
  const lp = useLocalePath();
  const t = useT().home.destinations;
  const [, navigate] = useLocation();
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
        alt={d.imageAlt}
        width={1200}
        height={800}
        loading={active ? 'eager' : 'lazy'}
        decoding="async"
        className={styles.destinationImage}
        draggable={false}
      />
      <div className={styles.destinationBody}>
        <h3 className={styles.destinationTitle}>{d.title}</h3>
        <p className={styles.destinationText}>{d.desc1}</p>
        <Button
          href={lp(to)}
          onClick={open}
          iconEnd="arrow-right"
          aria-label={t.showDetailsLabel(d.title)}
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
          getName={(d) => d.title}
          label={t.carouselLabel}
          labels={t.controls}
          renderSlide={(d, { active }) => <Slide d={d} active={active} />}
        />
      )}
    </Section>
  );
}

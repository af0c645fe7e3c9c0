import { AboutSection } from './AboutSection';
import { AppPromo } from './AppPromo';
import { DestinationCarousel } from './DestinationCarousel';
import { HotelShowcase } from './HotelShowcase';
import { InstagramFeed } from './InstagramFeed';
import { OfficialsSection } from './OfficialsSection';
import { VideoGallery } from './VideoGallery';

/**
 * The home page's sections below the fold: a chunk of their own, loaded as the page draws, so
 * they are not part of what the page needs before a person can use it (ADR 197).
 */
export function BelowFold() {
  return (
    <>
      {/* the hotels before the officials: a guest's first need after the hero's search (issue 26
          item 10; the spec puts the officials first, docs/spec-deviations.md) */}
      <HotelShowcase />
      <OfficialsSection />
      <AboutSection />
      <DestinationCarousel />
      <VideoGallery />
      <InstagramFeed />
      <AppPromo />
    </>
  );
}

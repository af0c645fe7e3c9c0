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
      <OfficialsSection />
      <AboutSection />
      <HotelShowcase />
      <DestinationCarousel />
      <VideoGallery />
      <InstagramFeed />
      <AppPromo />
    </>
  );
}

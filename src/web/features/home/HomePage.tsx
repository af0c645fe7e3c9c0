import { useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { AboutSection } from './AboutSection';
import { AppPromo } from './AppPromo';
import { DestinationCarousel } from './DestinationCarousel';
import { HeroBanners } from './HeroBanners';
import { HotelShowcase } from './HotelShowcase';
import { InstagramFeed } from './InstagramFeed';
import { OfficialsSection } from './OfficialsSection';
import { VideoGallery } from './VideoGallery';

/** The home page, its sections in the order the spec gives. */
export function HomePage() {
  const { home: homeText } = useT();
  usePageMeta(homeText.metaTitle, homeText.metaDescription);
  return (
    <main id="main">
      <HeroBanners />
      <OfficialsSection />
      <AboutSection />
      <HotelShowcase />
      <DestinationCarousel />
      <VideoGallery />
      <InstagramFeed />
      <AppPromo />
    </main>
  );
}

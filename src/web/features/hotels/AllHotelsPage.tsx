import { AsyncContent } from '../../components/AsyncContent';
import { Container } from '../../components/Container';
import { PageHeader } from '../../components/PageHeader';
import { CardGrid } from '../../components/CardGrid';
import { useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { useHotels } from './api/getHotels';
import { HotelCard } from './HotelCard';

export function AllHotelsPage() {
  const { hotels: t } = useT();
  usePageMeta(t.listTitle, t.listMeta);
  const hotels = useHotels();
  return (
    <main id="main">
      <PageHeader
        title={t.listTitle}
        subtitle={t.listSubtitle}
        image="/media/hotels/1/1.svg"
        breadcrumb={{
          label: t.breadcrumb,
          items: [{ label: t.home, href: '/' }, { label: t.hotels }],
        }}
      />
      <Container size="wide" spacing="lg">
        <AsyncContent
          query={hotels}
          errorTitle={t.loadError}
          retryLabel={t.retry}
          emptyTitle={t.empty}
          isEmpty={(list) => list.length === 0}
        >
          {(list) => (
            <CardGrid>
              {list.map((h, i) => (
                <HotelCard key={h.PropertyID} hotel={h} eager={i < 2} />
              ))}
            </CardGrid>
          )}
        </AsyncContent>
      </Container>
    </main>
  );
}

import { Button } from '../components/Button';
import { Container } from '../components/Container';
import { PageHeader } from '../components/PageHeader';
import { useLocalePath, useT } from '../i18n';
import { usePageMeta } from '../lib/meta';

export function NotFoundPage() {
  const lp = useLocalePath();
  const { common } = useT();
  usePageMeta(common.notFound.title);
  return (
    <main id="main">
      <PageHeader title={common.notFound.title} subtitle={common.notFound.text} />
      <Container spacing="lg" style={{ textAlign: 'center' }}>
        <Button href={lp('/')}>{common.notFound.home}</Button>
      </Container>
    </main>
  );
}

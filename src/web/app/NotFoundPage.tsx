import { Button } from '../components/Button';
import { Container } from '../components/Container';
import { PageHeader } from '../components/PageHeader';
import { common } from '../i18n/en/common';
import { usePageMeta } from '../lib/meta';

export function NotFoundPage() {
  usePageMeta(common.notFound.title);
  return (
    <main id="main">
      <PageHeader title={common.notFound.title} subtitle={common.notFound.text} />
      <Container spacing="lg" style={{ textAlign: 'center' }}>
        <Button href="/">{common.notFound.home}</Button>
      </Container>
    </main>
  );
}

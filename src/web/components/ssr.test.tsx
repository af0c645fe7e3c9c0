// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';
import { Button } from './Button';
import { Card } from './Card';
import { Container } from './Container';
import { EmptyState } from './EmptyState';
import { CheckboxField, SelectField, TextField, TextareaField } from './Field';
import { Icon, iconNames } from './Icon';
import { Modal } from './Modal';
import { PageHeader } from './PageHeader';
import { Pagination, paginationRange } from './Pagination';
import { Spinner } from './Spinner';

describe('components render on the server (no window/document)', () => {
  it('renders every component to HTML', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <Container as="main">
        <PageHeader
          title="Hotels"
          subtitle="Stay"
          breadcrumb={{
            label: 'Breadcrumb',
            items: [{ label: 'Home', href: '/' }, { label: 'Hotels' }],
          }}
        />
        <Button href="/x" iconEnd="arrow-right">
          Go
        </Button>
        <Card title="Card" media={<img src="/media/hotels/1/1.svg" alt="" />} footer="f">
          body
        </Card>
        <Badge tone="accent" variant="solid">
          Top Choice
        </Badge>
        <TextField label="Name" error="Required" />
        <SelectField label="Type">
          <option>All</option>
        </SelectField>
        <TextareaField label="Notes" />
        <CheckboxField label="Pool" />
        <Spinner />
        <EmptyState title="Nothing" />
        <Pagination
          page={1}
          pageCount={1}
          label="Pages"
          previousLabel="Prev"
          nextLabel="Next"
          onPageChange={() => {}}
        />
        {iconNames.map((name) => (
          <Icon key={name} name={name} />
        ))}
        <Modal open onClose={() => {}} title="Dialog" closeLabel="Close">
          x
        </Modal>
      </Container>,
    );
    expect(html).toContain('<h1');
    expect(html).toContain('Loading...');
    expect(html).not.toContain('role="dialog"');
  });

  it('computes page ranges with ellipses', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(paginationRange(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(paginationRange(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
    expect(paginationRange(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
  });
});

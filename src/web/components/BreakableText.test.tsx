// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { BreakableText, breakablePieces } from './BreakableText';

afterEach(cleanup);

describe('BreakableText', () => {
  it('offers a break after @ and / and before a dot inside an address', () => {
    expect(breakablePieces('info@jtdc.example.in')).toEqual(['info@', 'jtdc', '.example', '.in']);
    expect(breakablePieces('JTDC/TND/2026/14')).toEqual(['JTDC/', 'TND/', '2026/', '14']);
  });

  it('offers no break before a full stop or after a slash that ends a word', () => {
    expect(breakablePieces('Write to us. Or call / visit')).toEqual([
      'Write to us. Or call / visit',
    ]);
  });

  it('puts a <wbr> at each break point and leaves the text as it reads', () => {
    const { container } = render(
      <a href="mailto:info@jtdc.example.in">
        <BreakableText text="info@jtdc.example.in" />
      </a>,
    );
    const link = container.querySelector('a')!;
    expect(link.querySelectorAll('wbr')).toHaveLength(3);
    expect(link.textContent).toBe('info@jtdc.example.in');
  });
});

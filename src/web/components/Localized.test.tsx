// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { LangProvider, type Lang } from '../i18n';
import { Localized, localized } from './Localized';

afterEach(cleanup);

const inLang = (lang: Lang, en: string, hi: string | null) =>
  render(
    <LangProvider value={lang}>
      <h1 data-testid="name">
        <Localized en={en} hi={hi} />
      </h1>
    </LangProvider>,
  );

describe('Localized', () => {
  it('shows the Hindi on a Hindi page, in the page language (no lang of its own)', () => {
    inLang('hi', 'Van Vihar, Betla', 'वन विहार, बेतला');
    const h1 = screen.getByTestId('name');
    expect(h1.textContent).toBe('वन विहार, बेतला');
    expect(h1.querySelector('[lang]')).toBeNull();
  });

  it('shows the English inside lang="en" on a Hindi page without Hindi', () => {
    inLang('hi', 'Tilaiya Dam Resort, Koderma', null);
    const english = screen.getByText('Tilaiya Dam Resort, Koderma');
    expect(english.getAttribute('lang')).toBe('en');
  });

  it('treats an empty Hindi text as none', () => {
    inLang('hi', 'Tilaiya Dam Resort, Koderma', '  ');
    expect(screen.getByText('Tilaiya Dam Resort, Koderma').getAttribute('lang')).toBe('en');
  });

  it('shows the English, unmarked, on an English page even when Hindi is there', () => {
    inLang('en', 'Van Vihar, Betla', 'वन विहार, बेतला');
    const h1 = screen.getByTestId('name');
    expect(h1.textContent).toBe('Van Vihar, Betla');
    expect(h1.querySelector('[lang]')).toBeNull();
  });

  it('picks lists the same way (a tour includes)', () => {
    expect(localized('hi', ['Guide'], ['गाइड'])).toEqual({ value: ['गाइड'], lang: undefined });
    expect(localized('hi', ['Guide'], [])).toEqual({ value: ['Guide'], lang: 'en' });
    expect(localized('en', ['Guide'], ['गाइड'])).toEqual({ value: ['Guide'], lang: undefined });
  });
});

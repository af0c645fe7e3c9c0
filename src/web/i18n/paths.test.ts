import { describe, expect, it } from 'vitest';
import { langOfPath, localePath, pathInLang } from '.';
import { hiMessages } from './hi';

describe('paths in a language', () => {
  it('puts a site path under /hi for Hindi and leaves English alone', () => {
    expect(localePath('/hotel/1', 'hi')).toBe('/hi/hotel/1');
    expect(localePath('/', 'hi')).toBe('/hi/');
    expect(localePath('/?x=1#top', 'hi')).toBe('/hi/?x=1#top');
    expect(localePath('/tours?category=2', 'hi')).toBe('/hi/tours?category=2');
    expect(localePath('/hotel/1', 'en')).toBe('/hotel/1');
  });

  it('never prefixes API, file, external or already Hindi links', () => {
    for (const p of ['/api/notices/1.pdf', '/api/x', '/media/logo.svg', 'https://e.in/', '//e.in'])
      expect(localePath(p, 'hi')).toBe(p);
    expect(localePath('/hi/tours', 'hi')).toBe('/hi/tours');
  });

  it('tells the language of a path and switches a path to the other language', () => {
    expect(langOfPath('/hi')).toBe('hi');
    expect(langOfPath('/hi/hotel/1')).toBe('hi');
    expect(langOfPath('/hindi')).toBe('en');
    expect(pathInLang('/hi/hotel/1?a=1#b', 'en')).toBe('/hotel/1?a=1#b');
    expect(pathInLang('/hotel/1?a=1', 'hi')).toBe('/hi/hotel/1?a=1');
    expect(pathInLang('/hi', 'en')).toBe('/');
  });
});

describe('messages that arrive in English', () => {
  it('have Hindi for every spec message and the booking form messages', () => {
    expect(hiMessages.get('Loading...')).toBe('लोड हो रहा है...');
    expect(hiMessages.get('Identity number is required.')).toBe('पहचान पत्र संख्या ज़रूरी है।');
    expect(hiMessages.get('Booking Confirmed')).toBe('बुकिंग पक्की हो गई');
  });
});

// @vitest-environment happy-dom
import type { PageHead } from '@kmx/domain/view';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyHead, createHeadUpdater } from './head-updater';

const company: PageHead = {
  title: 'Company | Komax',
  description: 'Who we are',
  canonical: 'https://www.example.com/en/company',
  alternates: [
    { hrefLang: 'en', href: 'https://www.example.com/en/company' },
    { hrefLang: 'de', href: 'https://www.example.com/de/unternehmen' },
    { hrefLang: 'x-default', href: 'https://www.example.com/en/company' },
  ],
  openGraph: { type: 'website', siteName: 'Komax', locale: 'en', image: 'https://img/x.png' },
  robots: 'index, follow',
};

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content') ?? null;

beforeEach(() => {
  document.head.innerHTML =
    '<title>Home</title><meta name="description" content="Start">' +
    '<link rel="canonical" href="https://www.example.com/en">' +
    '<link rel="alternate" hreflang="de" href="https://www.example.com/de">' +
    '<link rel="icon" href="/favicon.svg">';
  document.documentElement.lang = 'en';
});

afterEach(() => vi.useRealTimers());

describe('writing a page head', () => {
  it('sets title, description, canonical, alternates, Open Graph and the language', () => {
    applyHead(document, company, 'en');
    expect(document.title).toBe('Company | Komax');
    expect(content('meta[name="description"]')).toBe('Who we are');
    expect(content('meta[name="robots"]')).toBe('index, follow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.example.com/en/company',
    );
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    );
    expect(alternates).toEqual([
      'en https://www.example.com/en/company',
      'de https://www.example.com/de/unternehmen',
      'x-default https://www.example.com/en/company',
    ]);
    expect(content('meta[property="og:title"]')).toBe('Company | Komax');
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('meta[property="og:site_name"]')).toBe('Komax');
    expect(content('meta[property="og:image"]')).toBe('https://img/x.png');
    expect(content('meta[property="og:url"]')).toBe('https://www.example.com/en/company');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
  });

  it('removes the description, canonical and image a page does not have, and sets the language', () => {
    applyHead(document, company, 'en');
    applyHead(
      document,
      {
        ...company,
        description: '',
        canonical: null,
        alternates: [],
        openGraph: { ...company.openGraph, image: null },
        robots: 'noindex, nofollow',
      },
      'de',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
    expect(content('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(document.documentElement.lang).toBe('de');
  });
});

describe('the head updater', () => {
  it('merges updates within 10 ms, the last one winning', () => {
    vi.useFakeTimers();
    const updater = createHeadUpdater(document);
    updater.update({ ...company, title: 'First' }, 'en');
    vi.advanceTimersByTime(5);
    updater.update({ ...company, title: 'Second' }, 'de');
    expect(document.title).toBe('Home');
    vi.advanceTimersByTime(9);
    expect(document.title).toBe('Home');
    vi.advanceTimersByTime(1);
    expect(document.title).toBe('Second');
    expect(document.documentElement.lang).toBe('de');
  });
});

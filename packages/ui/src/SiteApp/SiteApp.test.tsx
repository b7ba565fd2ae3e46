import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleFrame } from '../examples';
import { SiteApp } from './SiteApp';

describe('given a not-found view in German', () => {
  it('renders the German 404 text inside the main landmark', () => {
    render(
      <SiteApp
        view={{ kind: 'not-found', language: 'de', homeHref: '/de', frame: null, path: '/de/x' }}
      />,
    );
    expect(screen.getByRole('main').textContent).toContain('Seite nicht gefunden: /de/x');
  });
});

describe('given a content view', () => {
  it('renders the page title and a skip link to the main content', () => {
    render(
      <SiteApp
        view={{
          kind: 'content',
          language: 'en',
          homeHref: '/en',
          frame: exampleFrame,
          modules: [],
          page: {
            id: 'p',
            siteId: 'site-main',
            title: 'Cutting',
            slug: 'cutting',
            url: '/cutting',
            pageType: 'Content',
            theme: 'Default',
            contentLanguage: 'en',
            isLanguageFallback: false,
            isLanguageUnavailable: false,
            languages: ['en'],
            isPublished: true,
            protection: 'none',
            description: '',
            blocks: [],
            body: [],
          },
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cutting');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      '#main',
    );
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleFrame } from '../examples';
import { messagesFor } from '../i18n/messages-for';
import { SiteApp } from './SiteApp';

describe('given a not-found view in German', () => {
  it('renders the German 404 text inside the main landmark', () => {
    render(
      <SiteApp
        messages={messagesFor('de')}
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
        messages={messagesFor('en')}
        view={{
          kind: 'content',
          language: 'en',
          homeHref: '/en',
          frame: exampleFrame,
          modules: [],
          productLinks: {},
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

describe('given an error view', () => {
  it('renders the error page in the one main landmark, with a header linking home', () => {
    render(
      <SiteApp
        messages={messagesFor('en')}
        view={{ kind: 'error', language: 'en', homeHref: '/en' }}
      />,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'An unexpected error occurred',
    );
    expect(screen.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/en');
  });
});

describe('given a not-found view with a frame and a signed-in visitor', () => {
  it('hands the visitor to the header user menu', () => {
    render(
      <SiteApp
        messages={messagesFor('en')}
        view={{
          kind: 'not-found',
          language: 'en',
          homeHref: '/en-ch',
          frame: exampleFrame,
          path: '/en-ch/x',
        }}
        user={{ name: 'Anna Muster' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'User menu of Anna Muster' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain('Page not found: /en-ch/x');
  });
});

describe('given a form-outcome view', () => {
  it('renders the form again with its errors, and the page’s own start token', async () => {
    const { container } = render(
      <SiteApp
        messages={messagesFor('en')}
        formStarted="fs1.page"
        view={{
          kind: 'form-outcome',
          language: 'en',
          homeHref: '/en',
          form: 'licence-request',
          outcome: 'invalid',
          values: { firstName: 'Ada' },
          errors: { email: 'Please provide a valid email address' },
          message: null,
          returnTo: '/en/open-source-licences',
          downloadUrl: null,
          formStarted: 'fs1.outcome',
        }}
      />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request an open-source licence' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Please provide a valid email address' })).toBeTruthy();
    // The outcome's own token wins over the page's: it was made for this answer.
    expect((container.querySelector('[name="formStarted"]') as HTMLInputElement).value).toBe(
      'fs1.outcome',
    );
  });
});

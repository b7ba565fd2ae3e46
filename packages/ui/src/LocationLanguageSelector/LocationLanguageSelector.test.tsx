import type { CountryChoice } from '@kmx/domain/view';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allCountries,
  exampleCountries,
  exampleCountryServices,
  exampleFrame,
  germanCountries,
  germanFrame,
  type ExampleCountriesAnswer,
} from '../examples';
import { preloadLazyParts } from '../SiteApp/lazy-parts';
import type { SiteServices } from '../site-services';
import { SiteServicesProvider } from '../site-services';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { LocationLanguageSelector } from './LocationLanguageSelector';

// The country list is a script part of its own; here it is there from the start.
beforeAll(() => preloadLazyParts());

function selector(frame = exampleFrame, services: SiteServices | null = null) {
  return (
    <SiteServicesProvider services={services}>
      <LocationLanguageSelector
        languages={frame.languages}
        location={frame.location}
        siteId={frame.site.id}
        language={frame.locale.language}
      />
    </SiteServicesProvider>
  );
}

function renderSelector(
  frame = exampleFrame,
  language = 'en',
  countries: readonly CountryChoice[] = language === 'de' ? germanCountries : exampleCountries,
  answer: ExampleCountriesAnswer = 'list',
) {
  const services = exampleCountryServices(countries, answer);
  return { ...renderWithMessages(selector(frame, services), language), services };
}

/** Opens the panel and lets the countries answer arrive. */
async function openPanel(name = /^Location and language/) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await Promise.resolve();
  });
}

describe('given the languages and countries of the example site', () => {
  it('names the current country and language on its button, closed at first', () => {
    renderSelector();
    const button = screen.getByRole('button', { name: /^Location and language/ });
    expect(button.textContent).toContain('Switzerland');
    expect(button.textContent).toContain('English');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Deutsch' })).toBeNull();
  });

  it('lists every language as a link to the same page, the current one marked', async () => {
    renderSelector();
    await openPanel();
    const languages = screen.getByRole('list', { name: 'Language' });
    const links = within(languages).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en-ch/company/history',
      '/de-ch/company/history',
      '/fr-ch/company/history',
    ]);
    expect(
      within(languages).getByRole('link', { name: 'English' }).getAttribute('aria-current'),
    ).toBe('true');
    expect(
      within(languages).getByRole('link', { name: 'Deutsch' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('asks for the countries when opened, once, and links each to this page in its locale', async () => {
    const { services } = renderSelector();
    expect(services.requests).toEqual([]);
    await openPanel();
    const countries = screen.getByRole('list', { name: 'Location' });
    expect(within(countries).getAllByRole('link')).toHaveLength(4);
    expect(within(countries).getByRole('link', { name: 'Germany' }).getAttribute('href')).toBe(
      '/en-de/company/history',
    );
    expect(
      within(countries).getByRole('link', { name: 'Switzerland' }).getAttribute('aria-current'),
    ).toBe('true');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(services.requests).toEqual([{ siteId: exampleFrame.site.id, language: 'en' }]);
    await openPanel();
    await openPanel();
    expect(services.requests).toHaveLength(1);
  });

  it('says while the countries are on their way', async () => {
    renderSelector(exampleFrame, 'en', exampleCountries, 'pending');
    await openPanel();
    expect(screen.getByText('Loading the countries…')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Germany' })).toBeNull();
  });

  it('says when the countries could not be loaded, and tries again on request', async () => {
    const { services } = renderSelector(exampleFrame, 'en', exampleCountries, 'failure');
    await openPanel();
    expect(screen.getByRole('alert').textContent).toContain('The countries could not be loaded.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await Promise.resolve();
    });
    expect(services.requests).toHaveLength(2);
    // The languages stay usable meanwhile.
    expect(screen.getByRole('link', { name: 'Deutsch' })).toBeTruthy();
  });

  it('closes on Escape and puts focus back on its button', async () => {
    renderSelector();
    await openPanel();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Deutsch' }), { key: 'Escape' });
    const button = screen.getByRole('button', { name: /^Location and language/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when the visitor presses outside it', async () => {
    renderSelector();
    await openPanel();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('link', { name: 'Deutsch' })).toBeNull();
  });

  it('has no serious accessibility violation when closed', async () => {
    const { container } = renderSelector();
    await expectAccessible(container);
  });

  it('has no serious accessibility violation when open', async () => {
    const { container } = renderSelector();
    await openPanel();
    await expectAccessible(container);
  });
});

describe('given about 250 countries', () => {
  const many = allCountries();

  it('draws their links only once the panel is opened', async () => {
    const { container } = renderSelector(exampleFrame, 'en', many);
    expect(container.querySelectorAll('.locale-selector__countries a')).toHaveLength(0);
    await openPanel();
    expect(container.querySelectorAll('.locale-selector__countries a')).toHaveLength(many.length);
  });

  it('offers a filter that narrows the list and keeps the current country', async () => {
    renderSelector(exampleFrame, 'en', many);
    await openPanel();
    const countries = screen.getByRole('list', { name: 'Location' });
    expect(within(countries).getAllByRole('link').length).toBeGreaterThan(240);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter countries' }), {
      target: { value: 'germ' },
    });
    expect(
      within(countries)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Germany', 'Switzerland']);
  });

  it('says when no country matches', async () => {
    renderSelector(exampleFrame, 'en', many);
    await openPanel();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter countries' }), {
      target: { value: 'Atlantis' },
    });
    expect(screen.getByText('No country matches “Atlantis”.')).toBeTruthy();
  });

  it('has no serious accessibility violation when open', async () => {
    const { container } = renderSelector(exampleFrame, 'en', many);
    await openPanel();
    await expectAccessible(container);
  });
});

describe('given no languages and no countries', () => {
  it('renders nothing', () => {
    const { container } = renderWithMessages(
      selector({ ...exampleFrame, languages: [], location: null }),
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('before the page is hydrated (no site services yet)', () => {
  it('names the current country and asks for nothing', async () => {
    renderWithMessages(selector(exampleFrame, null));
    await openPanel();
    expect(screen.getByRole('button', { name: /^Location and language/ }).textContent).toContain(
      'Switzerland',
    );
    expect(screen.queryByRole('link', { name: 'Germany' })).toBeNull();
  });
});

describe('given German texts', () => {
  it('names the button and the lists in German', async () => {
    renderSelector(germanFrame, 'de');
    await openPanel(/^Standort und Sprache/);
    expect(screen.getByRole('list', { name: 'Sprache' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Standort' })).toBeTruthy();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleFrame, germanFrame, manyCountriesFrame } from '../examples';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { LocationLanguageSelector } from './LocationLanguageSelector';

function renderSelector(frame = exampleFrame, language = 'en') {
  return renderWithMessages(
    <LocationLanguageSelector languages={frame.languages} countries={frame.countries} />,
    language,
  );
}

function openPanel() {
  fireEvent.click(screen.getByRole('button', { name: /^Location and language/ }));
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

  it('lists every language as a link to the same page, the current one marked', () => {
    renderSelector();
    openPanel();
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

  it('lists every country as a link, the current one marked, without a filter for a short list', () => {
    renderSelector();
    openPanel();
    const countries = screen.getByRole('list', { name: 'Location' });
    expect(within(countries).getAllByRole('link')).toHaveLength(4);
    expect(within(countries).getByRole('link', { name: 'Germany' }).getAttribute('href')).toBe(
      '/en-de/company/history',
    );
    expect(
      within(countries).getByRole('link', { name: 'Switzerland' }).getAttribute('aria-current'),
    ).toBe('true');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('closes on Escape and puts focus back on its button', () => {
    renderSelector();
    openPanel();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Deutsch' }), { key: 'Escape' });
    const button = screen.getByRole('button', { name: /^Location and language/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when the visitor presses outside it', () => {
    renderSelector();
    openPanel();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('link', { name: 'Deutsch' })).toBeNull();
  });

  it('has no serious accessibility violation when open', async () => {
    const { container } = renderSelector();
    openPanel();
    await expectAccessible(container);
  });
});

describe('given about 250 countries', () => {
  it('draws their links only once the panel is opened', () => {
    const { container } = renderSelector(manyCountriesFrame);
    expect(container.querySelectorAll('.locale-selector__countries a')).toHaveLength(0);
    openPanel();
    expect(container.querySelectorAll('.locale-selector__countries a')).toHaveLength(
      manyCountriesFrame.countries.length,
    );
  });

  it('offers a filter that narrows the list and keeps the current country', () => {
    renderSelector(manyCountriesFrame);
    openPanel();
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

  it('says when no country matches', () => {
    renderSelector(manyCountriesFrame);
    openPanel();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter countries' }), {
      target: { value: 'Atlantis' },
    });
    expect(screen.getByText('No country matches “Atlantis”.')).toBeTruthy();
  });

  it('has no serious accessibility violation when open', async () => {
    const { container } = renderSelector(manyCountriesFrame);
    openPanel();
    await expectAccessible(container);
  });
});

describe('given no languages and no countries', () => {
  it('renders nothing', () => {
    const { container } = renderWithMessages(
      <LocationLanguageSelector languages={[]} countries={[]} />,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('given German texts', () => {
  it('names the button and the lists in German', () => {
    renderSelector(germanFrame, 'de');
    fireEvent.click(screen.getByRole('button', { name: /^Standort und Sprache/ }));
    expect(screen.getByRole('list', { name: 'Sprache' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Standort' })).toBeTruthy();
  });
});

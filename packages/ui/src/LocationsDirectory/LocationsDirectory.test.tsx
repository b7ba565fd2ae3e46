import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { exampleLocations } from '../examples/example-modules';
import { messagesFor } from '../i18n/messages-for';
import { MessagesProvider } from '../i18n/MessagesProvider';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { LocationsDirectory, type LocationsDirectoryProps } from './LocationsDirectory';

const props: LocationsDirectoryProps = {
  locations: exampleLocations,
  countryCodes: ['CH', 'DE'],
  types: ['Headquarters', 'Production'],
  filter: { country: null, type: null },
  locale: 'en-CH',
};

function shownNames(): string[] {
  return screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent ?? '');
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('given every location and no filter', () => {
  it('lists them all and counts them', () => {
    renderWithMessages(<LocationsDirectory {...props} />);
    expect(shownNames()).toEqual([
      'Kudex Holding AG',
      'Kudex AG, Dierikon plant',
      'Kudex GmbH, Grafenau plant',
    ]);
    expect(screen.getByRole('status').textContent).toBe('3 locations');
  });

  it('gives each location its address, phone and e-mail links', () => {
    renderWithMessages(<LocationsDirectory {...props} />);
    const card = screen
      .getByRole('heading', { name: 'Kudex Holding AG' })
      .closest('li') as HTMLElement;
    expect(card.querySelector('address')?.textContent).toBe(
      'Industriestrasse 66036 DierikonSwitzerland',
    );
    expect(within(card).getByRole('link', { name: '+41 41 455 00 00' }).getAttribute('href')).toBe(
      'tel:+41414550000',
    );
    expect(
      within(card).getByRole('link', { name: 'info@kudex.example' }).getAttribute('href'),
    ).toBe('mailto:info@kudex.example');
    expect(within(card).getByRole('link', { name: 'www.kudex.example' }).getAttribute('href')).toBe(
      'https://www.kudex.example',
    );
    expect(within(card).getByText('Headquarters')).toBeTruthy();
  });

  it('lists the contacts of a location with their links', () => {
    renderWithMessages(<LocationsDirectory {...props} />);
    const card = screen
      .getByRole('heading', { name: 'Kudex GmbH, Grafenau plant' })
      .closest('li') as HTMLElement;
    expect(within(card).getByRole('heading', { name: 'Your contacts' })).toBeTruthy();
    expect(within(card).getByText('Stefanie Huber')).toBeTruthy();
    expect(within(card).getByText('Plant Manager')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'stefanie.huber@kudex.example' }).getAttribute('href'),
    ).toBe('mailto:stefanie.huber@kudex.example');
  });

  it('offers the countries by name and the types present, each with an "all" choice', () => {
    renderWithMessages(<LocationsDirectory {...props} />);
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect([...country.options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'All countries'],
      ['DE', 'Germany'],
      ['CH', 'Switzerland'],
    ]);
    const type = screen.getByLabelText('Type of location') as HTMLSelectElement;
    expect([...type.options].map((option) => option.textContent)).toEqual([
      'All types',
      'Headquarters',
      'Production',
    ]);
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<LocationsDirectory {...props} />);
    await expectAccessible(container);
  });
});

describe('given a filter from the address', () => {
  it('shows only the matching locations, with the choices selected', () => {
    renderWithMessages(
      <LocationsDirectory {...props} filter={{ country: 'CH', type: 'Production' }} />,
    );
    expect(shownNames()).toEqual(['Kudex AG, Dierikon plant']);
    expect(screen.getByRole('status').textContent).toBe('1 location');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('CH');
    expect((screen.getByLabelText('Type of location') as HTMLSelectElement).value).toBe(
      'Production',
    );
  });
});

describe('before scripts run', () => {
  it('is a GET form with country and type and a button, so filtering works without scripts', () => {
    const html = renderToString(
      <MessagesProvider messages={messagesFor('en')}>
        <LocationsDirectory {...props} filter={{ country: 'DE', type: null }} />
      </MessagesProvider>,
    );
    expect(html).toContain('method="get"');
    expect(html).toMatch(/<select[^>]*name="country"/);
    expect(html).toMatch(/<select[^>]*name="type"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Show locations<\/button>/);
    expect(html).toMatch(/<a[^>]*href="\?"[^>]*>Show all locations<\/a>/);
  });
});

describe('once hydrated', () => {
  it('filters as the visitor chooses and keeps the address in step', () => {
    renderWithMessages(<LocationsDirectory {...props} />);
    expect(screen.queryByRole('button', { name: 'Show locations' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'DE' } });
    expect(shownNames()).toEqual(['Kudex GmbH, Grafenau plant']);
    expect(window.location.search).toBe('?country=DE');
    fireEvent.change(screen.getByLabelText('Type of location'), {
      target: { value: 'Headquarters' },
    });
    expect(shownNames()).toEqual([]);
    expect(screen.getByText(/No location matches these filters/)).toBeTruthy();
    expect(window.location.search).toBe('?country=DE&type=Headquarters');
  });

  it('has no serious accessibility violation filtered, nor with nothing left to show', async () => {
    const { container } = renderWithMessages(<LocationsDirectory {...props} />);
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'DE' } });
    expect(screen.getByRole('button', { name: 'Show all locations' })).toBeTruthy();
    await expectAccessible(container);
    fireEvent.change(screen.getByLabelText('Type of location'), {
      target: { value: 'Headquarters' },
    });
    expect(shownNames()).toEqual([]);
    await expectAccessible(container);
  });

  it('shows everything again on "Show all locations"', () => {
    renderWithMessages(<LocationsDirectory {...props} filter={{ country: 'DE', type: null }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show all locations' }));
    expect(shownNames()).toHaveLength(3);
    expect(window.location.search).toBe('');
  });
});

describe('given a German visitor', () => {
  it('reads German, country names included', () => {
    renderWithMessages(<LocationsDirectory {...props} locale="de-CH" />, 'de');
    expect(screen.getByRole('status').textContent).toBe('3 Standorte');
    const country = screen.getByLabelText('Land') as HTMLSelectElement;
    expect([...country.options].map((option) => option.textContent)).toEqual([
      'Alle Länder',
      'Deutschland',
      'Schweiz',
    ]);
    expect(screen.getAllByText('Produktion').length).toBeGreaterThan(0);
  });
});

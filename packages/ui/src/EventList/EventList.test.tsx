import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleEvents, examplePastEvents } from '../examples/example-modules';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { EventList } from './EventList';

describe('given upcoming events', () => {
  it('lists each with a link, its dates and its venue', () => {
    renderWithMessages(<EventList events={exampleEvents} locale="en-US" />);
    const link = screen.getByRole('link', { name: 'productronica 2025' });
    expect(link.getAttribute('href')).toBe('/en/productronica');
    const card = link.closest('li') as HTMLElement;
    expect(card.textContent).toContain('Munich, Germany');
    expect(card.querySelector('time')?.getAttribute('dateTime')).toBe('2025-11-18');
    expect(card.querySelector('time')?.textContent).toMatch(/^November 18\s*–\s*21, 2025$/);
  });

  it('shows a one-day event with one date', () => {
    renderWithMessages(<EventList events={exampleEvents} locale="en-US" />);
    const card = screen.getByRole('link', { name: 'Open day at the plant' }).closest('li');
    expect(card?.querySelector('time')?.textContent).toBe('May 9, 2026');
  });

  it('keeps the order it is given', () => {
    renderWithMessages(<EventList events={exampleEvents} locale="en" />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Harness Manufacturing Forum',
      'productronica 2025',
      'Open day at the plant',
    ]);
  });

  it('dates German events the German way', () => {
    renderWithMessages(<EventList events={exampleEvents} locale="de-CH" />, 'de');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Kommende Veranstaltungen');
    const card = screen.getByRole('link', { name: 'Open day at the plant' }).closest('li');
    expect(card?.querySelector('time')?.textContent).toBe('9. Mai 2026');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<EventList events={exampleEvents} locale="en" />);
    await expectAccessible(container);
  });
});

describe('given no upcoming event', () => {
  it('says none is planned', () => {
    renderWithMessages(<EventList events={[]} locale="en" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText(/No events are planned at the moment/)).toBeTruthy();
  });

  it('still lists the past events below, under their own heading', () => {
    renderWithMessages(<EventList events={[]} past={examplePastEvents} locale="en" />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Upcoming events',
      'Past events',
    ]);
    expect(screen.getByRole('link', { name: 'WirePro Expo 2024' }).getAttribute('href')).toBe(
      'https://wirepro-expo.kudex.example/',
    );
  });
});

describe('given upcoming and past events', () => {
  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <EventList events={exampleEvents} past={examplePastEvents} locale="en" />,
    );
    await expectAccessible(container);
  });
});

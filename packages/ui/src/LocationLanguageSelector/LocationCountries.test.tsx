import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  allCountries,
  exampleCountries,
  exampleCountryServices,
  exampleLocation,
  type ExampleCountriesAnswer,
} from '../examples';
import { SiteServicesProvider } from '../site-services';
import { messagesFor } from '../i18n/messages-for';
import { MessagesProvider } from '../i18n/MessagesProvider';
import { LocationCountries } from './LocationCountries';

function renderCountries(
  open: boolean,
  countries = exampleCountries,
  answer: ExampleCountriesAnswer = 'list',
) {
  const services = exampleCountryServices(countries, answer);
  const element = (isOpen: boolean) => (
    <MessagesProvider messages={messagesFor('en')}>
      <SiteServicesProvider services={services}>
        <p id="heading">Location</p>
        <LocationCountries
          location={exampleLocation}
          siteId="site-main"
          language="en"
          open={isOpen}
          headingId="heading"
        />
      </SiteServicesProvider>
    </MessagesProvider>
  );
  const rendered = render(element(open));
  const reopen = async (isOpen: boolean) => {
    await act(async () => {
      rendered.rerender(element(isOpen));
      await Promise.resolve();
    });
  };
  return { services, reopen };
}

describe('the countries of the location selector', () => {
  it('are asked for when the panel opens, not before, and only once', async () => {
    const { services, reopen } = renderCountries(false);
    await reopen(false);
    expect(services.requests).toEqual([]);
    await reopen(true);
    expect(services.requests).toEqual([{ siteId: 'site-main', language: 'en' }]);
    const list = screen.getByRole('list', { name: 'Location' });
    expect(within(list).getByRole('link', { name: 'United States' }).getAttribute('href')).toBe(
      '/en-us/company/history',
    );
    await reopen(false);
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
    await reopen(true);
    expect(services.requests).toHaveLength(1);
  });

  it('say they could not be loaded, and are asked for again on "Try again"', async () => {
    const { services, reopen } = renderCountries(false, exampleCountries, 'failure');
    await reopen(true);
    expect(screen.getByRole('alert').textContent).toContain('The countries could not be loaded.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await Promise.resolve();
    });
    expect(services.requests).toHaveLength(2);
  });

  it('offer a filter for a long list', async () => {
    const { reopen } = renderCountries(false, allCountries());
    await reopen(true);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter countries' }), {
      target: { value: 'swi' },
    });
    const list = screen.getByRole('list', { name: 'Location' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Switzerland']);
  });
});

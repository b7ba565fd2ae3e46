import { exampleBareProductPageView, exampleProductPageView } from '@kmx/ui/examples';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MeasurementSystem } from '@kmx/domain/site';
import { describe, expect, it, vi } from 'vitest';
import type { SiteServices } from '../site-services/SiteServices';
import { SiteServicesProvider } from '../site-services/SiteServicesProvider';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { ProductPage } from './ProductPage';

/** Site services for tests of this folder: the measurement cookie is a spy, the rest stays idle. */
function fakeSiteServices() {
  const stored = new Map<string, string>();
  const rememberMeasurementSystem = vi.fn<(system: MeasurementSystem) => void>();
  const services: SiteServices = {
    search: () => Promise.reject(new Error('not used here')),
    suggest: () => Promise.resolve([]),
    newsFeed: () => Promise.reject(new Error('not used here')),
    countries: () => Promise.reject(new Error('not used here')),
    comparisonProducts: () => Promise.resolve([]),
    localStore: {
      get: (key) => stored.get(key) ?? null,
      set: (key, value) => void stored.set(key, value),
      remove: (key) => void stored.delete(key),
    },
    rememberMeasurementSystem,
    random: { bytes: (length) => new Uint8Array(length).fill(1) },
    scriptPartFailed: vi.fn(),
  };
  return { services, rememberMeasurementSystem };
}

function technicalData() {
  return screen.getByRole('region', { name: 'Technical data' });
}

describe('ProductPage (spec public-site 2.5)', () => {
  it('shows name, brand, descriptions and the default image first', () => {
    const { container } = renderWithMessages(<ProductPage view={exampleProductPageView} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cutter 355' })).toBeTruthy();
    expect(screen.getByText('Brand: Artos')).toBeTruthy();
    expect(screen.getByText(/Cut-to-length machine for wires/)).toBeTruthy();
    expect(screen.getByText(/feeds, measures and cuts single wires/)).toBeTruthy();
    const main = container.querySelector('.product-gallery__main img');
    expect(main?.getAttribute('alt')).toBe('Cutter 355, front view');
  });

  it('switches the figures at once and remembers the chosen system', () => {
    const { services, rememberMeasurementSystem } = fakeSiteServices();
    renderWithMessages(
      <SiteServicesProvider services={services}>
        <ProductPage view={exampleProductPageView} />
      </SiteServicesProvider>,
    );
    const table = within(technicalData()).getByRole('table');
    expect(within(table).getByText('48 kg')).toBeTruthy();
    expect(within(table).queryByText('106 lb')).toBeNull();
    expect(within(table).getByText('230 V, 50/60 Hz')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Imperial' }));

    expect(within(table).getByText('106 lb')).toBeTruthy();
    expect(within(table).queryByText('48 kg')).toBeNull();
    expect(within(table).getByText('230 V, 50/60 Hz')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imperial' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('option', { name: 'Cutter 355 S – up to 14 AWG' })).toBeTruthy();
    expect(rememberMeasurementSystem).toHaveBeenCalledExactlyOnceWith('Imperial');
  });

  it('starts in the system the view names', () => {
    renderWithMessages(
      <ProductPage view={{ ...exampleProductPageView, measurementSystem: 'Imperial' }} />,
    );
    expect(within(technicalData()).getByText('106 lb')).toBeTruthy();
  });

  it('still switches without site services (server render, hydration)', () => {
    renderWithMessages(<ProductPage view={exampleProductPageView} />);
    fireEvent.click(screen.getByRole('button', { name: 'Imperial' }));
    expect(within(technicalData()).getByText('106 lb')).toBeTruthy();
  });

  it('hides highlights without a picture or video', () => {
    renderWithMessages(<ProductPage view={exampleProductPageView} />);
    expect(screen.getByText('Mark-free belt drive')).toBeTruthy();
    expect(screen.queryByText('A highlight without a picture')).toBeNull();
  });

  it('offers comparison only with a classification', () => {
    renderWithMessages(<ProductPage view={exampleProductPageView} />);
    expect(document.querySelector('.add-to-comparison')).not.toBeNull();
    document.body.innerHTML = '';
    renderWithMessages(<ProductPage view={exampleBareProductPageView} />);
    expect(document.querySelector('.add-to-comparison')).toBeNull();
  });

  it('links related stories to their localised pages', () => {
    renderWithMessages(<ProductPage view={exampleProductPageView} />);
    expect(
      screen
        .getByRole('link', { name: 'Faster changeovers on the harness line' })
        .getAttribute('href'),
    ).toBe('/en-ch/stories/faster-changeovers');
  });

  it('shows a bare product with only its name', () => {
    renderWithMessages(<ProductPage view={exampleBareProductPageView} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cutter 355' })).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is accessible, in English and German', async () => {
    const english = renderWithMessages(<ProductPage view={exampleProductPageView} />);
    await expectAccessible(english.container);
    english.unmount();
    const german = renderWithMessages(<ProductPage view={exampleProductPageView} />, 'de');
    expect(screen.getByRole('button', { name: 'Metrisch' })).toBeTruthy();
    await expectAccessible(german.container);
  });
});

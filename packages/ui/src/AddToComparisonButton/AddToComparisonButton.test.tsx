import { comparisonBasketStorageKey } from '@kmx/domain/comparison';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { exampleComparisonServices } from '../examples/comparison-examples';
import { messagesFor } from '../i18n/messages-for';
import { MessagesProvider } from '../i18n/MessagesProvider';
import type { SiteServices } from '../site-services/SiteServices';
import { SiteServicesProvider } from '../site-services/SiteServicesProvider';
import { expectAccessible } from '../test-support/expect-accessible';
import { AddToComparisonButton } from './AddToComparisonButton';

function renderWith(services: SiteServices | null, element: ReactElement, language = 'en') {
  return render(
    <MessagesProvider messages={messagesFor(language)}>
      <SiteServicesProvider services={services}>{element}</SiteServicesProvider>
    </MessagesProvider>,
  );
}

const cutter = (
  <AddToComparisonButton
    productSlug="cutter-355"
    classificationSlug="cutting"
    variantId="cutter-355-hd"
    productName="Cutter 355"
  />
);

function storedProducts(services: { stored: Map<string, string> }) {
  const raw = services.stored.get(comparisonBasketStorageKey);
  if (raw === undefined) return [];
  const basket = JSON.parse(raw) as {
    groups: { classificationSlug: string; products: { slug: string; variantId: string }[] }[];
  };
  return basket.groups.flatMap((group) =>
    group.products.map((product) => [group.classificationSlug, product.slug, product.variantId]),
  );
}

describe('the add-to-comparison button', () => {
  it('is named after the product and not pressed while the product is not in the basket', async () => {
    const { container } = renderWith(exampleComparisonServices(), cutter);
    const button = screen.getByRole('button', { name: 'Compare Cutter 355' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await expectAccessible(container);
  });

  it('adds the product with its classification and variant, and shows it pressed', () => {
    const services = exampleComparisonServices();
    renderWith(services, cutter);
    fireEvent.click(screen.getByRole('button', { name: 'Compare Cutter 355' }));
    expect(storedProducts(services)).toEqual([['cutting', 'cutter-355', 'cutter-355-hd']]);
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the product’s name with the entry, to name it where the catalogue no longer does', () => {
    const services = exampleComparisonServices();
    renderWith(services, cutter);
    fireEvent.click(screen.getByRole('button', { name: 'Compare Cutter 355' }));
    const stored = JSON.parse(services.stored.get(comparisonBasketStorageKey) ?? '') as {
      groups: { products: { name?: string }[] }[];
    };
    expect(stored.groups[0]?.products[0]?.name).toBe('Cutter 355');
  });

  it('is pressed for a product of a basket stored before names were kept', () => {
    const services = exampleComparisonServices();
    services.stored.set(
      comparisonBasketStorageKey,
      '{"groups":[{"classificationSlug":"cutting","products":' +
        '[{"key":"a","slug":"cutter-355","variantId":null}]}]}',
    );
    renderWith(services, cutter);
    const button = screen.getByRole('button', { name: 'Compare Cutter 355' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    expect(services.stored.has(comparisonBasketStorageKey)).toBe(false);
  });

  it('is pressed for a product already in the stored basket, and a press removes all its instances', () => {
    const services = exampleComparisonServices({
      basket: {
        groups: [
          {
            classificationSlug: 'cutting',
            products: [
              { key: 'a', slug: 'cutter-355', variantId: null },
              { key: 'b', slug: 'cutter-120', variantId: null },
              { key: 'c', slug: 'cutter-355', variantId: 'cutter-355-s' },
            ],
          },
        ],
      },
    });
    renderWith(services, cutter);
    const button = screen.getByRole('button', { name: 'Compare Cutter 355' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    expect(storedProducts(services)).toEqual([['cutting', 'cutter-120', null]]);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('shares the basket with every other button of the page', () => {
    const services = exampleComparisonServices();
    renderWith(
      services,
      <>
        {cutter}
        {cutter}
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    act(() => first?.click());
    expect(second?.getAttribute('aria-pressed')).toBe('true');
  });

  it('is disabled and does nothing without site services (server, hydration)', () => {
    renderWith(null, cutter);
    const button = screen.getByRole('button', { name: 'Compare Cutter 355' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('speaks German on German pages', () => {
    renderWith(exampleComparisonServices(), cutter, 'de');
    expect(screen.getByRole('button', { name: 'Vergleichen Cutter 355' })).toBeTruthy();
  });
});

import { comparisonBasketStorageKey } from '@kmx/domain/comparison';
import { type MeasurementSystem } from '@kmx/domain/site';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exampleFrame } from '../examples';
import {
  exampleComparedProducts,
  exampleComparisonBasket,
  exampleComparisonServices,
  exampleWithdrawnComparisonEntries,
  type ExampleComparisonAnswer,
} from '../examples/comparison-examples';
import { messagesFor } from '../i18n/messages-for';
import { MessagesProvider } from '../i18n/MessagesProvider';
import { MeasurementChoiceProvider, useMeasurementChoice } from '../PageLayout/MeasurementChoice';
import { MeasurementSystemToggle } from '../ProductPage/MeasurementSystemToggle';
import type { SiteServices } from '../site-services/SiteServices';
import { SiteServicesProvider } from '../site-services/SiteServicesProvider';
import { expectAccessible } from '../test-support/expect-accessible';
import { ComparePanel } from './ComparePanel';

function renderPanel(services: SiteServices | null, language = 'en') {
  return render(
    <MessagesProvider messages={messagesFor(language)}>
      <SiteServicesProvider services={services}>
        <ComparePanel locale={exampleFrame.locale} siteSlug={null} />
      </SiteServicesProvider>
    </MessagesProvider>,
  );
}

/** The product page's toggle, as it sits beside the panel in a page layout. */
function PageToggle() {
  const { system, choose } = useMeasurementChoice('Metric');
  return <MeasurementSystemToggle system={system} onChange={choose} />;
}

function renderInPage(services: SiteServices) {
  return render(
    <MessagesProvider messages={messagesFor('en')}>
      <SiteServicesProvider services={services}>
        <MeasurementChoiceProvider initial="Metric">
          <PageToggle />
          <ComparePanel locale={exampleFrame.locale} siteSlug={null} />
        </MeasurementChoiceProvider>
      </SiteServicesProvider>
    </MessagesProvider>,
  );
}

/** The page's toggle, not the units of the comparison view (also a group named so). */
function pageToggle(): HTMLElement {
  const toggle = screen
    .getAllByRole('group', { name: 'Units' })
    .find((group) => group.closest('dialog') === null);
  if (toggle === undefined) throw new Error('No measurement toggle on the page');
  return toggle;
}

async function openComparison(group: string) {
  const compare = screen.getByRole('button', { name: `Compare the products of ${group}` });
  await waitFor(() => expect((compare as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(compare);
  return screen.getByRole('dialog', { name: `Comparison: ${group}` });
}

function checkedUnits(view: HTMLElement) {
  return within(view)
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => (radio as HTMLInputElement).value);
}

function withBasket(answer: ExampleComparisonAnswer = 'products') {
  return exampleComparisonServices({ basket: exampleComparisonBasket, answer });
}

async function openPanel() {
  fireEvent.click(screen.getByRole('button', { name: 'Compare (3)' }));
  const dialog = screen.getByRole('dialog', { name: 'Product comparison' });
  return dialog;
}

describe('the compare panel', () => {
  it('shows nothing for an empty basket, on the server or before hydration', () => {
    const empty = renderPanel(exampleComparisonServices());
    expect(empty.container.innerHTML).toBe('');
    empty.unmount();
    const server = renderPanel(null);
    expect(server.container.innerHTML).toBe('');
  });

  it('has no serious accessibility violation while closed, its floating button alone shown', async () => {
    const { container } = renderPanel(withBasket());
    expect(screen.getByRole('button', { name: 'Compare (3)' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectAccessible(container);
  });

  it('opens from the floating button with the basket by classification and the product names', async () => {
    const { container } = renderPanel(withBasket());
    const dialog = await openPanel();
    expect((dialog as HTMLDialogElement).open).toBe(true);
    const cutting = within(dialog).getByRole('region', { name: 'Cutting' });
    // The basket names its products at once; the variant's name comes with the loaded products.
    await waitFor(() =>
      expect(within(cutting).getByText('Cutter 355 HD – up to 6 mm²')).toBeTruthy(),
    );
    expect(within(cutting).getByText('Cutter 355')).toBeTruthy();
    expect(within(cutting).getByText('Cutter 120')).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Stripping' })).toBeTruthy();
    await expectAccessible(container);
  });

  it('names a product no longer offered by the name kept in the basket, or from its slug', async () => {
    renderPanel(
      exampleComparisonServices({
        basket: {
          groups: [{ classificationSlug: 'cutting', products: exampleWithdrawnComparisonEntries }],
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Compare (2)' }));
    const cutting = screen.getByRole('region', { name: 'Cutting' });
    await waitFor(() =>
      expect(within(cutting).getAllByText('Not available in your country')).toHaveLength(2),
    );
    expect(within(cutting).getByText('Zeta 650 Plus')).toBeTruthy();
    expect(within(cutting).getByText('Cutter 640')).toBeTruthy();
    expect(
      within(cutting).getByRole('button', { name: 'Remove Zeta 650 Plus from the comparison' }),
    ).toBeTruthy();
  });

  it('says it is loading while the products are on their way', async () => {
    renderPanel(withBasket('pending'));
    await openPanel();
    expect(screen.getByRole('status').textContent).toBe('Loading products…');
    expect(
      (
        screen.getByRole('button', {
          name: 'Compare the products of Cutting',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });

  it('says so when the products could not be loaded, and offers to try again', async () => {
    renderPanel(withBasket('failure'));
    await openPanel();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The products could not be loaded.'),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('removes one product, a whole group, and everything', async () => {
    const services = withBasket();
    renderPanel(services);
    await openPanel();
    await waitFor(() => screen.getByText('Cutter 120'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Cutter 120 from the comparison' }));
    expect(screen.queryByText('Cutter 120')).toBeNull();
    expect(screen.getByRole('button', { name: 'Compare (2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the group Stripping' }));
    expect(screen.queryByRole('region', { name: 'Stripping' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove all' }));
    expect(screen.getByText('No products are in the comparison.')).toBeTruthy();
    expect(services.stored.has(comparisonBasketStorageKey)).toBe(false);
  });

  it('opens the comparison view of a group, where a variant change reaches the basket', async () => {
    const services = withBasket();
    renderPanel(services);
    await openPanel();
    const compare = screen.getByRole('button', { name: 'Compare the products of Cutting' });
    await waitFor(() => expect((compare as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(compare);
    const view = screen.getByRole('dialog', { name: 'Comparison: Cutting' });
    fireEvent.change(within(view).getByRole('combobox', { name: 'Variant of Cutter 355' }), {
      target: { value: 'cutter-355-s' },
    });
    expect(services.stored.get(comparisonBasketStorageKey)).toContain('"cutter-355-s"');
    fireEvent.keyDown(view, { key: 'Escape' });
    expect((view as HTMLDialogElement).open).toBe(false);
    expect(
      (screen.getByRole('dialog', { name: 'Product comparison' }) as HTMLDialogElement).open,
    ).toBe(true);
  });

  it('has no serious accessibility violation with the comparison view open over it', async () => {
    const { container } = renderPanel(withBasket());
    await openPanel();
    await openComparison('Cutting');
    await expectAccessible(container);
  });

  it('hands focus to the panel heading when the view’s last product is removed', async () => {
    renderPanel(withBasket());
    await openPanel();
    const compare = screen.getByRole('button', { name: 'Compare the products of Stripping' });
    await waitFor(() => expect((compare as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(compare);
    const view = screen.getByRole('dialog', { name: 'Comparison: Stripping' });
    fireEvent.click(within(view).getByRole('button', { name: /^Remove Stripper 480/ }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Comparison: Stripping' })).toBeNull(),
    );
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Product comparison' }),
    );
    expect(screen.queryByRole('region', { name: 'Stripping' })).toBeNull();
  });

  it('closes on Escape', async () => {
    renderPanel(withBasket());
    const dialog = await openPanel();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect((dialog as HTMLDialogElement).open).toBe(false);
  });

  it('speaks German on German pages', () => {
    renderPanel(withBasket(), 'de');
    expect(screen.getByRole('button', { name: 'Vergleichen (3)' })).toBeTruthy();
  });

  it('names each group by its classification in the page’s language once its products are there', async () => {
    // As `GET /api/comparison` answers for a German locale: names from the catalogue.
    const german = exampleComparedProducts.map((product) => ({
      ...product,
      classificationName: product.classificationSlug === 'cutting' ? 'Schneiden' : 'Abisolieren',
    }));
    renderPanel(
      exampleComparisonServices({ basket: exampleComparisonBasket, products: german }),
      'de',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Vergleichen (3)' }));
    const dialog = screen.getByRole('dialog', { name: 'Produktvergleich' });
    const cutting = await within(dialog).findByRole('region', { name: 'Schneiden' });
    expect(within(cutting).getByText('Cutter 355')).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Abisolieren' })).toBeTruthy();
    expect(within(dialog).queryByRole('region', { name: 'Cutting' })).toBeNull();
  });

  describe("in a page, with the visitor's measurement system (spec 4)", () => {
    it('starts from the system chosen on the page before it opened', async () => {
      renderInPage(withBasket());
      fireEvent.click(within(pageToggle()).getByRole('button', { name: 'Imperial' }));
      const dialog = await openPanel();
      await waitFor(() =>
        expect(within(dialog).getByText('Cutter 355 HD – up to 10 AWG')).toBeTruthy(),
      );
      expect(checkedUnits(await openComparison('Cutting'))).toEqual(['Imperial']);
    });

    it('follows a change made on the page while its view was closed', async () => {
      renderInPage(withBasket());
      await openPanel();
      const view = await openComparison('Cutting');
      expect(checkedUnits(view)).toEqual(['Metric']);
      fireEvent.keyDown(view, { key: 'Escape' });
      fireEvent.click(within(pageToggle()).getByRole('button', { name: 'Imperial' }));
      expect(checkedUnits(await openComparison('Cutting'))).toEqual(['Imperial']);
    });

    it("keeps the visitor's choice in the view, for the page and the next pages too", async () => {
      const services = withBasket();
      const remember = vi.spyOn(services, 'rememberMeasurementSystem');
      renderInPage(services);
      await openPanel();
      const view = await openComparison('Cutting');
      fireEvent.click(within(view).getByRole('radio', { name: 'Imperial' }));
      expect(checkedUnits(view)).toEqual(['Imperial']);
      expect(remember).toHaveBeenCalledExactlyOnceWith<[MeasurementSystem]>('Imperial');
      expect(
        within(pageToggle()).getByRole('button', { name: 'Imperial' }).getAttribute('aria-pressed'),
      ).toBe('true');
    });
  });
});

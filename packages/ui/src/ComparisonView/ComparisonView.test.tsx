import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  exampleComparedProducts,
  exampleComparisonBasket,
  exampleWithdrawnComparisonEntries,
} from '../examples/comparison-examples';
import { messagesFor } from '../i18n/messages-for';
import { MessagesProvider } from '../i18n/MessagesProvider';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { ComparisonView, type ComparisonViewProps } from './ComparisonView';

const cutting = exampleComparisonBasket.groups[0]?.products ?? [];
const stripping = exampleComparisonBasket.groups[1]?.products ?? [];

function renderView(props: Partial<ComparisonViewProps> = {}, language = 'en') {
  const handlers = { onChangeVariant: vi.fn(), onRemove: vi.fn(), onClose: vi.fn() };
  const view = renderWithMessages(
    <ComparisonView
      open
      title="Cutting"
      entries={cutting}
      products={exampleComparedProducts}
      measurementSystem="Metric"
      {...handlers}
      {...props}
    />,
    language,
  );
  return { ...view, ...handlers };
}

function rowValues(name: RegExp): string[] {
  const header = screen.getByRole('rowheader', { name });
  const row = header.closest('tr');
  if (row === null) throw new Error('no row');
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('the comparison view', () => {
  it('is a modal dialog with the products side by side as column headers', async () => {
    const { container } = renderView();
    const dialog = screen.getByRole('dialog', { name: 'Comparison: Cutting' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Cutter 355',
      'Cutter 120',
    ]);
    expect(screen.getByRole('img', { name: 'Cutter 355, front view' })).toBeTruthy();
    await expectAccessible(container);
  });

  it('shows the chosen variant’s data over the product’s, in the chosen system', () => {
    renderView();
    expect(rowValues(/^Wire cross-section \(mm²\)/)).toEqual(['0.5–6', '0.13–2.5']);
    expect(rowValues(/^Throughput/)).toEqual(['7,500', '4,000']);
    expect(screen.queryByRole('rowheader', { name: /AWG/ })).toBeNull();
  });

  it('shows imperial data when imperial is chosen, and names variants so', () => {
    renderView({ measurementSystem: 'Imperial' });
    expect(rowValues(/^Wire cross-section \(AWG\)/)).toEqual(['20–10', '26–14']);
    expect(screen.getByRole('option', { name: 'Cutter 355 HD – up to 10 AWG' })).toBeTruthy();
  });

  it('switches the measurement system with the radio buttons and says so', () => {
    const onMeasurementSystemChange = vi.fn();
    renderView({ onMeasurementSystemChange });
    fireEvent.click(screen.getByRole('radio', { name: 'Imperial' }));
    expect(rowValues(/^Weight \(lb\)/)).toEqual(['106', '46']);
    expect(onMeasurementSystemChange).toHaveBeenCalledWith('Imperial');
  });

  it('follows a system the page changed while it stayed mounted, and keeps a choice of its own', () => {
    const props = {
      open: true,
      title: 'Cutting',
      entries: cutting,
      products: exampleComparedProducts,
      onChangeVariant: vi.fn(),
      onRemove: vi.fn(),
      onClose: vi.fn(),
    };
    const { rerender } = render(<ComparisonView {...props} measurementSystem="Metric" />, {
      wrapper: ({ children }) => (
        <MessagesProvider messages={messagesFor('en')}>{children}</MessagesProvider>
      ),
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Imperial' }));
    expect(rowValues(/^Weight \(lb\)/)).toEqual(['106', '46']);
    // Re-rendered by the panel with the same page system: the view's own choice holds.
    rerender(<ComparisonView {...props} measurementSystem="Metric" />);
    expect(rowValues(/^Weight \(lb\)/)).toEqual(['106', '46']);
    rerender(<ComparisonView {...props} measurementSystem="Imperial" />);
    rerender(<ComparisonView {...props} measurementSystem="Metric" />);
    expect((screen.getByRole('radio', { name: 'Metric' }) as HTMLInputElement).checked).toBe(true);
    expect(rowValues(/^Weight \(kg\)/)).toEqual(['48', '21']);
  });

  it('always removes duplicates: the first of two equal names and units stays', () => {
    renderView();
    expect(screen.getAllByRole('rowheader', { name: /^Power supply/ })).toHaveLength(1);
    expect(rowValues(/^Power supply/)).toEqual(['230 V / 50 Hz', '230 V / 50 Hz']);
  });

  it('hides what all products have alike when asked to', () => {
    renderView();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hide identical specifications' }));
    expect(screen.queryByRole('rowheader', { name: /^Power supply/ })).toBeNull();
    expect(screen.getByRole('rowheader', { name: /^Weight/ })).toBeTruthy();
  });

  it('offers no "hide identical" for a single product', () => {
    renderView({ entries: stripping, title: 'Stripping' });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('changes a variant and removes a product by the entry’s key', () => {
    const { onChangeVariant, onRemove } = renderView();
    fireEvent.change(screen.getByRole('combobox', { name: 'Variant of Cutter 355' }), {
      target: { value: 'cutter-355-s' },
    });
    expect(onChangeVariant).toHaveBeenCalledWith('a1', 'cutter-355-s');
    fireEvent.change(screen.getByRole('combobox', { name: 'Variant of Cutter 355' }), {
      target: { value: '' },
    });
    expect(onChangeVariant).toHaveBeenLastCalledWith('a1', null);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Cutter 120 from the comparison' }));
    expect(onRemove).toHaveBeenCalledWith('a2');
  });

  it('names products the catalogue did not answer by the name kept in the basket', () => {
    renderView({ products: exampleComparedProducts.filter((p) => p.slug !== 'cutter-120') });
    expect(screen.getByText('Not available in your country: Cutter 120')).toBeTruthy();
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
  });

  it('names them from the slug for entries stored before names were kept, each once', () => {
    renderView({
      entries: [
        ...cutting,
        ...exampleWithdrawnComparisonEntries,
        // The same product again, as with a second variant.
        { key: 'w3', slug: 'cutter-640', variantId: 'v-2' },
      ],
    });
    expect(
      screen.getByText('Not available in your country: Zeta 650 Plus, Cutter 640'),
    ).toBeTruthy();
    expect(screen.queryByText(/cutter-640|zeta-650/)).toBeNull();
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('is no dialog while closed, and has no serious accessibility violation', async () => {
    const { container } = renderView({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectAccessible(container);
  });

  it('closes on Escape', () => {
    const { onClose } = renderView();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('speaks German on German pages', () => {
    renderView({}, 'de');
    expect(screen.getByRole('dialog', { name: 'Vergleich: Cutting' })).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: 'Gleiche technische Daten ausblenden' }),
    ).toBeTruthy();
  });
});

import { exampleProductPageProduct } from '@kmx/ui/examples';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { CapabilitiesSearch } from './CapabilitiesSearch';

const { capabilities } = exampleProductPageProduct;

function names() {
  return screen.queryAllByRole('listitem').map((item) => item.textContent);
}

describe('CapabilitiesSearch (spec public-site 2.5)', () => {
  it('lists every capability before anything is typed', async () => {
    const { container } = renderWithMessages(<CapabilitiesSearch capabilities={capabilities} />);
    expect(names()).toEqual([
      'Cut to length',
      'Stripping',
      'Inline marking',
      'Étanchéité (sealing)',
    ]);
    expect(screen.getByRole('status').textContent).toBe('4 of 4 capabilities');
    await expectAccessible(container);
  });

  it('filters by name without regard to case or accents', () => {
    renderWithMessages(<CapabilitiesSearch capabilities={capabilities} />);
    const input = screen.getByLabelText('Search capabilities');
    fireEvent.change(input, { target: { value: 'ETANCHEITE' } });
    expect(names()).toEqual(['Étanchéité (sealing)']);
    fireEvent.change(input, { target: { value: 'in' } });
    expect(names()).toEqual(['Stripping', 'Inline marking', 'Étanchéité (sealing)']);
    expect(screen.getByRole('status').textContent).toBe('3 of 4 capabilities');
  });

  it('says so when nothing matches', async () => {
    const { container } = renderWithMessages(<CapabilitiesSearch capabilities={capabilities} />);
    fireEvent.change(screen.getByLabelText('Search capabilities'), {
      target: { value: 'welding' },
    });
    expect(names()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('No capability matches "welding".');
    await expectAccessible(container);
  });

  it('shows nothing for a product without capabilities', () => {
    const { container } = renderWithMessages(<CapabilitiesSearch capabilities={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exampleKeyFiguresBlock } from '../../examples/example-home-blocks';
import { expectAccessible } from '../../test-support/expect-accessible';
import { KeyFiguresBlock } from './KeyFiguresBlock';

describe('given key figures', () => {
  it('pairs each value and unit with what it counts, under the block title', () => {
    const { container } = render(<KeyFiguresBlock block={exampleKeyFiguresBlock} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Komax in figures');
    const terms = [...container.querySelectorAll('dt')].map((term) => term.textContent);
    const values = [...container.querySelectorAll('dd')].map((value) => value.textContent);
    expect(terms).toEqual(exampleKeyFiguresBlock.figures.map((figure) => figure.label));
    expect(values).toEqual(['1975', '3,400', '612 CHF m', '45,000+']);
  });

  it('shows one entry for every figure it is given, as text (property)', () => {
    const figure = fc.record({
      value: fc.string({ minLength: 1 }),
      unit: fc.option(fc.string(), { nil: null }),
      label: fc.string({ minLength: 1 }),
    });
    fc.assert(
      fc.property(fc.array(figure, { maxLength: 8 }), (figures) => {
        const { container, unmount } = render(
          <KeyFiguresBlock block={{ ...exampleKeyFiguresBlock, figures }} />,
        );
        expect(container.querySelectorAll('.key-figures__item')).toHaveLength(figures.length);
        expect(container.querySelectorAll('dd b, dd script')).toHaveLength(0);
        unmount();
      }),
      { numRuns: 30 },
    );
  });

  it('has no serious accessibility violation', async () => {
    const { container } = render(<KeyFiguresBlock block={exampleKeyFiguresBlock} />);
    await expectAccessible(container);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleQuoteBlock } from '../examples/example-blocks';
import { expectAccessible } from '../test-support/expect-accessible';
import { QuoteBlock } from './QuoteBlock';

describe('given a quote', () => {
  it('is a block quotation with its author and role', () => {
    const { container } = render(<QuoteBlock block={exampleQuoteBlock} />);
    expect(container.querySelector('blockquote')?.textContent).toBe(exampleQuoteBlock.quote);
    expect(container.querySelector('figcaption')?.textContent).toBe(
      'Lena BaumgartnerHead of engineering',
    );
  });

  it('prints markup-like text as text', () => {
    render(
      <QuoteBlock block={{ ...exampleQuoteBlock, quote: '<b>cuts</b> < 6 mm²', portrait: null }} />,
    );
    expect(screen.getByText('<b>cuts</b> < 6 mm²')).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = render(<QuoteBlock block={exampleQuoteBlock} />);
    await expectAccessible(container);
  });
});

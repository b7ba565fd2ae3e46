import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { WhitepaperFormBlock } from './WhitepaperFormBlock';

const block = {
  id: 'b2',
  type: 'WhitepaperForm' as const,
  title: 'Free whitepaper',
  intro: null,
  whitepaper: { id: 'wire-processing-guide', title: 'Wire processing guide' },
};

describe('the whitepaper block', () => {
  it('names its whitepaper and posts its id with the form', () => {
    const { container } = renderWithMessages(<WhitepaperFormBlock block={block} />);
    expect(screen.getByRole('heading', { name: 'Free whitepaper' })).toBeTruthy();
    expect(screen.getByText('Whitepaper: Wire processing guide')).toBeTruthy();
    expect((container.querySelector('[name="whitepaper"]') as HTMLInputElement).value).toBe(
      'wire-processing-guide',
    );
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<WhitepaperFormBlock block={block} />);
    await expectAccessible(container);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMessages } from '../test-support/render-with-messages';
import { BlockList } from './BlockList';

const blocks = [
  { id: 'a', type: 'RichText', html: '<p>Hello <em>wire</em></p>' },
  { id: 'b', type: 'Unknown', typeName: 'Hologram' },
] as const;

describe('given a block list with an unknown block type', () => {
  it('renders the known blocks for visitors and nothing for the unknown one', () => {
    const { container } = renderWithMessages(<BlockList blocks={blocks} />);
    expect(container.querySelector('em')?.textContent).toBe('wire');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows editors a notice naming the unknown type', () => {
    renderWithMessages(<BlockList blocks={blocks} editing />);
    expect(screen.getByRole('note').textContent).toContain('Hologram');
  });

  it('uses a renderer a site puts in its registry', () => {
    renderWithMessages(
      <BlockList
        blocks={blocks}
        registry={{
          RichText: () => <p>brand portal text</p>,
          FlashMessage: () => null,
        }}
      />,
    );
    expect(screen.getByText('brand portal text')).toBeTruthy();
  });
});

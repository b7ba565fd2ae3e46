import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMessages } from '../test-support/render-with-messages';
import { BlockList } from './BlockList';
import { BlockSettingsProvider, defaultBlockSettings } from './BlockSettings';

const blocks = [
  { id: 'a', type: 'RichText', html: '<p>Hello <em>wire</em></p>' },
  { id: 'b', type: 'Unknown', typeName: 'Hologram' },
  { id: 'c', type: 'Quote', quote: 'Precision first.', author: 'Lena', role: null, portrait: null },
] as const;

describe('given a block list with an unknown block type', () => {
  it('renders the known blocks for visitors and nothing for the unknown one', () => {
    const { container } = renderWithMessages(<BlockList blocks={blocks} />);
    expect(container.querySelector('em')?.textContent).toBe('wire');
    expect(screen.getByText('Precision first.')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows editors a notice naming the unknown type', () => {
    renderWithMessages(<BlockList blocks={blocks} editing />);
    expect(screen.getByRole('note').textContent).toContain('Hologram');
  });

  it('shows the notice in editing mode set for the whole page', () => {
    renderWithMessages(
      <BlockSettingsProvider settings={{ ...defaultBlockSettings, editing: true }}>
        <BlockList blocks={blocks} />
      </BlockSettingsProvider>,
    );
    expect(screen.getByRole('note').textContent).toContain('Hologram');
  });

  it('shows the notice in German for German editors', () => {
    renderWithMessages(<BlockList blocks={blocks} editing />, 'de');
    expect(screen.getByRole('note').textContent).toContain('Inhaltsblock vom Typ "Hologram"');
  });
});

describe('given a site that overrides a renderer', () => {
  it('uses its renderer for that kind and the default ones for the others', () => {
    renderWithMessages(
      <BlockList blocks={blocks} registry={{ RichText: () => <p>brand portal text</p> }} />,
    );
    expect(screen.getByText('brand portal text')).toBeTruthy();
    expect(screen.queryByText('wire')).toBeNull();
    expect(screen.getByText('Precision first.')).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleFlashMessageBlock } from '../examples/example-blocks';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { BlockSettingsProvider, defaultBlockSettings } from './BlockSettings';
import { FlashMessageBlock } from './FlashMessageBlock';

describe('given a flash message block with a link target', () => {
  it('shows the message with its link built for the visitor locale', () => {
    renderWithMessages(
      <BlockSettingsProvider
        settings={{ ...defaultBlockSettings, linkContext: { localeCode: 'de-ch', siteSlug: null } }}
      >
        <FlashMessageBlock block={exampleFlashMessageBlock} />
      </BlockSettingsProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('productronica');
    expect(screen.getByRole('link', { name: 'Plan your visit' }).getAttribute('href')).toBe(
      '/de-ch/company/events',
    );
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <FlashMessageBlock block={exampleFlashMessageBlock} />,
    );
    await expectAccessible(container);
  });
});

describe('given a flash message block without a link target', () => {
  it('offers the hide button', () => {
    renderWithMessages(
      <FlashMessageBlock
        block={{ id: 'n', type: 'FlashMessage', message: { title: 'Hi', text: 'x' } }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Hide message' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

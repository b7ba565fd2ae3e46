import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { BlockSettingsProvider, defaultBlockSettings } from './BlockSettings';
import { LicenceRequestFormBlock } from './LicenceRequestFormBlock';

const block = { id: 'b1', type: 'LicenceRequestForm' as const, title: null, intro: null };

describe('the licence request block', () => {
  it('titles itself when the editors gave no title, and holds the form', () => {
    renderWithMessages(<LicenceRequestFormBlock block={block} />);
    expect(screen.getByRole('heading', { name: 'Request an open-source licence' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send request' })).toBeTruthy();
  });

  it('shows the editors’ title and intro, and sends the page’s language', () => {
    const { container } = renderWithMessages(
      <BlockSettingsProvider
        settings={{ ...defaultBlockSettings, linkContext: { localeCode: 'de-ch', siteSlug: null } }}
      >
        <LicenceRequestFormBlock
          block={{ ...block, title: 'Lizenzen', intro: 'Wir senden Ihnen die Lizenztexte.' }}
        />
      </BlockSettingsProvider>,
      'de',
    );
    expect(screen.getByRole('heading', { name: 'Lizenzen' })).toBeTruthy();
    expect(screen.getByText('Wir senden Ihnen die Lizenztexte.')).toBeTruthy();
    expect((container.querySelector('[name="language"]') as HTMLInputElement).value).toBe('de');
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<LicenceRequestFormBlock block={block} />);
    await expectAccessible(container);
  });
});

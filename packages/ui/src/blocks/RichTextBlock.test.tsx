import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleRichTextBlock } from '../examples/example-blocks';
import { expectAccessible } from '../test-support/expect-accessible';
import { BlockSettingsProvider, defaultBlockSettings } from './BlockSettings';
import { RichTextBlock } from './RichTextBlock';

describe('given rich text', () => {
  it('keeps its markup and the ids of its headings', () => {
    const { container } = render(<RichTextBlock block={exampleRichTextBlock} />);
    expect(screen.getByRole('heading', { level: 2 }).id).toBe('overview');
    expect(container.querySelector('strong')?.textContent).toBe('0.13 to 6 mm²');
  });

  it('localises its links, written with or without a locale', () => {
    render(
      <BlockSettingsProvider
        settings={{ ...defaultBlockSettings, linkContext: { localeCode: 'fr-ch', siteSlug: null } }}
      >
        <RichTextBlock block={exampleRichTextBlock} />
      </BlockSettingsProvider>,
    );
    expect(screen.getByRole('link', { name: 'More about the company' }).getAttribute('href')).toBe(
      '/fr-ch/company',
    );
  });

  it('has no serious accessibility violation', async () => {
    const { container } = render(<RichTextBlock block={exampleRichTextBlock} />);
    await expectAccessible(container);
  });
});

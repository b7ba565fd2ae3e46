import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleContactTeaserBlock } from '../examples/example-blocks';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { ContactTeaserBlock } from './ContactTeaserBlock';

describe('given a contact teaser', () => {
  it('offers e-mail and a dialable phone number', () => {
    renderWithMessages(<ContactTeaserBlock block={exampleContactTeaserBlock} />);
    expect(screen.getByRole('link', { name: 'harness@komax.example' }).getAttribute('href')).toBe(
      'mailto:harness@komax.example',
    );
    expect(screen.getByRole('link', { name: '+41 41 000 33 33' }).getAttribute('href')).toBe(
      'tel:+41410003333',
    );
    expect(screen.getByText('E-mail')).toBeTruthy();
  });

  it('shows the name, role and an 80-pixel portrait left out of the reading', () => {
    const { container } = renderWithMessages(
      <ContactTeaserBlock block={exampleContactTeaserBlock} />,
    );
    expect(screen.getByText('Jonas Imhof')).toBeTruthy();
    expect(screen.getByText('Application engineer')).toBeTruthy();
    const portrait = container.querySelector('img');
    expect(portrait?.getAttribute('src')).toContain('width=80&');
    expect(portrait?.getAttribute('alt')).toBe('');
  });

  it('labels the ways to reach them in German', () => {
    renderWithMessages(<ContactTeaserBlock block={exampleContactTeaserBlock} />, 'de');
    expect(screen.getByText('Telefon')).toBeTruthy();
  });

  it('shows only what it has', () => {
    renderWithMessages(
      <ContactTeaserBlock
        block={{
          ...exampleContactTeaserBlock,
          title: null,
          text: null,
          contact: { name: 'Service desk', role: null, email: null, phone: null, image: null },
        }}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Service desk')).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <ContactTeaserBlock block={exampleContactTeaserBlock} />,
    );
    await expectAccessible(container);
  });
});

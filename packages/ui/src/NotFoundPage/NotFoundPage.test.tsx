import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { NotFoundPage } from './NotFoundPage';

describe('given an unknown path', () => {
  it('says "Page not found: {path}" with the path, escaped as text', () => {
    renderWithMessages(<NotFoundPage path="/en/<b>nope</b>" homeHref="/en" />);
    expect(screen.getByText('Page not found: /en/<b>nope</b>')).toBeTruthy();
  });

  it('links back to the home page', () => {
    renderWithMessages(<NotFoundPage path="/x" homeHref="/de" />, 'de');
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe(
      '/de',
    );
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<NotFoundPage path="/x" homeHref="/en" />);
    await expectAccessible(container);
  });
});

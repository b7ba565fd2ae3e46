import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleMediaReleaseView } from '../examples';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { MediaReleasePage } from './MediaReleasePage';

describe('a media release page', () => {
  it('shows date, ad hoc mark, title, lead and body, and links back to the list', () => {
    renderWithMessages(<MediaReleasePage view={exampleMediaReleaseView} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Kudex reports annual results 2024' }),
    ).toBeTruthy();
    expect(screen.getByText('6 March 2025')).toBeTruthy();
    expect(screen.getByText('Ad hoc announcement')).toBeTruthy();
    expect(screen.getByText(/Order intake rose by 6 percent/)).toBeTruthy();
    expect(screen.getByText('CHF 612 million').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: /All media releases/ }).getAttribute('href')).toBe(
      '/en-ch/media-releases',
    );
  });

  it('has no ad hoc mark for an ordinary release', () => {
    renderWithMessages(
      <MediaReleasePage
        view={{
          ...exampleMediaReleaseView,
          release: { ...exampleMediaReleaseView.release, adhoc: false },
        }}
      />,
    );
    expect(screen.queryByText('Ad hoc announcement')).toBeNull();
  });

  it('reads German', () => {
    renderWithMessages(<MediaReleasePage view={exampleMediaReleaseView} />, 'de');
    expect(screen.getByRole('link', { name: /Alle Medienmitteilungen/ })).toBeTruthy();
    expect(screen.getByText('Ad-hoc-Mitteilung')).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<MediaReleasePage view={exampleMediaReleaseView} />);
    await expectAccessible(container);
  });
});

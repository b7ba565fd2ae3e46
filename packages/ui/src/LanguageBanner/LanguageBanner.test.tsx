import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { languageBannerFrame } from '../examples';
import { messagesFor } from '../i18n/messages-for';
import { MessagesProvider } from '../i18n/MessagesProvider';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { LanguageBanner, languageBannerStorageKey } from './LanguageBanner';

const languages = languageBannerFrame.languageBanner?.languages ?? [];

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('given a page available in German and English', () => {
  it('says so and offers to switch to each language', () => {
    renderWithMessages(<LanguageBanner languages={languages} />);
    const banner = screen.getByRole('region', { name: 'Language notice' });
    expect(banner.textContent).toContain('This content is available in German and English.');
    expect(screen.getByRole('link', { name: 'Deutsch' }).getAttribute('href')).toBe(
      '/de-ch/company/history',
    );
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('hreflang')).toBe('en');
  });

  it('goes away when dismissed and stays away for the visit', () => {
    renderWithMessages(<LanguageBanner languages={languages} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close language notice' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(window.sessionStorage.getItem(languageBannerStorageKey)).toBe('true');
  });

  it('does not show again in the browser once dismissed', () => {
    window.sessionStorage.setItem(languageBannerStorageKey, 'true');
    renderWithMessages(<LanguageBanner languages={languages} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is always in the server render, so hydration starts from the same HTML', () => {
    window.sessionStorage.setItem(languageBannerStorageKey, 'true');
    const html = renderToString(
      <MessagesProvider messages={messagesFor('en')}>
        <LanguageBanner languages={languages} />
      </MessagesProvider>,
    );
    expect(html).toContain('This content is available in German and English.');
  });

  it('reads German', () => {
    renderWithMessages(<LanguageBanner languages={languages} />, 'de');
    expect(screen.getByRole('region', { name: 'Sprachhinweis' }).textContent).toContain(
      'Dieser Inhalt ist auf Deutsch und Englisch verfügbar.',
    );
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(<LanguageBanner languages={languages} />);
    await expectAccessible(container);
  });
});

describe('given no language to offer', () => {
  it('renders nothing', () => {
    const { container } = renderWithMessages(<LanguageBanner languages={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

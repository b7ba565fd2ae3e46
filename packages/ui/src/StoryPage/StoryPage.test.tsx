import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleStoryView, exampleStoryWithHostedVideoView } from '../examples/stories-examples';
import { messagesFor } from '../i18n/messages-for';
import { MessagesProvider } from '../i18n/MessagesProvider';
import { PageActionsContext } from '../PageLayout/PageActions';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { StoryPage } from './StoryPage';

const host = window as Window & { dataLayer?: unknown };

afterEach(() => {
  delete host.dataLayer;
});

describe('a story', () => {
  it('shows title, date, category, authors, image, body and video', async () => {
    const { container } = renderWithMessages(<StoryPage view={exampleStoryView} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'One cut, thirty thousand times a day' }),
    ).toBeTruthy();
    expect(screen.getByText('Published on 18 March 2025')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Innovation' }).getAttribute('href')).toBe(
      '/en-ch/stories?category=innovation',
    );
    expect(screen.getAllByRole('link', { name: 'Lena Brunner' })[0]?.getAttribute('href')).toBe(
      '/en-ch/stories/contacts/lena-brunner',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Shift after shift' })).toBeTruthy();
    const video = container.querySelector('video source');
    expect(video?.getAttribute('src')).toBe('/media/stories/one-cut.mp4');
    await expectAccessible(container);
  });

  it('links a video on a platform instead of framing it', () => {
    const { container } = renderWithMessages(<StoryPage view={exampleStoryWithHostedVideoView} />);
    expect(container.querySelector('iframe')).toBeNull();
    const link = screen.getByRole('link', { name: /Watch .* on youtube\.com/ });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=abc');
    expect(screen.queryByRole('heading', { name: 'Recommended reads' })).toBeNull();
  });

  it('links a video file on another origin, which the CSP would not let play', () => {
    const view = {
      ...exampleStoryView,
      story: {
        ...exampleStoryView.story,
        video: { url: 'https://video.kudex.example/a.mp4', thumbnail: null },
      },
    };
    const { container } = renderWithMessages(<StoryPage view={view} />);
    expect(container.querySelector('video')).toBeNull();
    expect(
      screen.getByRole('link', { name: /Watch .* on video\.kudex\.example/ }).getAttribute('href'),
    ).toBe('https://video.kudex.example/a.mp4');
  });

  it('opens the share modal with the page address', () => {
    renderWithMessages(<StoryPage view={exampleStoryView} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share story' }));
    const dialog = screen.getByRole('dialog', { name: 'Share this page' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(
      (screen.getByRole('textbox', { name: 'Link to this page' }) as HTMLInputElement).value,
    ).toBe(window.location.href);
  });

  it('subscribing opens the news feed panel', () => {
    const openNewsFeedPanel = vi.fn();
    render(
      <MessagesProvider messages={messagesFor('en')}>
        <PageActionsContext.Provider value={{ openNewsFeedPanel }}>
          <StoryPage view={exampleStoryView} />
        </PageActionsContext.Provider>
      </MessagesProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open the news feed' }));
    expect(openNewsFeedPanel).toHaveBeenCalledOnce();
  });

  it('thanks for feedback and tells the data layer', () => {
    renderWithMessages(<StoryPage view={exampleStoryView} />);
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByText('Thank you for your feedback!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    expect(host.dataLayer).toEqual([
      { event: 'kudex.story-feedback', story: 'one-cut-thirty-thousand-times', helpful: false },
    ]);
  });

  it('recommends other stories', () => {
    renderWithMessages(<StoryPage view={exampleStoryView} />);
    expect(screen.getByRole('heading', { name: 'Recommended reads' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Stripping without a scratch' })).toBeTruthy();
  });

  it('is German in German', () => {
    renderWithMessages(<StoryPage view={exampleStoryView} />, 'de');
    expect(screen.getByText('War diese Geschichte hilfreich?')).toBeTruthy();
  });
});

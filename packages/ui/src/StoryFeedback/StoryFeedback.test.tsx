import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMessages } from '../test-support/render-with-messages';
import { pushStoryFeedback } from './story-feedback-event';
import { StoryFeedback } from './StoryFeedback';

describe('story feedback', () => {
  it('asks whether the story helped and thanks after one answer', () => {
    const onAnswer = vi.fn();
    renderWithMessages(<StoryFeedback onAnswer={onAnswer} />);
    expect(screen.getByRole('heading', { name: 'Was this story helpful?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onAnswer).toHaveBeenCalledWith(true);
    expect(screen.getByRole('status').textContent).toBe('Thank you for your feedback!');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('pushes kudex.story-feedback to a data layer, making one when there is none', () => {
    const host: { dataLayer?: unknown } = { dataLayer: 'replaced by a tag' };
    pushStoryFeedback(host, 'a-story', true);
    pushStoryFeedback(host, 'a-story', false);
    expect(host.dataLayer).toEqual([
      { event: 'kudex.story-feedback', story: 'a-story', helpful: true },
      { event: 'kudex.story-feedback', story: 'a-story', helpful: false },
    ]);
  });
});

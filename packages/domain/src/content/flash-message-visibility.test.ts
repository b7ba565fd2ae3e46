import { describe, expect, it } from 'vitest';
import { flashMessageView } from './flash-message-view';
import {
  flashMessageVisibilityReducer,
  initialFlashMessageVisibility,
} from './flash-message-visibility';

const message = { title: 'Saved', text: 'Your settings were saved.' };

describe('the visibility of a flash message', () => {
  it('is visible at first', () => {
    expect(initialFlashMessageVisibility(flashMessageView(message)).visible).toBe(true);
  });

  it('hides when the hide button is pressed', () => {
    const state = initialFlashMessageVisibility(flashMessageView(message));
    expect(flashMessageVisibilityReducer(state, { type: 'hidePressed' }).visible).toBe(false);
  });

  it('stays for a press when the message shows no hide button', () => {
    const state = initialFlashMessageVisibility(flashMessageView({ ...message, static: true }));
    expect(flashMessageVisibilityReducer(state, { type: 'hidePressed' }).visible).toBe(true);
  });

  it('hides a floating message when its timeout elapses', () => {
    const state = initialFlashMessageVisibility(flashMessageView({ ...message, floating: true }));
    expect(flashMessageVisibilityReducer(state, { type: 'timeoutElapsed' }).visible).toBe(false);
  });

  it('keeps a message that does not float when a timeout elapses', () => {
    const state = initialFlashMessageVisibility(flashMessageView({ ...message, timeout: 10 }));
    expect(flashMessageVisibilityReducer(state, { type: 'timeoutElapsed' }).visible).toBe(true);
  });

  it('ignores an action it does not know', () => {
    const state = initialFlashMessageVisibility(flashMessageView(message));
    expect(flashMessageVisibilityReducer(state, { type: 'show' } as never)).toBe(state);
  });
});

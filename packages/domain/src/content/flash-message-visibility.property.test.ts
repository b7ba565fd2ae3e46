import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { FlashMessageVisibilityAction } from './flash-message-visibility';
import {
  flashMessageVisibilityReducer,
  initialFlashMessageVisibility,
} from './flash-message-visibility';

const view = fc.record({
  showHideButton: fc.boolean(),
  hideAfterMs: fc.option(fc.nat(), { nil: null }),
});
const action: fc.Arbitrary<FlashMessageVisibilityAction> = fc.constantFrom(
  { type: 'hidePressed' as const },
  { type: 'timeoutElapsed' as const },
);

test.prop([view, fc.array(action, { maxLength: 5 })])(
  'a message hides only through a way it offers, and once hidden stays hidden',
  (message, actions) => {
    let state = initialFlashMessageVisibility(message);
    expect(state.visible).toBe(true);
    for (const next of actions) {
      const before = state.visible;
      state = flashMessageVisibilityReducer(state, next);
      if (!before) expect(state.visible).toBe(false);
      if (before && !state.visible) {
        expect(
          next.type === 'hidePressed' ? message.showHideButton : message.hideAfterMs !== null,
        ).toBe(true);
      }
    }
    const offered = actions.some((next) =>
      next.type === 'hidePressed' ? message.showHideButton : message.hideAfterMs !== null,
    );
    expect(state.visible).toBe(!offered);
  },
);

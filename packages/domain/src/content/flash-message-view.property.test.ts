import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { FlashMessageData } from './FlashMessageData';
import { flashMessageView } from './flash-message-view';

const data: fc.Arbitrary<FlashMessageData> = fc.record(
  {
    title: fc.string(),
    text: fc.string(),
    type: fc.constantFrom('info', 'success', 'error' as const),
    linkText: fc.string(),
    to: fc.oneof(fc.constant(''), fc.webPath()),
    static: fc.boolean(),
    timeout: fc.nat({ max: 60_000 }),
    floating: fc.boolean(),
  },
  { requiredKeys: ['title', 'text'] },
);

test.prop([data])('a message shows either a hide button or a link, never both', (message) => {
  const view = flashMessageView(message);
  expect(view.showHideButton && view.link !== null).toBe(false);
  if (message.static !== true) expect(view.showHideButton || view.link !== null).toBe(true);
});

test.prop([data])('only a floating message hides itself, and then always', (message) => {
  const view = flashMessageView(message);
  expect(view.hideAfterMs !== null).toBe(message.floating === true);
  expect(view.position === 'bottom-right').toBe(message.floating === true);
});

test.prop([data])('the colour follows the type', (message) => {
  const view = flashMessageView(message);
  const expected = { info: 'blue', success: 'green', error: 'red' }[view.type];
  expect(view.colour).toBe(expected);
  expect(view.type).toBe(message.type ?? 'info');
});

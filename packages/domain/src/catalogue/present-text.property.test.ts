import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { presentText } from './present-text';

test.prop([fc.option(fc.string(), { nil: undefined })])(
  'a text is kept exactly when it has something other than spaces',
  (text) => {
    const kept = presentText(text);
    expect(kept === null ? (text ?? '').trim() === '' : kept === text && text.trim() !== '').toBe(
      true,
    );
  },
);

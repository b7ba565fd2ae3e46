import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { serviceTexts } from './service-texts';

const text = fc.option(fc.string({ maxLength: 8 }), { nil: null });
const service = fc.record({
  benefit1: text,
  benefit2: text,
  benefit3: text,
  benefit4: text,
  benefit5: text,
  benefit6: text,
  detail1: text,
  detail2: text,
  detail3: text,
  detail4: text,
  detail5: text,
  detail6: text,
});

test.prop([service, fc.constantFrom('benefit' as const, 'detail' as const)])(
  'at most six texts, none blank, each one of the service',
  (given, kind) => {
    const texts = serviceTexts(given, kind);
    expect(texts.length).toBeLessThanOrEqual(6);
    for (const each of texts) expect(each.trim()).not.toBe('');
    const all = [1, 2, 3, 4, 5, 6].map((n) => given[`${kind}${n}` as keyof typeof given]);
    expect(texts).toEqual(
      all.filter((each): each is string => each !== null && each.trim() !== ''),
    );
  },
);

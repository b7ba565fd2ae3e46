import type { ServiceTexts } from '@kmx/domain/catalogue';
import { presentText } from '@kmx/domain/catalogue';

const numbers = [1, 2, 3, 4, 5, 6] as const;

/** Spec public-site 3.6: benefit1..6 or detail1..6 in order, the empty ones left out. */
export function serviceTexts(service: ServiceTexts, kind: 'benefit' | 'detail'): readonly string[] {
  return numbers.flatMap((number) => {
    const text = presentText(service[`${kind}${number}`]);
    return text === null ? [] : [text];
  });
}

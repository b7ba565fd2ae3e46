import { fc, test } from '@fast-check/vitest';
import { isProductElementId } from '@kmx/domain/content';
import { expect } from 'vitest';
import { sanitiseMarkup } from './sanitise-markup';

/** Ids the product renders: furniture, the startup data, fixed ids of its own and `useId` ids. */
const productIds = ['root', 'main', 'kmx-view', 'kmx-portal-title', '_R_1_', '_r_2_'];

const id = fc.oneof(
  fc.constantFrom(...productIds, 'KMX-VIEW', 'facts', 'content-main', ''),
  fc.string({ maxLength: 12 }),
);
const element = fc
  .tuple(fc.constantFrom('p', 'div', 'h2', 'span', 'a', 'img', 'section'), id)
  .map(([tag, given]) => {
    const attribute = `id="${given.replace(/"/g, '&quot;')}"`;
    return tag === 'img' ? `<img ${attribute} src="/a.png">` : `<${tag} ${attribute}>x</${tag}>`;
  });
const markup = fc.array(element, { maxLength: 6 }).map((parts) => parts.join(''));

/** The ids of elements in a document fragment, as a browser reads them. */
function idsOf(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]*)"/g)].map((match) =>
    (match[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
  );
}

test.prop([markup])('no sanitised id ever equals one the product keeps for itself', (html) => {
  const ids = idsOf(sanitiseMarkup(html));
  expect(ids.filter((given) => productIds.includes(given))).toEqual([]);
  expect(ids.filter(isProductElementId)).toEqual([]);
});

test.prop([markup])('sanitising twice changes nothing the second time', (html) => {
  const once = sanitiseMarkup(html);
  expect(sanitiseMarkup(once)).toBe(once);
});

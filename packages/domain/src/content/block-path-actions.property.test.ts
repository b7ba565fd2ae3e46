import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { pathActions } from '../routing/path-link';
import type { BodyBlock, Teaser } from './BodyBlock';
import { unknownPathActionWarnings } from './block-path-actions';

const known: readonly string[] = Object.values(pathActions);
const actionName = fc.oneof(fc.constant('open-news-feed-panel'), fc.string({ maxLength: 12 }));
const teaser = actionName.map((name): Teaser => ({
  title: 'Card',
  text: null,
  image: null,
  link: { kind: 'path', text: 'Go', link: { kind: 'action', action: name } },
}));
const blocks = fc.array(
  fc
    .array(teaser, { maxLength: 4 })
    .map((teasers): BodyBlock => ({ id: 'b', type: 'Teasers', title: null, teasers })),
  { maxLength: 4 },
);

test.prop([blocks])('warns exactly for the distinct actions that are not known', (page) => {
  const named = page.flatMap((block) =>
    block.type === 'Teasers'
      ? block.teasers.flatMap((each) =>
          each.link?.kind === 'path' && each.link.link.kind === 'action'
            ? [each.link.link.action]
            : [],
        )
      : [],
  );
  const unknown = new Set(named.filter((name) => !known.includes(name)));
  const warnings = unknownPathActionWarnings(page);
  expect(warnings).toHaveLength(unknown.size);
  for (const name of unknown) {
    expect(warnings).toContain(`No path action named '${name}' exists`);
  }
});

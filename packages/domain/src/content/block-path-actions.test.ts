import { describe, expect, it } from 'vitest';
import type { BodyBlock, Teaser } from './BodyBlock';
import { unknownPathActionWarnings } from './block-path-actions';

const teaser = (link: Teaser['link']): Teaser => ({ title: 'Card', text: null, image: null, link });
const action = (name: string): Teaser['link'] => ({
  kind: 'path',
  text: 'Go',
  link: { kind: 'action', action: name },
});

describe('warnings for action links naming no known action (spec 2.2)', () => {
  it('warns once per unknown action, in teasers and teaser groups', () => {
    const blocks: readonly BodyBlock[] = [
      { id: 'a', type: 'Teaser', teaser: teaser(action('open-chat-window')) },
      {
        id: 'b',
        type: 'Teasers',
        title: null,
        teasers: [
          teaser(action('open-news-feed-panel')),
          teaser(action('open-chat-window')),
          teaser(action('print-page')),
          teaser({ kind: 'path', text: 'Company', link: { kind: 'path', path: '/company' } }),
          teaser(null),
        ],
      },
      { id: 'c', type: 'RichText', html: '<p>open-chat-window</p>' },
    ];
    expect(unknownPathActionWarnings(blocks)).toEqual([
      "No path action named 'open-chat-window' exists",
      "No path action named 'print-page' exists",
    ]);
  });

  it('is nothing for a page whose actions are all known', () => {
    const blocks: readonly BodyBlock[] = [
      { id: 'a', type: 'Teaser', teaser: teaser(action('open-news-feed-panel')) },
    ];
    expect(unknownPathActionWarnings(blocks)).toEqual([]);
    expect(unknownPathActionWarnings([])).toEqual([]);
  });
});

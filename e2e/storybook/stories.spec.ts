import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

interface StoryIndex {
  readonly entries: Readonly<
    Record<string, { id: string; type: string; title: string; name: string }>
  >;
}

// The static Storybook is built before the e2e run; every story it lists gets a test.
const index = JSON.parse(
  readFileSync(new URL('../../stories/storybook-static/index.json', import.meta.url), 'utf8'),
) as StoryIndex;
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** What the preview reports once it has shown a story, or failed to. */
type RenderOutcome = 'rendered' | `failed: ${string}`;

/**
 * Shows a story in the already loaded preview through Storybook's own channel, as its sidebar
 * does: loading the preview once instead of once a story keeps hundreds of stories fast.
 */
function showStory(page: Page, storyId: string): Promise<RenderOutcome> {
  return page.evaluate(
    (id) =>
      new Promise<RenderOutcome>((resolve) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on(event: string, listener: (...args: unknown[]) => void): void;
              off(event: string, listener: (...args: unknown[]) => void): void;
              emit(event: string, payload: unknown): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const failures = ['storyErrored', 'storyThrewException', 'storyMissing'];
        const listeners = new Map<string, (...args: unknown[]) => void>();
        const settle = (outcome: RenderOutcome) => {
          for (const [event, listener] of listeners) channel.off(event, listener);
          resolve(outcome);
        };
        listeners.set('storyRendered', () => settle('rendered'));
        for (const event of failures) {
          listeners.set(event, (detail) => settle(`failed: ${event} ${JSON.stringify(detail)}`));
        }
        for (const [event, listener] of listeners) channel.on(event, listener);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

test('the built Storybook lists stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

test.describe('every story', () => {
  // One worker runs these in order; after a failure it starts afresh (beforeAll again).
  let preview: Page;
  /** The story the preview shows; the preview announces only a change of story. */
  let shown: string | undefined;
  const problems: string[] = [];

  test.beforeAll(async ({ browser }) => {
    preview = await browser.newPage();
    preview.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    preview.on('pageerror', (error) => problems.push(error.message));
    const first = stories[0];
    await preview.goto(`/iframe.html?id=${first?.id ?? ''}&viewMode=story`);
    await expect(preview.locator('#storybook-root')).not.toBeEmpty();
    shown = first?.id;
  });

  test.afterAll(() => preview.close());

  for (const story of stories) {
    test(`${story.title} / ${story.name} renders without console errors`, async () => {
      if (shown !== story.id) {
        problems.length = 0;
        expect(await showStory(preview, story.id)).toBe('rendered');
        shown = story.id;
      }
      await expect(preview.locator('#storybook-root')).not.toBeEmpty();
      await expect(preview.locator('.sb-errordisplay')).toBeHidden();
      expect(problems).toEqual([]);
    });
  }
});

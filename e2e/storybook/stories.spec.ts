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
// Docs pages too: a component's autodocs page draws every one of its stories at once.
const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
const entries = [...stories, ...docs];

/**
 * What the preview reports once it has shown a story, or failed to; `reloading` when it is
 * loading itself afresh and has no channel yet.
 */
type RenderOutcome = 'rendered' | 'reloading' | `failed: ${string}`;

/**
 * Shows a story in the already loaded preview through Storybook's own channel, as its sidebar
 * does: loading the preview once instead of once a story keeps hundreds of stories fast.
 */
function showStory(
  page: Page,
  storyId: string,
  viewMode: 'story' | 'docs',
): Promise<RenderOutcome> {
  return page.evaluate(
    ({ id, mode }) =>
      new Promise<RenderOutcome>((resolve) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__?: {
              on(event: string, listener: (...args: unknown[]) => void): void;
              off(event: string, listener: (...args: unknown[]) => void): void;
              emit(event: string, payload: unknown): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        if (channel === undefined) {
          resolve('reloading');
          return;
        }
        const failures = ['storyErrored', 'storyThrewException', 'storyMissing'];
        const listeners = new Map<string, (...args: unknown[]) => void>();
        const settle = (outcome: RenderOutcome) => {
          for (const [event, listener] of listeners) channel.off(event, listener);
          resolve(outcome);
        };
        listeners.set(mode === 'docs' ? 'docsRendered' : 'storyRendered', () => settle('rendered'));
        for (const event of failures) {
          listeners.set(event, (detail) => settle(`failed: ${event} ${JSON.stringify(detail)}`));
        }
        for (const [event, listener] of listeners) channel.on(event, listener);
        channel.emit('setCurrentStory', { storyId: id, viewMode: mode });
      }),
    { id: storyId, mode: viewMode },
  );
}

/**
 * `showStory`, or, when the preview itself reloaded meanwhile (Storybook's own preview, never
 * another page: that would fail), the entry loaded afresh at its own address.
 */
async function showStoryOrReload(
  page: Page,
  storyId: string,
  viewMode: 'story' | 'docs',
): Promise<RenderOutcome> {
  let outcome: RenderOutcome;
  try {
    outcome = await showStory(page, storyId, viewMode);
  } catch (error) {
    if (!String(error).includes('Execution context was destroyed')) throw error;
    outcome = 'reloading';
  }
  if (outcome !== 'reloading') return outcome;
  expect(new URL(page.url()).pathname).toBe('/iframe.html');
  try {
    await page.goto(`/iframe.html?id=${storyId}&viewMode=${viewMode}`);
  } catch (error) {
    // The preview rewrites its own address (same document) while it loads, which Playwright
    // reports as an interrupted navigation: the page is still the one asked for, so let it load.
    if (!String(error).includes('interrupted by another navigation')) throw error;
    await page.waitForLoadState('load');
  }
  const root = viewMode === 'docs' ? '#storybook-docs' : '#storybook-root';
  await expect(page.locator(root)).not.toBeEmpty();
  return 'rendered';
}

test('the built Storybook lists stories and their docs pages', () => {
  expect(stories.length).toBeGreaterThan(0);
  expect(docs.length).toBeGreaterThan(0);
});

test('the design tokens page shows every token of tokens.css with its value', async ({ page }) => {
  const css = readFileSync(
    new URL('../../packages/ui/src/styles/tokens.css', import.meta.url),
    'utf8',
  );
  // The first plain `:root` rule, read independently of the page's own parser.
  const root = /\n:root \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
  const declared = [...root.matchAll(/^\s*(--[\w-]+)\s*:\s*([^;]*);/gm)].map(([, name, value]) => ({
    name: name ?? '',
    value: (value ?? '').replace(/\s+/g, ' ').trim(),
  }));
  expect(declared.length).toBeGreaterThan(20);
  await page.goto('/iframe.html?id=foundations-design-tokens--all-tokens&viewMode=story');
  const rows = page.locator('.tokens__row');
  await expect(rows).toHaveCount(declared.length);
  const shown = await rows.evaluateAll((items) =>
    items.map((item) => ({
      name: item.getAttribute('data-token') ?? '',
      value: item.querySelector('.tokens__value > code')?.textContent ?? '',
    })),
  );
  expect(shown).toEqual(declared);
  // A colour is a swatch painted with the token itself.
  const brand = page.locator('[data-token="--color-brand"] .tokens__swatch');
  await expect(brand).toHaveAttribute('style', /var\(--color-brand\)/);
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

  for (const entry of entries) {
    const mode = entry.type === 'docs' ? 'docs' : 'story';
    test(`${entry.title} / ${entry.name} renders without console errors`, async () => {
      if (shown !== entry.id) {
        problems.length = 0;
        expect(await showStoryOrReload(preview, entry.id, mode)).toBe('rendered');
        shown = entry.id;
      }
      const root = mode === 'docs' ? '#storybook-docs' : '#storybook-root';
      await expect(preview.locator(root)).not.toBeEmpty();
      await expect(preview.locator('.sb-errordisplay')).toBeHidden();
      expect(problems).toEqual([]);
    });
  }
});

// @vitest-environment happy-dom
import type { PageView } from '@kmx/domain/view';
import { loadMessages, messagesFor, preloadSiteView, SiteApp } from '@kmx/ui';
import { exampleCountryServices, exampleFrame, examplePage } from '@kmx/ui/examples';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentHtml } from '../render/render-page';
import { exampleAssets, notFoundPayload } from '../render/test-support/example-pages';
import { ClientApp } from './ClientApp';
import { createClientStore } from './client-store';
import type { ShownPage } from './ShownPage';

function notFound(path: string, language = 'en'): ShownPage {
  return {
    status: 404,
    head: null,
    view: { kind: 'not-found', language, homeHref: `/${language}`, frame: null, path },
  };
}

let root: Root | null = null;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Puts the server's HTML for the page into a container and hydrates the browser app on it. */
async function hydrate(page: ShownPage, props: Partial<Parameters<typeof ClientApp>[0]> = {}) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <SiteApp view={page.view} messages={messagesFor(page.view.language)} />,
  );
  // As the browser does before it hydrates (`preloadSiteView`).
  await loadMessages(page.view.language);
  document.body.append(container);
  const store = createClientStore(page);
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, <ClientApp store={store} {...props} />, {
      onRecoverableError: recoverable,
    });
  });
  return { container, store, recoverable };
}

describe('the browser app on the page the server rendered', () => {
  it('keeps the forms’ start token the server rendered, so a page with a form hydrates as it is', async () => {
    const view: PageView = {
      kind: 'content',
      language: 'en',
      homeHref: '/en',
      frame: exampleFrame,
      page: {
        ...examplePage,
        blocks: [{ id: 'licence', type: 'LicenceRequestForm', title: null, intro: null }],
      },
      modules: [],
      productLinks: {},
    };
    await preloadSiteView(view);
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <SiteApp view={view} messages={messagesFor('en')} formStarted="fs1.rendered" />,
    );
    const token = container.querySelector<HTMLInputElement>('input[name="formStarted"]');
    expect(token?.value).toBe('fs1.rendered');
    await loadMessages('en');
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      root = hydrateRoot(
        container,
        <ClientApp
          store={createClientStore({ status: 200, head: null, view })}
          formStarted={token?.value ?? ''}
        />,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalledWith(
      expect.stringContaining('hydrat'),
      expect.anything(),
    );
    expect(container.querySelector<HTMLInputElement>('input[name="formStarted"]')?.value).toBe(
      'fs1.rendered',
    );
  });

  it('hydrates without a mismatch and reports once that it is mounted', async () => {
    const onMounted = vi.fn();
    const { container, recoverable } = await hydrate(notFound('/en/x'), { onMounted });
    expect(recoverable).not.toHaveBeenCalled();
    expect(onMounted).toHaveBeenCalledTimes(1);
    expect(container.querySelector('main')?.textContent).toContain('Page not found: /en/x');
  });

  it('adds the loading indicator only after hydration, showing it while the store says so', async () => {
    const { container, store } = await hydrate(notFound('/en/x'));
    expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
    act(() => store.update({ loading: true }));
    expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).toBe(
      'Loading…',
    );
  });

  it('renders the next page when the store gets one, and announces its title', async () => {
    const { container, store } = await hydrate(notFound('/en/x'));
    // The router loads the next page's code and texts before it shows it (`preloadSiteView`).
    await loadMessages('de');
    act(() =>
      store.update({ page: notFound('/de/y', 'de'), pageNumber: 1, loadedTitle: 'Nicht da' }),
    );
    expect(container.querySelector('main')?.textContent).toContain('Seite nicht gefunden: /de/y');
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'Seite geladen: Nicht da',
    );
  });

  it('shows the error page when a page fails to render, and says which page it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRenderError = vi.fn();
    const { container, store } = await hydrate(notFound('/en/x'), { onRenderError });
    const broken = { kind: 'content', language: 'en', homeHref: '/en' } as unknown as PageView;
    act(() => store.update({ page: { status: 200, head: null, view: broken }, pageNumber: 3 }));
    expect(onRenderError).toHaveBeenCalledWith(expect.anything(), 3);
    // The error page's code is a script part of its own (loaded once the app is mounted).
    await vi.waitFor(() =>
      expect(container.querySelector('main')?.textContent).toContain('Sorry, something went wrong'),
    );
  });

  it('names the signed-in visitor in the header once hydrated, from the same HTML for everyone', async () => {
    const payload = notFoundPayload('/en/x', exampleFrame);
    const { container, store, recoverable } = await hydrate({ ...payload, head: null });
    expect(container.querySelector('.user-menu__log-in')).not.toBeNull();
    act(() => store.update({ user: { name: 'Mira Castellan' } }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('.user-menu__log-in')).toBeNull();
    expect(container.querySelector('.user-menu')?.textContent).toContain('Mira Castellan');
    act(() => store.update({ user: null }));
    expect(container.querySelector('.user-menu__log-in')).not.toBeNull();
  });

  it('makes the ids the server made, so parts drawn in the browser name the server’s elements', async () => {
    const payload = notFoundPayload('/en/x', exampleFrame);
    // The root as the server's whole document has it (inside <html> and <body>).
    const html = documentHtml(payload, exampleAssets, 'n0nce') ?? '';
    const rootHtml = /<div id="root">(.*)<\/div><script id="kmx-view"/s.exec(html)?.[1] ?? '';
    const container = document.createElement('div');
    container.innerHTML = rootHtml;
    document.body.append(container);
    const store = createClientStore({ ...payload, head: null });
    await act(async () => {
      root = hydrateRoot(
        container,
        <ClientApp store={store} services={exampleCountryServices()} />,
      );
    });
    act(() => container.querySelector<HTMLButtonElement>('.locale-selector__toggle')?.click());
    // The country list is drawn in the browser only, after its script part has loaded.
    const list = await vi.waitFor(() => {
      const drawn = container.querySelector('.locale-selector__countries');
      if (drawn?.querySelector('a') === null || drawn === null) throw new Error('not yet');
      return drawn;
    });
    const heading = document.getElementById(list.getAttribute('aria-labelledby') ?? '');
    expect(heading?.textContent).toBe('Location');
  });
});

// @vitest-environment happy-dom
import type { EditorSite } from '@kmx/domain/editor';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreviewApi, PreviewOutcome } from '../preview-api';
import { renderEditorScreen, settle } from '../test-support/editor-context';
import { PreviewScreen } from './PreviewScreen';

const loaded = (title: string): PreviewOutcome => ({
  kind: 'loaded',
  page: {
    title,
    description: 'Wer wir sind.',
    blocks: [{ id: 'b1', kind: 'text', html: '<p>Seit 1975.</p>' }],
  },
});

function previewApi(draft: PreviewOutcome[], published: PreviewOutcome[] = []) {
  const draftPage = vi.fn<PreviewApi['draftPage']>();
  for (const outcome of draft) draftPage.mockResolvedValueOnce(outcome);
  const publishedPage = vi.fn<PreviewApi['publishedPage']>();
  for (const outcome of published) publishedPage.mockResolvedValueOnce(outcome);
  return { draftPage, publishedPage };
}

function open(api: PreviewApi, stage: 'DRAFT' | 'PUBLISHED' = 'DRAFT') {
  return renderEditorScreen(
    (editor) => <PreviewScreen editor={editor} path="/company" previewApi={api} />,
    { address: { stage, lang: 'de', preview: '/company' } },
  );
}

afterEach(() => {
  document.body.replaceChildren();
  document.title = '';
});

describe('the preview screen', () => {
  it('reads the draft of the page in the chosen site and language, and shows it', async () => {
    const api = previewApi([loaded('Unternehmen (Entwurf)')]);
    const screen = open(api);
    expect(screen.container.textContent).toContain('Loading the preview…');
    await settle();
    const [path, site, language] = api.draftPage.mock.calls[0] ?? [];
    expect([path, (site as EditorSite | undefined)?.id, language]).toEqual([
      '/company',
      'main',
      'de',
    ]);
    expect(screen.container.querySelector('h1')?.textContent).toBe('Unternehmen (Entwurf)');
    expect(screen.container.querySelector('strong')?.textContent).toBe('Draft · German');
    expect(document.title).toBe('Unternehmen (Entwurf) · Draft · Preview');
    expect(api.publishedPage).not.toHaveBeenCalled();
  });

  it('switches to the published page in place, and goes back to the tree', async () => {
    const api = previewApi([loaded('Unternehmen (Entwurf)')], [loaded('Unternehmen')]);
    const screen = open(api);
    await settle();
    const other = screen.container.querySelector<HTMLAnchorElement>('.draft-preview__other-stage');
    expect(other?.getAttribute('href')).toBe('/en/editor?site=main&lang=de&preview=%2Fcompany');
    act(() => other?.click());
    expect(screen.go).toHaveBeenCalledWith({ stage: 'PUBLISHED' });
    await settle();
    expect(api.publishedPage).toHaveBeenCalledTimes(1);
    expect(screen.container.querySelector('h1')?.textContent).toBe('Unternehmen');
    expect(document.title).toBe('Unternehmen · Published · Preview');
    const back = [...screen.container.querySelectorAll('a')].find(
      (link) => link.textContent === 'Back to the page tree',
    );
    act(() => back?.click());
    expect(screen.go).toHaveBeenLastCalledWith({ preview: null });
  });

  it('says when the page does not exist in this stage', async () => {
    const screen = open(previewApi([], [{ kind: 'not-found' }]), 'PUBLISHED');
    await settle();
    expect(screen.container.textContent).toContain('This page is not published in German.');
  });

  it('says a protected page cannot be previewed as a draft', async () => {
    const screen = open(previewApi([{ kind: 'protected' }]));
    await settle();
    expect(screen.container.textContent).toContain(
      'Protected pages cannot be previewed as drafts.',
    );
  });

  it('offers to try again after a failure, and reads again', async () => {
    const api = previewApi([{ kind: 'failed' }, loaded('Unternehmen (Entwurf)')]);
    const screen = open(api);
    await settle();
    const retry = screen.container.querySelector<HTMLButtonElement>('[role="alert"] button');
    expect(retry?.textContent).toBe('Try again');
    act(() => retry?.click());
    await settle();
    expect(api.draftPage).toHaveBeenCalledTimes(2);
    expect(screen.container.querySelector('h1')?.textContent).toBe('Unternehmen (Entwurf)');
  });

  it('sends the editor to the password form when the session has ended', async () => {
    const screen = open(previewApi([{ kind: 'signed-out' }]));
    await settle();
    expect(screen.sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('fails visibly, never crashes, when a read throws', async () => {
    const api = previewApi([]);
    api.draftPage.mockRejectedValueOnce(new Error('boom'));
    const screen = open(api);
    await settle();
    expect(screen.container.querySelector('[role="alert"]')?.textContent).toContain(
      'The preview could not be loaded.',
    );
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithEditorMessages } from '../../test-support/render-with-editor-messages';
import { DraftPreview, type DraftPreviewProps } from './DraftPreview';
import type { PreviewPage } from './PreviewPage';

const company: PreviewPage = {
  title: 'Unternehmen (Entwurf)',
  description: 'Wer wir sind.',
  blocks: [
    { id: 'b1', kind: 'text', html: '<h2>Geschichte</h2><p>Seit <strong>1975</strong>.</p>' },
    { id: 'b2', kind: 'outline', type: 'Image' },
    { id: 'b3', kind: 'unknown', typeName: 'Hologram' },
  ],
};

function preview(overrides: Partial<DraftPreviewProps> = {}, uiLanguage = 'en') {
  const props = {
    stage: 'DRAFT',
    language: 'de',
    uiLanguage,
    state: { kind: 'loaded', page: company },
    otherStageHref: '/en/editor?site=main&lang=de&preview=%2Fcompany',
    treeHref: '/en/editor?site=main&lang=de&stage=DRAFT',
    onRetry: vi.fn(),
    onOtherStage: vi.fn(),
    onBackToTree: vi.fn(),
    ...overrides,
  } satisfies DraftPreviewProps;
  const view = renderWithEditorMessages(<DraftPreview {...props} />, uiLanguage);
  return { ...view, props };
}

describe('the preview of a page', () => {
  it('names the stage and the language in its banner, with the other stage and the tree', async () => {
    const { container } = preview();
    const banner = screen.getByRole('complementary', { name: 'Preview stage and language' });
    expect(banner.querySelector('strong')?.textContent).toBe('Draft · German');
    expect(screen.getByRole('link', { name: 'Show the published page' }).getAttribute('href')).toBe(
      '/en/editor?site=main&lang=de&preview=%2Fcompany',
    );
    expect(screen.getByRole('link', { name: 'Back to the page tree' }).getAttribute('href')).toBe(
      '/en/editor?site=main&lang=de&stage=DRAFT',
    );
    await expectAccessible(container);
  });

  it('shows the title, description and text, other blocks as labelled outlines', () => {
    const { container } = preview();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unternehmen (Entwurf)');
    expect(container.querySelector('.draft-preview__description')?.textContent).toBe(
      'Wer wir sind.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Geschichte' })).toBeTruthy();
    expect(container.querySelector('strong + *')).toBeNull();
    expect(container.querySelector('.draft-preview__outline')?.textContent).toBe('Image');
    expect(container.querySelector('article')?.getAttribute('lang')).toBe('de');
  });

  it('says it shows text only, and marks an unknown block kind with the editors\u2019 notice', () => {
    preview();
    const notes = screen.getAllByRole('note').map((note) => note.textContent);
    expect(notes).toEqual([
      'The preview shows text content only: images, videos and other blocks appear as labelled outlines.',
      'This content block of type "Hologram" has no renderer yet.',
    ]);
  });

  it('follows its links within the area on a plain click, and leaves a new tab to the browser', () => {
    const { props } = preview();
    fireEvent.click(screen.getByRole('link', { name: 'Show the published page' }));
    fireEvent.click(screen.getByRole('link', { name: 'Back to the page tree' }), { ctrlKey: true });
    expect(props.onOtherStage).toHaveBeenCalledTimes(1);
    expect(props.onBackToTree).not.toHaveBeenCalled();
  });

  it('links a published page to its draft', () => {
    preview({ stage: 'PUBLISHED' });
    expect(screen.getByRole('complementary').querySelector('strong')?.textContent).toBe(
      'Published · German',
    );
    expect(screen.getByRole('link', { name: 'Show the draft of this page' })).toBeTruthy();
  });

  it('says it is loading', () => {
    preview({ state: { kind: 'loading' } });
    expect(screen.getByRole('status').textContent).toBe('Loading the preview…');
  });

  it('says when the page does not exist in this stage, with the other stage at hand', async () => {
    const { container } = preview({ stage: 'PUBLISHED', state: { kind: 'not-found' } });
    expect(container.querySelector('.draft-preview__message')?.textContent).toBe(
      'This page is not published in German. Show the draft of this page',
    );
    await expectAccessible(container);
  });

  it('says a protected page cannot be previewed as a draft', () => {
    const { container } = preview({ state: { kind: 'protected' } });
    expect(container.querySelector('.draft-preview__message')?.textContent).toContain(
      'Protected pages cannot be previewed as drafts.',
    );
  });

  it('offers to try again after a failure', () => {
    const { props } = preview({ state: { kind: 'failed' } });
    expect(screen.getByRole('alert').textContent).toContain('The preview could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks German to a German editor', () => {
    preview({}, 'de');
    expect(screen.getByRole('complementary').querySelector('strong')?.textContent).toBe(
      'Entwurf · Deutsch',
    );
    expect(screen.getByRole('link', { name: 'Veröffentlichte Seite zeigen' })).toBeTruthy();
    expect(screen.getByText('Bild')).toBeTruthy();
  });
});

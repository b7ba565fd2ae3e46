import type { PageTranslation } from '@kmx/domain/content';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithEditorMessages } from '../../test-support/render-with-editor-messages';
import { TranslationPanel, type TranslationPanelProps } from './TranslationPanel';

// A page with a German source, edited after its French export and before its English one.
const company: PageTranslation = {
  sourceLanguage: 'de',
  sourceEditedAt: '2026-02-01T10:00:00Z',
  targets: [
    {
      id: 't-en',
      language: 'en',
      translationState: 'Translated',
      exportedAt: '2026-02-05T08:00:00Z',
      importedAt: '2026-02-12T16:30:00Z',
    },
    {
      id: 't-fr',
      language: 'fr',
      translationState: 'MarkedForTranslation',
      exportedAt: '2026-01-10T08:15:00Z',
      importedAt: null,
    },
  ],
};

function panel(overrides: Partial<TranslationPanelProps> = {}, language = 'en') {
  const props = {
    title: 'Company',
    translation: company,
    language,
    timeZone: 'UTC',
    loading: false,
    busy: null,
    failure: null,
    onStart: vi.fn(),
    onReset: vi.fn(),
    onRetry: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  } satisfies TranslationPanelProps;
  const view = renderWithEditorMessages(<TranslationPanel {...props} />, language);
  return { ...view, props };
}

const rows = (name = 'Target languages') =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('the translation panel of a page with target languages', () => {
  it('shows a row per language with its state, dates and the source language', async () => {
    const { container } = panel();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Translation of “Company”');
    expect(container.querySelector('.translation-panel__facts')?.textContent).toContain(
      'Source languageGerman (de)',
    );
    const [english, french] = rows();
    expect(english?.textContent).toBe(
      'English (en)TranslatedFeb 5, 2026, 8:00 AMFeb 12, 2026, 4:30 PM',
    );
    expect(french?.textContent).toContain('French (fr)Marked for translation');
    expect(french?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-01-10T08:15:00Z');
    expect(french?.textContent).toContain('not yet');
    await expectAccessible(container);
  });

  it('marks the language whose source changed after its export, and only that one', () => {
    panel();
    const [english, french] = rows();
    expect(french?.textContent).toContain('Source changed since export');
    expect(english?.textContent).not.toContain('Source changed since export');
  });

  it("names the page's state by spec 4: marked for translation when none is in progress", () => {
    const { container } = panel();
    expect(
      container.querySelector('.translation-panel__facts .translation-state')?.textContent,
    ).toBe('Marked for translation');
  });

  it('starts translation with one press of its button', () => {
    const { props } = panel();
    fireEvent.click(screen.getByRole('button', { name: 'Start translation' }));
    expect(props.onStart).toHaveBeenCalledTimes(1);
  });

  it('says it is starting and ignores further presses while busy', () => {
    const { props } = panel({ busy: 'start' });
    const button = screen.getByRole('button', { name: 'Starting translation…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Reset translation' }));
    expect(props.onStart).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before a reset, naming every language it marks again', () => {
    const { props } = panel();
    fireEvent.click(screen.getByRole('button', { name: 'Reset translation' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the translation?' });
    expect(dialog.textContent).toContain(
      'These languages of “Company” will be marked for translation again:',
    );
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['English', 'French']);
    expect(props.onReset).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset translation' }));
    expect(props.onReset).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resets nothing when the confirmation is cancelled, and stays open', () => {
    const { props } = panel();
    fireEvent.click(screen.getByRole('button', { name: 'Reset translation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onReset).not.toHaveBeenCalled();
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('shows a failure as an alert with a retry, above the state it kept', () => {
    const { props } = panel({ failure: 'start' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'Translation could not be started. Shown is the state before you tried.',
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
    expect(rows()).toHaveLength(2);
  });

  it('says it reads the current state while the first answer is awaited', () => {
    panel({ loading: true });
    expect(screen.getByRole('status').textContent).toBe('Reading the current state…');
    expect(rows()).toHaveLength(2);
  });

  it('says it refreshes by itself while a language is in progress', () => {
    const [english, french] = company.targets;
    if (english === undefined || french === undefined) throw new Error('two targets');
    panel({
      translation: {
        ...company,
        targets: [english, { ...french, translationState: 'InProgress' }],
      },
    });
    expect(screen.getByRole('status').textContent).toBe(
      'In progress: the state is refreshed by itself.',
    );
  });

  it('takes focus on its heading when it opens, closes on Escape, and gives focus back', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { props, unmount } = panel();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
    fireEvent.keyDown(screen.getByRole('table'), { key: 'Escape' });
    expect(props.onClose).toHaveBeenCalledTimes(1);
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('closes with its close button', () => {
    const { props } = panel();
    fireEvent.click(screen.getByRole('button', { name: 'Close the translation panel' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('speaks German to a German editor, dates included', () => {
    panel({}, 'de');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Übersetzung von «Company»');
    const [english] = rows('Zielsprachen');
    expect(english?.textContent).toBe('Englisch (en)Übersetzt05.02.2026, 08:0012.02.2026, 16:30');
    expect(screen.getByRole('button', { name: 'Übersetzung starten' })).toBeTruthy();
  });
});

describe('the translation panel of a page without target languages', () => {
  it('says so and offers neither start nor reset', async () => {
    const { container } = panel({ translation: { ...company, targets: [] } });
    expect(container.textContent).toContain(
      'This page has no target languages: there is nothing to translate, start or reset.',
    );
    expect(container.querySelector('.translation-state')?.textContent).toBe('No target languages');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start translation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset translation' })).toBeNull();
    await expectAccessible(container);
  });
});

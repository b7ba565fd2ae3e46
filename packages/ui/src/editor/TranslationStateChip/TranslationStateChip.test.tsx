import { pageStateFilters } from '@kmx/domain/editor';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithEditorMessages } from '../../test-support/render-with-editor-messages';
import { TranslationStateChip } from './TranslationStateChip';

describe('a translation state chip', () => {
  it('names each state in words beside an icon hidden from screen readers', async () => {
    const { container } = renderWithEditorMessages(
      <p>
        {pageStateFilters.map((state) => (
          <TranslationStateChip key={state} state={state} />
        ))}
      </p>,
    );
    const chips = [...container.querySelectorAll('.translation-state')];
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Translated',
      'In progress',
      'Marked for translation',
      'No target languages',
    ]);
    chips.forEach((chip) =>
      expect(chip.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true'),
    );
    expect(chips[3]?.className).toContain('translation-state--NoTargets');
    await expectAccessible(container);
  });

  it('gives each state an icon of its own, so colour is not the only sign', () => {
    const { container } = renderWithEditorMessages(
      <p>
        {pageStateFilters.map((state) => (
          <TranslationStateChip key={state} state={state} />
        ))}
      </p>,
    );
    const shapes = [...container.querySelectorAll('path')].map((path) => path.getAttribute('d'));
    expect(new Set(shapes).size).toBe(pageStateFilters.length);
  });

  it('speaks German on a German page', () => {
    renderWithEditorMessages(<TranslationStateChip state="MarkedForTranslation" />, 'de');
    expect(screen.getByText('Zur Übersetzung vorgemerkt').className).toContain(
      'translation-state--MarkedForTranslation',
    );
  });
});

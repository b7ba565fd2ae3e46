import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithEditorMessages } from '../../test-support/render-with-editor-messages';
import { SubtreeStart, type SubtreeStartProps } from './SubtreeStart';

function subtree(overrides: Partial<SubtreeStartProps> = {}, language = 'en') {
  const props = {
    subPages: 6,
    toStart: 4,
    run: { kind: 'idle' },
    blocked: false,
    onStart: vi.fn(),
    onCancel: vi.fn(),
    onRetryFailed: vi.fn(),
    ...overrides,
  } satisfies SubtreeStartProps;
  const view = renderWithEditorMessages(<SubtreeStart {...props} />, language);
  return { ...view, props };
}

describe('starting translation of a page and its sub-pages', () => {
  it('offers the start with the number of sub-pages and says how many pages it changes', async () => {
    const { container, props } = subtree();
    expect(container.textContent).toContain('4 of 7 pages are marked for translation.');
    fireEvent.click(
      screen.getByRole('button', { name: 'Start translation for this page and its 6 sub-pages' }),
    );
    expect(props.onStart).toHaveBeenCalledTimes(1);
    await expectAccessible(container);
  });

  it('offers no start when no page of the subtree is marked for translation', () => {
    const { container } = subtree({ toStart: 0 });
    expect(container.textContent).toContain(
      'Nothing to start: no page of this subtree is marked for translation.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('waits while another call of the panel is under way', () => {
    const { props } = subtree({ blocked: true });
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(props.onStart).not.toHaveBeenCalled();
  });

  it('shows its progress as a bar and in words, with a cancel', async () => {
    const { container, props } = subtree({
      run: { kind: 'running', done: 3, total: 7, cancelling: false },
    });
    const bar = screen.getByRole('progressbar', { name: 'Starting translation of the subtree' });
    expect(bar.getAttribute('value')).toBe('3');
    expect(bar.getAttribute('max')).toBe('7');
    expect(screen.getByRole('status').textContent).toBe('3 of 7 pages');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalledTimes(1);
    await expectAccessible(container);
  });

  it('says it stops after the current page once cancelled', () => {
    const { props } = subtree({ run: { kind: 'running', done: 2, total: 7, cancelling: true } });
    expect(screen.getByRole('status').textContent).toBe(
      '2 of 7 pages Cancelling after the current page…',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).not.toHaveBeenCalled();
  });

  it('sums up what started and what failed, and tries the failed pages again', async () => {
    const { container, props } = subtree({
      toStart: 2,
      run: { kind: 'finished', started: 5, failed: ['History', 'Careers'], notStarted: 0 },
    });
    const summary = container.querySelector('.subtree-start__summary');
    expect(summary?.textContent).toBe(
      'Translation started for 5 pages.Translation could not be started for 2 pages:HistoryCareersTry the failed pages again',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try the failed pages again' }));
    expect(props.onRetryFailed).toHaveBeenCalledTimes(1);
    await expectAccessible(container);
  });

  it('counts the pages a cancel left out', () => {
    const { container } = subtree({
      run: { kind: 'finished', started: 2, failed: [], notStarted: 5 },
    });
    expect(container.textContent).toContain('Cancelled: 5 pages were not started.');
    expect(screen.queryByRole('button', { name: 'Try the failed pages again' })).toBeNull();
  });

  it('speaks German to a German editor', () => {
    subtree({ run: { kind: 'running', done: 3, total: 7, cancelling: false } }, 'de');
    expect(screen.getByRole('status').textContent).toBe('3 von 7 Seiten');
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });
});

import type { EditorSite } from '@kmx/domain/editor';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test-support/expect-accessible';
import { renderWithEditorMessages } from '../../test-support/render-with-editor-messages';
import { EditorFrame, type EditorFrameChoices } from './EditorFrame';

const sites: readonly EditorSite[] = [
  { id: 'main', name: 'Komax', slug: null, languages: ['en', 'de', 'fr'] },
  { id: 'events', name: 'Komax Events', slug: 'events', languages: ['en', 'de'] },
];

function choicesWith(onChange = vi.fn()): EditorFrameChoices {
  return { sites, siteId: 'main', language: 'de', stage: 'PUBLISHED', onChange };
}

describe("the editor area's frame", () => {
  it('offers site, language and stage, each change told to the area', async () => {
    const onChange = vi.fn();
    const { container } = renderWithEditorMessages(
      <EditorFrame choices={choicesWith(onChange)} onSignOut={vi.fn()}>
        <h1>Pages</h1>
      </EditorFrame>,
    );
    const site = screen.getByLabelText('Site') as HTMLSelectElement;
    expect([...site.options].map((option) => option.textContent)).toEqual([
      'Komax',
      'Komax Events',
    ]);
    fireEvent.change(site, { target: { value: 'events' } });
    expect(onChange).toHaveBeenCalledWith({ site: 'events' });
    const language = screen.getByLabelText('Language') as HTMLSelectElement;
    expect(language.value).toBe('de');
    expect([...language.options].map((option) => option.textContent)).toEqual([
      'English',
      'Deutsch',
      'français',
    ]);
    fireEvent.change(language, { target: { value: 'fr' } });
    expect(onChange).toHaveBeenCalledWith({ lang: 'fr' });
    expect((screen.getByLabelText('Published') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Draft'));
    expect(onChange).toHaveBeenCalledWith({ stage: 'DRAFT' });
    await expectAccessible(container);
  });

  it('signs out once, however often the button is pressed while it works', () => {
    const onSignOut = vi.fn();
    const { rerender } = renderWithEditorMessages(
      <EditorFrame choices={choicesWith()} onSignOut={onSignOut} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    rerender(<EditorFrame choices={choicesWith()} onSignOut={onSignOut} signingOut />);
    fireEvent.click(screen.getByRole('button', { name: 'Signing you out…' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('says when signing out failed', () => {
    renderWithEditorMessages(
      <EditorFrame choices={choicesWith()} onSignOut={vi.fn()} signOutFailed />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Sorry, signing out did not work. Please try again.',
    );
  });

  it('shows neither choices nor sign-out to an editor without a session', () => {
    const { container } = renderWithEditorMessages(
      <EditorFrame choices={null} onSignOut={null}>
        <p>form</p>
      </EditorFrame>,
    );
    expect(container.querySelector('form')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Editor area')).toBeTruthy();
  });

  it('speaks German', () => {
    renderWithEditorMessages(<EditorFrame choices={choicesWith()} onSignOut={vi.fn()} />, 'de');
    expect(screen.getByLabelText('Website')).toBeTruthy();
    expect(screen.getByLabelText('Entwurf')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeTruthy();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { SideButtons } from './SideButtons';

describe('given the side buttons', () => {
  it('asks for the contact panel and the share modal', () => {
    const onContact = vi.fn();
    const onShare = vi.fn();
    renderWithMessages(<SideButtons onContact={onContact} onShare={onShare} />);
    fireEvent.click(screen.getByRole('button', { name: 'Contact' }));
    expect(onContact).toHaveBeenCalledOnce();
    expect(onShare).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledOnce();
  });

  it('announces that each button opens a dialog, inside a labelled landmark', () => {
    renderWithMessages(<SideButtons onContact={() => undefined} onShare={() => undefined} />);
    expect(screen.getByRole('complementary', { name: 'Quick actions' })).toBeTruthy();
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    }
  });

  it('reads German', () => {
    renderWithMessages(<SideButtons onContact={() => undefined} onShare={() => undefined} />, 'de');
    expect(screen.getByRole('button', { name: 'Kontakt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Teilen' })).toBeTruthy();
  });

  it('has no serious accessibility violation', async () => {
    const { container } = renderWithMessages(
      <SideButtons onContact={() => undefined} onShare={() => undefined} />,
    );
    await expectAccessible(container);
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { MeasurementSystemToggle } from './MeasurementSystemToggle';

describe('MeasurementSystemToggle', () => {
  it('is a labelled group of two buttons, the chosen one pressed', async () => {
    const { container } = renderWithMessages(
      <MeasurementSystemToggle system="Metric" onChange={() => undefined} />,
    );
    expect(screen.getByRole('group', { name: 'Units' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Metric' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Imperial' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await expectAccessible(container);
  });

  it('reports the other system when pressed, and nothing for the one already chosen', () => {
    const onChange = vi.fn();
    renderWithMessages(<MeasurementSystemToggle system="Metric" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Metric' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Imperial' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Imperial');
  });

  it('uses native buttons, so Tab reaches them and Enter or Space presses them', () => {
    renderWithMessages(<MeasurementSystemToggle system="Imperial" onChange={() => undefined} />);
    for (const button of screen.getAllByRole('button')) {
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('type')).toBe('button');
      expect(button.tabIndex).toBe(0);
    }
  });

  it('speaks German', () => {
    renderWithMessages(
      <MeasurementSystemToggle system="Metric" onChange={() => undefined} />,
      'de',
    );
    expect(screen.getByRole('group', { name: 'Einheiten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Metrisch' })).toBeTruthy();
  });
});

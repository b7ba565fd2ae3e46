import { describe, expect, it } from 'vitest';
import { flashMessageView } from './flash-message-view';

const message = { title: 'Maintenance', text: '<p>Back soon</p>' };

describe('a flash message', () => {
  it('is of type info and blue by default', () => {
    const view = flashMessageView(message);
    expect(view.type).toBe('info');
    expect(view.colour).toBe('blue');
  });

  it('is green for success and red for error', () => {
    expect(flashMessageView({ ...message, type: 'success' }).colour).toBe('green');
    expect(flashMessageView({ ...message, type: 'error' }).colour).toBe('red');
  });

  it('keeps its title and its text with markup', () => {
    const view = flashMessageView(message);
    expect(view.title).toBe('Maintenance');
    expect(view.text).toBe('<p>Back soon</p>');
  });
});

describe('the hide button of a flash message', () => {
  it('shows for a message that is not static and has no link target', () => {
    expect(flashMessageView(message).showHideButton).toBe(true);
  });

  it('does not show for a static message', () => {
    expect(flashMessageView({ ...message, static: true }).showHideButton).toBe(false);
  });

  it('does not show when a link target is set; a link shows instead', () => {
    const view = flashMessageView({ ...message, to: '/en/contact', linkText: 'Contact us' });
    expect(view.showHideButton).toBe(false);
    expect(view.link).toEqual({ text: 'Contact us', to: '/en/contact' });
  });
});

describe('the link of a flash message', () => {
  it('is absent without a link target, and for an empty one', () => {
    expect(flashMessageView(message).link).toBeNull();
    expect(flashMessageView({ ...message, to: '' }).link).toBeNull();
  });

  it('reads as its target when it has no text', () => {
    expect(flashMessageView({ ...message, to: '/en/contact' }).link).toEqual({
      text: '/en/contact',
      to: '/en/contact',
    });
  });
});

describe('a floating flash message', () => {
  it('hides itself after 7000 ms by default', () => {
    expect(flashMessageView({ ...message, floating: true }).hideAfterMs).toBe(7000);
  });

  it('hides itself after its own timeout', () => {
    expect(flashMessageView({ ...message, floating: true, timeout: 3000 }).hideAfterMs).toBe(3000);
  });

  it('is fixed at the bottom right', () => {
    expect(flashMessageView({ ...message, floating: true }).position).toBe('bottom-right');
  });
});

describe('a flash message that does not float', () => {
  it('stays, even with a timeout', () => {
    expect(flashMessageView({ ...message, timeout: 3000 }).hideAfterMs).toBeNull();
  });

  it('sits in the page', () => {
    expect(flashMessageView(message).position).toBe('inline');
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { exampleAccordionBlock } from '../examples/example-blocks';
import { messagesFor } from '../i18n/messages-for';
import { MessagesProvider } from '../i18n/MessagesProvider';
import { expectAccessible } from '../test-support/expect-accessible';
import { renderWithMessages } from '../test-support/render-with-messages';
import { AccordionBlock } from './AccordionBlock';

describe('given an accordion in the server HTML, before any script ran', () => {
  it('is made of details and summary, which open without script', () => {
    const html = renderToString(
      <MessagesProvider messages={messagesFor('en')}>
        <AccordionBlock block={exampleAccordionBlock} />
      </MessagesProvider>,
    );
    expect(html.match(/<details/g)).toHaveLength(3);
    expect(html).toContain('<summary class="accordion__trigger">');
    expect(html).toContain('From 0.13 to 6 mm²');
    expect(html).not.toContain('aria-expanded');
  });
});

describe('given a hydrated accordion', () => {
  it('has a closed disclosure button per question, under the block title', () => {
    renderWithMessages(<AccordionBlock block={exampleAccordionBlock} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(3);
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
      'false',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const panels = buttons.map((button) =>
      document.getElementById(button.getAttribute('aria-controls') ?? ''),
    );
    expect(panels.map((panel) => panel?.hidden)).toEqual([true, true, true]);
  });

  it('opens and closes an answer with its button', () => {
    renderWithMessages(<AccordionBlock block={exampleAccordionBlock} />);
    const button = screen.getByRole('button', { name: 'How quickly does service reply?' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    expect(panel?.textContent).toBe('Within 24 hours. Contact us.');
    expect(screen.getByRole('region', { name: 'How quickly does service reply?' })).toBe(panel);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
  });

  it('moves focus between questions with the arrow keys, Home and End', () => {
    renderWithMessages(<AccordionBlock block={exampleAccordionBlock} />);
    const [first, second, third] = screen.getAllByRole('button');
    first?.focus();
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(first);
  });

  it('localises the links of its answers', () => {
    renderWithMessages(<AccordionBlock block={exampleAccordionBlock} />);
    fireEvent.click(screen.getByRole('button', { name: 'How quickly does service reply?' }));
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/en/contact',
    );
  });

  it('has no serious accessibility violation, open or closed', async () => {
    const { container } = renderWithMessages(<AccordionBlock block={exampleAccordionBlock} />);
    await expectAccessible(container);
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button')[0] as HTMLElement);
    });
    await expectAccessible(container);
  });
});

describe('given an accordion without a title or items', () => {
  it('uses level-2 headings, and draws nothing without items', () => {
    const { unmount } = renderWithMessages(
      <AccordionBlock block={{ ...exampleAccordionBlock, title: null }} />,
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    unmount();
    const { container } = renderWithMessages(
      <AccordionBlock block={{ ...exampleAccordionBlock, items: [] }} />,
    );
    expect(container.innerHTML).toBe('');
  });
});

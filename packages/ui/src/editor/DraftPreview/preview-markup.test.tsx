import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { previewMarkup } from './preview-markup';

const shown = (html: string) =>
  render(<div>{previewMarkup(html)}</div>).container.firstElementChild;

describe('draft markup in the preview', () => {
  it('keeps text and its structure', () => {
    expect(
      shown('<h2>History</h2><p>Since <em>1975</em>.</p><ul><li>One</li></ul>')?.innerHTML,
    ).toBe('<h2>History</h2><p>Since <em>1975</em>.</p><ul><li>One</li></ul>');
  });

  it('never runs what the draft carries: scripts, handlers and embeds are gone', () => {
    const html = shown(
      '<p onclick="steal()">Hi<script>steal()</script><img src=x onerror="steal()"></p><iframe title="embed"></iframe><object data="movie"></object>',
    )?.innerHTML;
    expect(html).toBe('<p>Hi</p>');
  });

  it('keeps a safe link and drops a javascript one, keeping its text', () => {
    expect(
      shown('<a href="/de/company" class="x">ok</a><a href="java\tscript:steal()">bad</a>')
        ?.innerHTML,
    ).toBe('<a href="/de/company" rel="noopener">ok</a><a>bad</a>');
  });

  it('makes a heading of the first level a second-level one: the title is the only h1', () => {
    expect(shown('<h1>Title again</h1>')?.innerHTML).toBe('<h2>Title again</h2>');
  });

  it('keeps the text of an element it does not know, without the element', () => {
    expect(shown('<marquee style="x">moving</marquee>')?.innerHTML).toBe('<span>moving</span>');
  });
});

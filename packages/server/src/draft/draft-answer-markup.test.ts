import { describe, expect, it } from 'vitest';
import { sanitisedDraftData } from './draft-answer-markup';

const hostile =
  '<p id="kmx-view">Hello<script>alert(1)</script><img src="x" onerror="alert(2)"></p>' +
  '<a href="javascript:alert(3)" onclick="alert(4)">link</a><iframe src="https://evil.example"></iframe>';

function draftPage(blocks: unknown[]) {
  return { page: { id: 'page-a', title: 'A <b>title</b>', protection: 'none', blocks } };
}

describe('a draft answer on its way to the browser', () => {
  it('has the markup of its rich text blocks sanitised as the site’s', () => {
    const data = sanitisedDraftData(
      draftPage([{ __typename: 'RichTextBlock', id: 'b1', html: hostile }]),
    );
    const [block] = (data['page'] as { blocks: { html: string }[] }).blocks;
    const html = block?.html ?? '';
    expect(html).toContain('Hello');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    expect(html).not.toContain('id="kmx-view"');
    expect(html).toContain('id="content-kmx-view"');
  });

  it('keeps harmless markup and every other field as it came', () => {
    const blocks = [
      { __typename: 'RichTextBlock', id: 'b1', html: '<p><strong>Bold</strong> text</p>' },
      { __typename: 'VideoBlock', id: 'b2', html: '<script>not markup of ours</script>' },
      { __typename: 'RichTextBlock', id: 'b3', html: null },
    ];
    expect(sanitisedDraftData(draftPage(blocks))).toEqual(draftPage(blocks));
  });

  it('leaves answers without a page alone', () => {
    const navigation = { navigationTree: { id: 'nav', items: [{ title: '<b>x</b>' }] } };
    expect(sanitisedDraftData(navigation)).toBe(navigation);
    const none = { page: null };
    expect(sanitisedDraftData(none)).toBe(none);
  });
});

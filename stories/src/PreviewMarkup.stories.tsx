import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewMarkup } from '@kmx/ui/editor';
import { withEditorMessages } from './with-editor-messages';

interface PreviewMarkupProps {
  /** Rich text of a page as the draft preview receives it. */
  readonly html: string;
}

/** `previewMarkup` is a function; the story shows what it makes of markup, inside the preview's frame. */
function PreviewMarkup({ html }: PreviewMarkupProps) {
  return (
    <div className="draft-preview">
      <article className="draft-preview__page">
        <div className="rich-text draft-preview__text">{previewMarkup(html)}</div>
      </article>
    </div>
  );
}

const meta = {
  title: 'Editor/previewMarkup',
  component: PreviewMarkup,
  decorators: [withEditorMessages],
  args: {
    html: '<h2>History</h2><p>Since <strong>1975</strong> we have built machines for <em>wire processing</em>. <a href="/en/company">About us</a></p><ul><li>Founded in Dierikon</li><li>Working worldwide</li></ul>',
  },
} satisfies Meta<typeof PreviewMarkup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

/** A table and a quote keep their structure. */
export const TableAndQuote: Story = {
  args: {
    html: '<table><caption>Cycle times</caption><thead><tr><th>Machine</th><th>Seconds</th></tr></thead><tbody><tr><td>Zeta 640</td><td>1.2</td></tr></tbody></table><blockquote><p>Precise and fast.</p></blockquote>',
  },
};

/**
 * What the allowlist takes out: scripts, frames, forms and images vanish, an unsafe link keeps
 * only its text, the page's `h1` becomes an `h2`, and unknown elements become spans.
 */
export const UnsafeMarkupRemoved: Story = {
  args: {
    html: '<h1>Title inside the text</h1><p onclick="alert(1)">Kept text.<script>alert(1)</script></p><p><a href="javascript:alert(1)">A link without its address</a></p><iframe src="https://example.com"></iframe><img src="x" alt="gone"><marquee>Plain text now</marquee>',
  },
};

export const TextGerman: Story = {
  args: {
    html: '<h2>Geschichte</h2><p>Seit <strong>1975</strong> entwickeln wir Maschinen für die <em>Kabelverarbeitung</em>. <a href="/de/unternehmen">Über uns</a></p><ul><li>Gegründet in Dierikon</li><li>Heute weltweit tätig</li></ul>',
  },
  globals: { language: 'de' },
};

export const UnsafeMarkupRemovedGerman: Story = {
  args: {
    html: '<h1>Titel im Text</h1><p>Erhaltener Text.<script>alert(1)</script></p><p><a href="javascript:alert(1)">Ein Link ohne Adresse</a></p><form><input name="x"></form>',
  },
  globals: { language: 'de' },
};

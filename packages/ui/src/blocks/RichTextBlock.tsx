import type { ContentBlock } from '@kmx/domain';

/** The markup is sanitised by the server's page loader before it reaches any renderer. */
export function RichTextBlock({ block }: { block: Extract<ContentBlock, { type: 'RichText' }> }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.html }} />;
}

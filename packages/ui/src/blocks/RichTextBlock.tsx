import type { BlockRendererProps } from './BlockRegistry';
import { useBlockMarkup } from './use-block-markup';

/** The markup is sanitised, and its headings given ids, by the server before it gets here. */
export function RichTextBlock({ block }: BlockRendererProps<'RichText'>) {
  return <div className="rich-text block" dangerouslySetInnerHTML={useBlockMarkup(block.html)} />;
}

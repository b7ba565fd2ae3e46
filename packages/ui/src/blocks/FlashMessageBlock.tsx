import { buildLink } from '@kmx/domain/routing';
import { FlashMessage } from '../FlashMessage/FlashMessage';
import type { BlockRendererProps } from './BlockRegistry';
import { useBlockSettings } from './BlockSettings';
import { useBlockMarkup } from './use-block-markup';

/** A flash message placed in the body; its link target is localised like every block link. */
export function FlashMessageBlock({ block }: BlockRendererProps<'FlashMessage'>) {
  const { linkContext } = useBlockSettings();
  const text = useBlockMarkup(block.message.text).__html;
  const { to } = block.message;
  return (
    <FlashMessage
      message={{
        ...block.message,
        text,
        ...(to !== undefined && to !== '' && { to: buildLink(to, linkContext) }),
      }}
    />
  );
}

import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';

/** What editors see where a block kind has no renderer (visitors see nothing there). */
export function UnknownBlockNotice({ typeName }: { typeName: string }) {
  const messages = useMessages();
  return (
    <p className="block-notice" role="note">
      {format(messages['block.unknown'], { type: typeName })}
    </p>
  );
}

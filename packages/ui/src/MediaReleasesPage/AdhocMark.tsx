import { useMessages } from '../i18n/MessagesProvider';

/** Spec public-site 2.5: ad hoc releases are marked, in words (the colour only repeats it). */
export function AdhocMark() {
  const messages = useMessages();
  return (
    <span className="media-release-adhoc">
      <span aria-hidden="true">{messages['news.releases.adhoc']}</span>
      <span className="visually-hidden">{messages['news.releases.adhocLong']}</span>
    </span>
  );
}

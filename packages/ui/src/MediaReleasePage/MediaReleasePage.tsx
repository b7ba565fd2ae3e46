import type { PageView } from '@kmx/domain/view';
import { buildLink } from '@kmx/domain/routing';
import { useMessages } from '../i18n/MessagesProvider';
import { AdhocMark } from '../MediaReleasesPage/AdhocMark';
import { formatIsoDate, intlLocaleTag } from '../PageModules/intl-format';

export interface MediaReleasePageProps {
  readonly view: Extract<PageView, { kind: 'media-release' }>;
}

/** Spec public-site 2.1: one media release: date, ad hoc mark, title, lead, text, back to the list. */
export function MediaReleasePage({ view }: MediaReleasePageProps) {
  const messages = useMessages();
  const { release, frame } = view;
  const listHref = buildLink('/media-releases', {
    localeCode: frame.locale.code,
    siteSlug: frame.site.slug,
  });
  return (
    <article className="media-release" lang={release.contentLanguage}>
      <p className="media-release__meta">
        <span className="visually-hidden">{messages['news.releases.published']} </span>
        <time dateTime={release.publicationDate}>
          {formatIsoDate(release.publicationDate, intlLocaleTag(frame.locale))}
        </time>
        {release.adhoc && <AdhocMark />}
      </p>
      <h1 className="media-release__title">{release.title}</h1>
      {release.leadText !== '' && <p className="media-release__lead">{release.leadText}</p>}
      {/* The server sanitised the body (sanitiseMarkup) before it reached the view. */}
      <div
        className="media-release__body rich-text"
        dangerouslySetInnerHTML={{ __html: release.body }}
      />
      <p className="media-release__back">
        <a href={listHref}>
          <span aria-hidden="true">← </span>
          {messages['news.releases.back']}
        </a>
      </p>
    </article>
  );
}

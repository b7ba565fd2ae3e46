import type { MediaRelease } from '@kmx/domain/content';
import type { PageView } from '@kmx/domain/view';
import { buildLink, mediaReleaseRoute } from '@kmx/domain/routing';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { ListIntro } from '../ListIntro/ListIntro';
import { formatIsoDate, intlLocaleTag } from '../PageModules/intl-format';
import { AdhocMark } from './AdhocMark';
import { releasesByYear } from './releases-by-year';

export interface MediaReleasesPageProps {
  readonly view: Extract<PageView, { kind: 'media-releases' }>;
}

interface ReleaseTeaserProps {
  readonly release: MediaRelease;
  readonly href: string;
  readonly dateLocale: string;
}

function ReleaseTeaser({ release, href, dateLocale }: ReleaseTeaserProps) {
  return (
    <li className="media-release-teaser">
      <article>
        <p className="media-release-teaser__meta">
          <time dateTime={release.publicationDate}>
            {formatIsoDate(release.publicationDate, dateLocale)}
          </time>
          {release.adhoc && <AdhocMark />}
        </p>
        <h3 className="media-release-teaser__title">
          <a href={href}>{release.title}</a>
        </h3>
        {release.leadText !== '' && (
          <p className="media-release-teaser__lead">{release.leadText}</p>
        )}
      </article>
    </li>
  );
}

/**
 * Spec public-site 2.1, 2.5: the media releases by year, newest first, ad hoc ones marked; headed
 * by the CMS page at the list's address when there is one (its title and blocks), else by the
 * ui's title and lead.
 */
export function MediaReleasesPage({ view }: MediaReleasesPageProps) {
  const messages = useMessages();
  const { locale, site } = view.frame;
  const { intro } = view;
  const dateLocale = intlLocaleTag(locale);
  const links = { localeCode: locale.code, siteSlug: site.slug };
  const link = (release: MediaRelease) => buildLink(mediaReleaseRoute(release.slug), links);
  const years = releasesByYear(view.releases);
  return (
    <div className="media-releases">
      {intro === null ? (
        <>
          <h1 className="media-releases__title">{messages['news.releases.title']}</h1>
          <p className="media-releases__lead">{messages['news.releases.lead']}</p>
        </>
      ) : (
        <>
          <h1 className="media-releases__title" lang={intro.contentLanguage}>
            {intro.title}
          </h1>
          <ListIntro intro={intro} linkContext={links} />
        </>
      )}
      {years.length === 0 && (
        <p className="media-releases__empty">{messages['news.releases.empty']}</p>
      )}
      {years.map(({ year, releases }) => (
        <section
          key={year}
          className="media-releases__year"
          aria-labelledby={`kmx-releases-${year}`}
        >
          <h2 id={`kmx-releases-${year}`} className="media-releases__year-title">
            {year === ''
              ? messages['news.releases.title']
              : format(messages['news.releases.year'], { year })}
          </h2>
          <ul className="media-releases__list">
            {releases.map((release) => (
              <ReleaseTeaser
                key={release.id}
                release={release}
                href={link(release)}
                dateLocale={dateLocale}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

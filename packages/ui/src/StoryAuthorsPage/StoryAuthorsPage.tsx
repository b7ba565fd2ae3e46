import type { PageView } from '@kmx/domain/view';
import { imageSizes } from '@kmx/domain/media';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { frameLinkContext, storyAuthorHref } from '../StoryCard/story-links';

export interface StoryAuthorsPageProps {
  readonly view: Extract<PageView, { kind: 'story-contacts' }>;
}

/** Spec public-site 2.1: the story authors, each linking to their stories. */
export function StoryAuthorsPage({ view }: StoryAuthorsPageProps) {
  const messages = useMessages();
  const links = frameLinkContext(view.frame);
  return (
    <div className="story-authors-page">
      <h1>{messages['stories.authors.title']}</h1>
      <p>{messages['stories.authors.intro']}</p>
      {view.authors.length === 0 ? (
        <p className="stories-list__empty">{messages['stories.authors.empty']}</p>
      ) : (
        <ul className="story-author-grid">
          {view.authors.map((author) => (
            <li key={author.id} className="story-author-card">
              {author.image !== null && (
                <ResponsiveImage
                  className="story-author-card__image"
                  image={author.image}
                  size={imageSizes.storyContact}
                  mode="fixed"
                  decorative
                />
              )}
              <div>
                <h2 className="story-author-card__name">
                  <a href={storyAuthorHref(author.slug, links)}>{author.name}</a>
                </h2>
                <p className="story-author-card__role">{author.role}</p>
                <p className="story-author-card__count">
                  {author.storyCount === 1
                    ? messages['stories.authors.storyCountOne']
                    : format(messages['stories.authors.storyCount'], {
                        count: String(author.storyCount),
                      })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

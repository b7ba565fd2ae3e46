import type { FinderChoice, FinderOption, ProductFinderView } from '@kmx/domain/catalogue';
import { finderPageSize, finderParameters, finderQueryString } from '@kmx/domain/catalogue';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';

export interface ProductFinderProps {
  readonly finder: ProductFinderView;
  /** The catalogue root's address, localised: the form's action and the pages' base. */
  readonly action: string;
  /** How many products the page shows (the last page may hold fewer). */
  readonly shown: number;
}

const isNarrowed = (choice: FinderChoice) =>
  choice.classification !== null || choice.capability !== null;

/** An indented option: the tree's depth shown by leading spaces a screen reader skips. */
function optionLabel(option: FinderOption): string {
  return `${'\u00a0\u00a0'.repeat(option.depth)}${option.name}`;
}

/**
 * Issue 20: the catalogue root's product finder. A GET form (works without a script; the server
 * reads the address), so every search has an address of its own, Back and Forward restore it, and
 * no code runs in the browser for it.
 */
export function ProductFinder({ finder, action, shown }: ProductFinderProps) {
  const messages = useMessages();
  const { choice } = finder;
  return (
    <div className="product-finder">
      <form
        className="product-finder__form"
        method="get"
        action={action}
        role="search"
        aria-labelledby="kmx-product-finder-heading"
      >
        <h2 id="kmx-product-finder-heading" className="product-finder__heading">
          {messages['finder.heading']}
        </h2>
        <div className="product-finder__fields">
          <FinderSelect
            name={finderParameters.classification}
            label={messages['finder.classification']}
            options={finder.classifications}
            value={choice.classification}
          />
          <FinderSelect
            name={finderParameters.capability}
            label={messages['finder.capability']}
            options={finder.capabilities}
            value={choice.capability}
          />
          <button type="submit" className="button button--primary product-finder__submit">
            {messages['finder.submit']}
          </button>
          {isNarrowed(choice) && (
            <a className="product-finder__reset" href={action}>
              {messages['finder.reset']}
            </a>
          )}
        </div>
      </form>
      <p className="product-finder__summary" role="status">
        {finder.total === 0
          ? messages['finder.none']
          : format(messages['finder.summary'], {
              from: String((choice.page - 1) * finderPageSize + 1),
              to: String((choice.page - 1) * finderPageSize + shown),
              total: String(finder.total),
            })}
      </p>
    </div>
  );
}

function FinderSelect({
  name,
  label,
  options,
  value,
}: {
  readonly name: string;
  readonly label: string;
  readonly options: readonly FinderOption[];
  readonly value: string | null;
}) {
  const messages = useMessages();
  const id = `product-finder-${name}`;
  return (
    <div className="product-finder__field">
      <label htmlFor={id}>{label}</label>
      {/* Keyed by the value: a page opened in place (Back, a page link) shows its own choice. */}
      <select key={value ?? ''} id={id} name={name} defaultValue={value ?? ''}>
        <option value="">{messages['finder.any']}</option>
        {options.map((option) => (
          <option key={option.slug} value={option.slug}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface FinderPagesProps {
  readonly finder: ProductFinderView;
  readonly action: string;
}

/** Plain links to the finder's pages, the current one marked; nothing for a single page. */
export function FinderPages({ finder, action }: FinderPagesProps) {
  const messages = useMessages();
  const { choice, pageCount } = finder;
  if (pageCount <= 1) return null;
  const href = (page: number) => `${action}${finderQueryString(choice, page)}`;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="finder-pages" aria-label={messages['finder.pages']}>
      <ul className="finder-pages__list">
        {choice.page > 1 && (
          <li>
            <a className="finder-pages__step" rel="prev" href={href(choice.page - 1)}>
              {messages['finder.previous']}
            </a>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            <a
              className="finder-pages__page"
              href={href(page)}
              aria-label={format(messages['finder.page'], { page: String(page) })}
              {...(page === choice.page ? { 'aria-current': 'page' as const } : {})}
            >
              {page}
            </a>
          </li>
        ))}
        {choice.page < pageCount && (
          <li>
            <a className="finder-pages__step" rel="next" href={href(choice.page + 1)}>
              {messages['finder.next']}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

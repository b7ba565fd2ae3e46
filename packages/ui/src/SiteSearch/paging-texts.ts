import type { SearchPaging } from '@kmx/domain/text';
import type { Messages } from '../i18n/Messages';
import { format } from '../i18n/format';

/** "N results", "x–y of z" and "show N more" (spec public-site 2.5) in the visitor's language. */
export interface PagingTexts {
  readonly count: string;
  readonly range: string;
  readonly more: string;
}

export function pagingTexts(
  messages: Messages,
  paging: SearchPaging,
  language: string,
): PagingTexts {
  const number = new Intl.NumberFormat(language);
  const n = (value: number) => number.format(value);
  return {
    count: format(messages[paging.total === 1 ? 'search.results.one' : 'search.results.many'], {
      count: n(paging.total),
    }),
    range: format(messages['search.results.range'], {
      from: n(paging.from),
      to: n(paging.to),
      total: n(paging.total),
    }),
    more: format(messages['search.results.more'], { count: n(paging.nextCount) }),
  };
}

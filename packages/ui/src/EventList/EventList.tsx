import type { ContentEvent } from '@kmx/domain/content';
import { useId } from 'react';
import { useMessages } from '../i18n/MessagesProvider';
import { formatIsoDateRange } from '../PageModules/intl-format';

export interface EventListProps {
  /** The upcoming events, in order of their start, with final addresses as links. */
  readonly events: readonly ContentEvent[];
  /** The most recent events that are over, newest first; shown below when there are any. */
  readonly past?: readonly ContentEvent[];
  /** BCP 47 tag for the dates, e.g. `de-CH`. */
  readonly locale: string;
}

function EventCards({ events, locale }: { events: readonly ContentEvent[]; locale: string }) {
  const messages = useMessages();
  return (
    <ul className="event-list__items">
      {events.map((event) => (
        <li key={event.id} className="event-card">
          <h3 className="event-card__title">
            <a href={event.link}>{event.title}</a>
          </h3>
          <dl className="event-card__facts">
            <dt>{messages['events.dates']}</dt>
            <dd>
              <time dateTime={event.startDate} suppressHydrationWarning>
                {formatIsoDateRange(event.startDate, event.endDate, locale)}
              </time>
            </dd>
            <dt>{messages['events.location']}</dt>
            <dd>{event.location}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Spec public-site 2.5: the events still ahead (trade fairs, open days) with dates and links. */
export function EventList({ events, past = [], locale }: EventListProps) {
  const messages = useMessages();
  const id = useId();
  return (
    <div className="event-list">
      <section aria-labelledby={`${id}-upcoming`}>
        <h2 id={`${id}-upcoming`}>{messages['events.title']}</h2>
        {events.length === 0 ? (
          <p className="event-list__empty">{messages['events.empty']}</p>
        ) : (
          <EventCards events={events} locale={locale} />
        )}
      </section>
      {past.length > 0 && (
        <section className="event-list__past" aria-labelledby={`${id}-past`}>
          <h2 id={`${id}-past`}>{messages['events.pastTitle']}</h2>
          <EventCards events={past} locale={locale} />
        </section>
      )}
    </div>
  );
}

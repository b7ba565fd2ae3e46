import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { pastEvents, upcomingEvents } from './event-timing';

const isoDate = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const event = fc
  .tuple(isoDate, isoDate)
  .map(([a, b]) => (a <= b ? { startDate: a, endDate: b } : { startDate: b, endDate: a }));

test.prop([fc.array(event), isoDate])(
  'every event listed ends today or later, and no such event is left out',
  (events, today) => {
    const upcoming = upcomingEvents(events, today);
    for (const one of upcoming) expect(one.endDate >= today).toBe(true);
    expect(upcoming.length).toBe(events.filter((one) => one.endDate >= today).length);
  },
);

test.prop([fc.array(event), isoDate])('the list is in order of the start date', (events, today) => {
  const starts = upcomingEvents(events, today).map((one) => one.startDate);
  expect(starts).toEqual([...starts].sort());
});

test.prop([fc.array(event), isoDate])('the input list is left as it was', (events, today) => {
  const before = [...events];
  upcomingEvents(events, today);
  expect(events).toEqual(before);
});

test.prop([fc.array(event), isoDate, fc.nat(10)])(
  'past and upcoming events never overlap, and without a limit they are every event',
  (events, today, limit) => {
    const past = pastEvents(events, today, limit);
    const upcoming = upcomingEvents(events, today);
    expect(past.length).toBeLessThanOrEqual(limit);
    for (const one of past) expect(upcoming).not.toContain(one);
    expect(pastEvents(events, today, events.length).length + upcoming.length).toBe(events.length);
  },
);

test.prop([fc.array(event), isoDate])(
  'past events are in reverse order of the start',
  (events, today) => {
    const starts = pastEvents(events, today, events.length).map((one) => one.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
  },
);

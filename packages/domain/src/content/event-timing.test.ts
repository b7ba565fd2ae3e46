import { describe, expect, it } from 'vitest';
import { pastEvents, upcomingEvents } from './event-timing';

const productronica = { id: 'p', startDate: '2025-11-18', endDate: '2025-11-21' };
const forum = { id: 'f', startDate: '2025-06-03', endDate: '2025-06-04' };
const wirepro = { id: 'w', startDate: '2024-10-15', endDate: '2024-10-17' };

describe('the upcoming events', () => {
  it('leave out events that are over and sort the rest by their start', () => {
    expect(upcomingEvents([productronica, wirepro, forum], '2025-01-01')).toEqual([
      forum,
      productronica,
    ]);
  });

  it('keep an event on its last day', () => {
    expect(upcomingEvents([forum], '2025-06-04')).toEqual([forum]);
  });

  it('drop it the day after', () => {
    expect(upcomingEvents([forum], '2025-06-05')).toEqual([]);
  });

  it('are none when there are no events', () => {
    expect(upcomingEvents([], '2025-01-01')).toEqual([]);
  });
});

describe('the past events', () => {
  it('are the events over by today, the most recent first', () => {
    expect(pastEvents([wirepro, productronica, forum], '2025-11-22', 5)).toEqual([
      productronica,
      forum,
      wirepro,
    ]);
  });

  it('leave out an event on its last day', () => {
    expect(pastEvents([forum], '2025-06-04', 5)).toEqual([]);
  });

  it('are at most as many as asked for', () => {
    expect(pastEvents([wirepro, productronica, forum], '2030-01-01', 2)).toEqual([
      productronica,
      forum,
    ]);
    expect(pastEvents([wirepro], '2030-01-01', -1)).toEqual([]);
  });
});

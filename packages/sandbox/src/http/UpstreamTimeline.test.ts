import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { UpstreamTimeline } from './UpstreamTimeline';

describe('UpstreamTimeline', () => {
  it('counts calls that overlap as one round', () => {
    const timeline = new UpstreamTimeline();
    const answers = ['a', 'b', 'c'].map((call) => timeline.arrive(call));
    for (const answer of answers) answer();
    expect(timeline.rounds()).toBe(1);
  });

  it('counts a call that came after another was answered as the next round', () => {
    const timeline = new UpstreamTimeline();
    timeline.arrive('content:systemData')();
    const page = timeline.arrive('content:page');
    const navigation = timeline.arrive('content:navigation');
    page();
    const modules = timeline.arrive('content:locations');
    navigation();
    modules();
    expect(timeline.rounds()).toBe(3);
    expect(timeline.rounds(['content:system'])).toBe(2);
  });

  it('does not chain a call to one still unanswered', () => {
    const timeline = new UpstreamTimeline();
    const slow = timeline.arrive('slow');
    timeline.arrive('quick')();
    timeline.arrive('after quick')();
    slow();
    expect(timeline.rounds()).toBe(2);
  });

  it('starts again from nothing when cleared', () => {
    const timeline = new UpstreamTimeline();
    timeline.arrive('a')();
    timeline.arrive('b')();
    timeline.clear();
    expect(timeline.rounds()).toBe(0);
    timeline.arrive('c')();
    expect(timeline.rounds()).toBe(1);
  });

  test.prop([fc.array(fc.boolean(), { maxLength: 40 })])(
    'lies between one and the number of calls, and equals it for calls one after another',
    (overlaps) => {
      const sequential = new UpstreamTimeline();
      const mixed = new UpstreamTimeline();
      let open: (() => void) | null = null;
      for (const [index, overlap] of overlaps.entries()) {
        sequential.arrive(`call ${index}`)();
        const answer = mixed.arrive(`call ${index}`);
        if (!overlap) open?.();
        open = answer;
      }
      open?.();
      expect(sequential.rounds()).toBe(overlaps.length);
      expect(mixed.rounds()).toBeLessThanOrEqual(overlaps.length);
      expect(mixed.rounds()).toBeGreaterThanOrEqual(Math.min(1, overlaps.length));
    },
  );
});

import { describe, expect, it } from 'vitest';
import { DownloadLinks, downloadLinkLifetimeMs } from './DownloadLinks';

const key = new Uint8Array(32).fill(1);

function linksAt(start: number) {
  const clock = { time: start, now: () => clock.time };
  return { clock, links: new DownloadLinks(key, clock) };
}

describe('download links', () => {
  it('open their file once within a minute', () => {
    const { clock, links } = linksAt(1_000_000);
    const query = links.issue('wf-1', 'jonas');
    expect(query.expires).toBe(String(1_000_000 + downloadLinkLifetimeMs));
    clock.time += downloadLinkLifetimeMs;
    expect(links.redeem('wf-1', query)).toBe('valid');
    expect(links.redeem('wf-1', query)).toBe('used');
  });

  it('have expired a millisecond after the minute', () => {
    const { clock, links } = linksAt(5_000);
    const query = links.issue('wf-1', 'jonas');
    clock.time += downloadLinkLifetimeMs + 1;
    expect(links.redeem('wf-1', query)).toBe('expired');
  });

  it('open no other file, and nothing for another subject', () => {
    const { links } = linksAt(5_000);
    const query = links.issue('wf-1', 'jonas');
    expect(links.redeem('wf-2', query)).toBe('forged');
    expect(links.redeem('wf-1', { ...query, subject: 'mira' })).toBe('forged');
    expect(links.redeem('wf-1', query)).toBe('valid');
  });

  it('refuse an expiry that is no plain number', () => {
    const { links } = linksAt(5_000);
    const query = links.issue('wf-1', 'jonas');
    expect(links.redeem('wf-1', { ...query, expires: `${query.expires}.0` })).toBe('forged');
    expect(links.redeem('wf-1', { ...query, expires: '' })).toBe('forged');
  });

  it('are not opened by another process’s key', () => {
    const { links } = linksAt(5_000);
    const other = new DownloadLinks(new Uint8Array(32).fill(2), { now: () => 5_000 });
    expect(other.redeem('wf-1', links.issue('wf-1', 'jonas'))).toBe('forged');
  });

  it('issue a new link for each download of the same file', () => {
    const { clock, links } = linksAt(5_000);
    const first = links.issue('wf-1', 'jonas');
    expect(links.redeem('wf-1', first)).toBe('valid');
    clock.time += 1;
    expect(links.redeem('wf-1', links.issue('wf-1', 'jonas'))).toBe('valid');
  });
});

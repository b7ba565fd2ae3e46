import type { Logger } from '@kmx/domain/ports';
import { describe, expect, it } from 'vitest';
import { warnOfUnknownPathActions } from './path-action-warnings';

function recordingLogger() {
  const warnings: { message: string; fields: unknown }[] = [];
  const logger: Logger = {
    debug() {},
    info() {},
    warn: (message, fields) => warnings.push({ message, fields }),
    error() {},
  };
  return { logger, warnings };
}

const teaserWith = (action: string) =>
  ({
    id: action,
    type: 'Teaser',
    teaser: {
      title: 'News',
      text: null,
      image: null,
      link: { kind: 'path', text: 'Open', link: { kind: 'action', action } },
    },
  }) as const;

describe('warnings of action links naming no known action (spec 2.2)', () => {
  it('logs a warning naming the action and the page', () => {
    const { logger, warnings } = recordingLogger();
    warnOfUnknownPathActions(
      {
        url: '/company',
        blocks: [teaserWith('open-chat-window'), teaserWith('open-news-feed-panel')],
      },
      logger,
    );
    expect(warnings).toEqual([
      { message: "No path action named 'open-chat-window' exists", fields: { page: '/company' } },
    ]);
  });

  it('logs nothing for a page whose actions are known', () => {
    const { logger, warnings } = recordingLogger();
    warnOfUnknownPathActions({ url: '/', blocks: [teaserWith('open-news-feed-panel')] }, logger);
    expect(warnings).toEqual([]);
  });
});

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function restrictedImportMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the dependency rules of DESIGN.md', () => {
  it.each([
    ['packages/domain/src/x.ts', "import express from 'express';", /domain is pure/],
    ['packages/domain/src/x.ts', "import { readFile } from 'node:fs';", /domain is pure/],
    [
      'packages/domain/src/x.ts',
      "import { GraphqlContentSource } from '@kmx/adapters';",
      /domain is pure/,
    ],
    [
      'packages/ui/src/x.tsx',
      "import { GraphqlContentSource } from '@kmx/adapters';",
      /ui renders view models/,
    ],
    ['packages/ui/src/x.tsx', "import express from 'express';", /ui renders view models/],
    [
      'packages/adapters/src/x.ts',
      "import { SiteApp } from '@kmx/ui';",
      /adapters implements domain ports/,
    ],
    [
      'packages/adapters/src/x.ts',
      "import { Container } from 'inversify';",
      /adapters implements domain ports/,
    ],
    [
      'packages/portal-auth/src/x.ts',
      "import { SiteApp } from '@kmx/ui';",
      /portal-auth is the browser/,
    ],
    [
      'packages/sandbox/src/x.ts',
      "import { GraphqlContentSource } from '@kmx/adapters';",
      /sandbox stands in/,
    ],
    [
      'packages/adapters/src/x.ts',
      "import { startServer } from '@kmx/server';",
      /nothing imports it/,
    ],
    [
      'packages/server/src/x.ts',
      "import { Page } from '@kmx/domain/src/content/Page';",
      /public entries/,
    ],
    [
      'packages/ui/src/x.tsx',
      "import type { Page } from '@kmx/domain/content/Page';",
      /public entries/,
    ],
    [
      'packages/server/src/x.ts',
      "import { Page } from '../../domain/src/content/Page';",
      /package.json exports/,
    ],
  ])('rejects, in %s, %s', async (filePath, code, message) => {
    const messages = await restrictedImportMessages(filePath, code);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.join('\n')).toMatch(message);
  });

  it.each([
    ['packages/domain/src/x.ts', "import { z } from 'zod';"],
    ['packages/domain/src/x.ts', "import type { Site } from './site/SystemData';"],
    ['packages/ui/src/x.tsx', "import { useState } from 'react';"],
    ['packages/ui/src/x.tsx', "import type { Page } from '@kmx/domain/content';"],
    ['packages/adapters/src/x.ts', "import { GraphQLClient } from 'graphql-request';"],
    ['packages/server/src/x.ts', "import { SiteApp } from '@kmx/ui';"],
    ['packages/server/src/x.ts', "import '@kmx/ui/styles.css';"],
  ])('allows, in %s, %s', async (filePath, code) => {
    expect(await restrictedImportMessages(filePath, code)).toEqual([]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  failedPlaywrightTests,
  failedVitestTests,
  formatFailedTests,
  summarizeFailure,
} from './failed-tests.mjs';

const stack = '\n    at /repo/x.test.ts:6:33\n    at file:///repo/node_modules/runner.js:302:11';

// Shaped like the real `--reporter=json` output of vitest 4.
const vitestReport = {
  numPassedTests: 1,
  numFailedTests: 3,
  testResults: [
    {
      name: '/repo/packages/domain/src/a.property.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { fullName: 'a rule holds', status: 'passed', duration: 3, failureMessages: [] },
        {
          ancestorTitles: ['a rule'],
          title: 'keeps the path',
          fullName: 'a rule keeps the path',
          status: 'failed',
          duration: 9.4,
          failureMessages: [
            'Error: Property failed after 4 tests\n{ seed: 676785257, path: "3:2:0:0", endOnFailure: true }\nCounterexample: ["/a//b"]\nShrunk 3 time(s)\n\nHint: Enable verbose mode' +
              stack,
          ],
        },
        {
          fullName: 'a rule answers in time',
          status: 'failed',
          duration: 5003,
          failureMessages: ['Error: STACK_TRACE_ERROR' + stack],
        },
      ],
    },
    {
      name: '/repo/scripts/b.test.ts',
      status: 'failed',
      message: "Cannot find module './missing.mjs' imported from /repo/scripts/b.test.ts",
      assertionResults: [],
    },
    {
      name: '/repo/packages/ui/src/c.test.tsx',
      status: 'failed',
      message: '',
      assertionResults: [
        {
          fullName: 'c shows the title',
          status: 'failed',
          duration: 11,
          failureMessages: [
            '\u001b[31mAssertionError: expected 1 to be 2 // Object.is equality\u001b[39m' + stack,
          ],
        },
      ],
    },
    { name: '/repo/packages/ui/src/d.test.tsx', status: 'passed', assertionResults: [] },
  ],
};

// Shaped like the real JSON reporter output of Playwright.
const playwrightReport = {
  stats: { expected: 1, unexpected: 1, flaky: 1 },
  errors: [{ message: 'Error: Timed out waiting 300000ms from config.webServer.' }],
  suites: [
    {
      title: 'site/home.spec.ts',
      specs: [],
      suites: [
        {
          title: 'a visitor on the home page',
          specs: [
            {
              title: 'sees the title',
              tests: [{ projectName: 'site', status: 'expected', results: [{ errors: [] }] }],
            },
            {
              title: 'can hide the notice',
              tests: [
                {
                  projectName: 'site',
                  status: 'unexpected',
                  results: [
                    {
                      error: {
                        message:
                          "Error: \u001b[2mexpect(\u001b[22mlocator).toBeVisible() failed\n\nLocator: getByRole('button')\nExpected: visible",
                      },
                      errors: [
                        { message: 'Error: expect(locator).toBeVisible() failed\n\n> 4 | x' },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              title: 'retries once',
              tests: [{ projectName: 'site', status: 'flaky', results: [{ errors: [] }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('failedVitestTests', () => {
  it('names each failed test by file and full name, with its duration and first lines', () => {
    expect(failedVitestTests(vitestReport, '/repo')).toEqual([
      {
        name: 'packages/domain/src/a.property.test.ts > a rule keeps the path (9 ms)',
        messages: [
          'Error: Property failed after 4 tests',
          '{ seed: 676785257, path: "3:2:0:0", endOnFailure: true }',
          'Counterexample: ["/a//b"]',
        ],
      },
      {
        name: 'packages/domain/src/a.property.test.ts > a rule answers in time (5003 ms)',
        messages: ['timed out (vitest keeps no message for a timeout in its JSON report)'],
      },
      {
        name: 'scripts/b.test.ts (the file failed)',
        messages: ["Cannot find module './missing.mjs' imported from /repo/scripts/b.test.ts"],
      },
      {
        name: 'packages/ui/src/c.test.tsx > c shows the title (11 ms)',
        messages: ['AssertionError: expected 1 to be 2 // Object.is equality'],
      },
    ]);
  });

  it('finds nothing in a missing or malformed report', () => {
    expect(failedVitestTests(undefined, '/repo')).toEqual([]);
    expect(failedVitestTests({ testResults: 'no' }, '/repo')).toEqual([]);
    expect(failedVitestTests({ testResults: [null, {}] }, '/repo')).toEqual([]);
  });
});

describe('failedPlaywrightTests', () => {
  it('names each unexpected test by project, file and titles, and the errors outside tests', () => {
    expect(failedPlaywrightTests(playwrightReport)).toEqual([
      {
        name: '[site] site/home.spec.ts > a visitor on the home page > can hide the notice',
        messages: ['Error: expect(locator).toBeVisible() failed', "Locator: getByRole('button')"],
      },
      {
        name: '(outside any test)',
        messages: ['Error: Timed out waiting 300000ms from config.webServer.'],
      },
    ]);
  });

  it('finds nothing in a missing or malformed report', () => {
    expect(failedPlaywrightTests(undefined)).toEqual([]);
    expect(failedPlaywrightTests({ suites: [{ specs: [{ tests: [null] }] }] })).toEqual([]);
  });
});

describe('formatFailedTests', () => {
  it('lists the failing tests under their suite and skips suites without failures', () => {
    expect(
      formatFailedTests([
        { suite: 'vitest', tests: [{ name: 'a.test.ts > a fails', messages: ['Error: no'] }] },
        { suite: 'e2e', tests: [] },
      ]),
    ).toEqual([
      '\n[test] failed tests',
      '  vitest:',
      '    ✗ a.test.ts > a fails',
      '        Error: no',
    ]);
  });

  it('prints nothing when nothing failed', () => {
    expect(formatFailedTests([{ suite: 'vitest', tests: [] }])).toEqual([]);
  });
});

describe('summarizeFailure', () => {
  it('keeps a few short lines of any message and never a stack frame', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 400 }), { maxLength: 12 }), (lines) => {
        const summary = summarizeFailure([...lines, stack].join('\n'));
        expect(summary.length).toBeLessThanOrEqual(5);
        for (const line of summary) {
          expect(line.length).toBeLessThanOrEqual(300);
          expect(line).not.toMatch(/^at |^$/);
        }
      }),
    );
  });
});

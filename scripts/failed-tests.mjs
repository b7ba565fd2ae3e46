// Names the failing tests from the vitest and Playwright JSON reports, so the tail of a CI log
// (often all we get) says which tests failed and why, not only how many.
import { relative } from 'node:path';

const maxLineLength = 300;
// Enough to tell an assertion from a timeout; fast-check adds its seed and counterexample below.
const maxLines = 2;

/** @param {string} text */
function stripAnsi(text) {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

/** @param {string} line */
function clip(line) {
  return line.length > maxLineLength ? `${line.slice(0, maxLineLength - 1)}…` : line;
}

/**
 * The first lines of a failure message, without stack frames; for a fast-check property also the
 * seed, the counterexample and the error it got, which are what it takes to replay the failure.
 * @param {string | undefined} message
 * @returns {string[]}
 */
export function summarizeFailure(message) {
  const lines = stripAnsi(message ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('at ') && !/^-{3,}$/.test(line));
  // Vitest's JSON report loses a timeout's message: the error keeps the stack of its definition.
  if (lines[0] === 'Error: STACK_TRACE_ERROR') {
    return ['timed out (vitest keeps no message for a timeout in its JSON report)'];
  }
  const summary = lines.slice(0, maxLines);
  if (/Property failed/.test(summary.join('\n'))) {
    const replay = lines
      .slice(maxLines)
      .filter((line) => /^(\{ seed:|Counterexample:|Got )/.test(line))
      .slice(0, 3);
    summary.push(...replay);
  }
  return summary.map(clip);
}

/**
 * @typedef {{ name: string, messages: string[] }} FailedTest
 */

/**
 * Failing tests of a vitest JSON report (`--reporter=json`): each failed test by file and full
 * name, and each file that failed without a failing test (it did not load, or a hook threw).
 * @param {unknown} report
 * @param {string} root paths are shown relative to it
 * @returns {FailedTest[]}
 */
export function failedVitestTests(report, root) {
  /** @type {FailedTest[]} */
  const failed = [];
  const files = /** @type {any} */ (report)?.testResults;
  if (!Array.isArray(files)) return failed;
  for (const file of files) {
    const path = typeof file?.name === 'string' ? relative(root, file.name) : '(unknown file)';
    const tests = Array.isArray(file?.assertionResults) ? file.assertionResults : [];
    const failedTests = tests.filter((test) => test?.status === 'failed');
    for (const test of failedTests) {
      const name = test.fullName ?? [...(test.ancestorTitles ?? []), test.title].join(' ');
      const duration = Number.isFinite(test.duration) ? ` (${Math.round(test.duration)} ms)` : '';
      failed.push({
        name: `${path} > ${name}${duration}`,
        messages: summarizeFailure((test.failureMessages ?? []).join('\n')),
      });
    }
    if (file?.status === 'failed' && failedTests.length === 0) {
      failed.push({ name: `${path} (the file failed)`, messages: summarizeFailure(file.message) });
    }
  }
  return failed;
}

/**
 * @param {any} suite
 * @param {string[]} titles
 * @param {FailedTest[]} failed
 */
function collectPlaywrightSuite(suite, titles, failed) {
  const path = [...titles, suite?.title].filter((title) => typeof title === 'string' && title);
  for (const spec of suite?.specs ?? []) {
    for (const test of spec?.tests ?? []) {
      if (test?.status !== 'unexpected') continue;
      const results = test.results ?? [];
      const last = results[results.length - 1];
      // `error` is the first error without the code snippet that `errors` adds.
      const message =
        last?.error?.message ??
        (last?.errors ?? []).map((error) => error?.message ?? '').join('\n');
      const project = test.projectName ? `[${test.projectName}] ` : '';
      failed.push({
        name: `${project}${[...path, spec.title].join(' > ')}`,
        messages: summarizeFailure(message),
      });
    }
  }
  for (const child of suite?.suites ?? []) collectPlaywrightSuite(child, path, failed);
}

/**
 * Failing tests of a Playwright JSON report, plus the errors outside any test (a web server
 * that did not start, a spec file that did not load).
 * @param {unknown} report
 * @returns {FailedTest[]}
 */
export function failedPlaywrightTests(report) {
  /** @type {FailedTest[]} */
  const failed = [];
  const { suites, errors } = /** @type {any} */ (report) ?? {};
  for (const suite of Array.isArray(suites) ? suites : []) {
    collectPlaywrightSuite(suite, [], failed);
  }
  for (const error of Array.isArray(errors) ? errors : []) {
    failed.push({ name: '(outside any test)', messages: summarizeFailure(error?.message) });
  }
  return failed;
}

/**
 * Lines that list the failing tests under the suite they belong to.
 * @param {{ suite: string, tests: FailedTest[] }[]} failures
 * @returns {string[]}
 */
export function formatFailedTests(failures) {
  const lines = [];
  for (const { suite, tests } of failures) {
    if (tests.length === 0) continue;
    lines.push(`  ${suite}:`);
    for (const { name, messages } of tests) {
      lines.push(`    ✗ ${name}`);
      for (const message of messages) lines.push(`        ${message}`);
    }
  }
  return lines.length === 0 ? [] : ['\n[test] failed tests', ...lines];
}

// docs/domain.md, the index of the domain's rules, made from the `Spec …` tags of the code: each
// top-level JSDoc in packages/domain/src that starts with `Spec <section>:` is one rule, listed
// with its export and file. A rule kept for a coming issue says so with `@usedBy issue <n> …`.
//
//   node scripts/domain-index.mjs          prints the index
//   node scripts/domain-index.mjs --write  writes docs/domain.md
//
// scripts/domain-index.test.ts fails while docs/domain.md and the code disagree.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = fileURLToPath(new URL('..', import.meta.url));
const domainSource = join(root, 'packages/domain/src');
export const indexPath = join(root, 'docs/domain.md');
export const writeCommand = 'node scripts/domain-index.mjs --write';

/** The rule files of a capability folder: sources, not tests, not the index. */
function ruleFiles(folder) {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => entry.name)
    .filter((name) => !name.endsWith('.test.ts') && name !== 'index.ts' && !name.endsWith('.d.ts'))
    .sort();
}

const exportPattern =
  /^export\s+(?:declare\s+)?(?:abstract\s+)?(?:async\s+)?(?:const|let|function\*?|class|interface|type|enum)\s+([A-Za-z0-9_$]+)/;

/** The top-level JSDoc comments of a source, each with the name it documents (`null`: none). */
export function docComments(source) {
  const comments = [];
  const pattern = /^\/\*\*([\s\S]*?)\*\/[ \t]*\n?/gm;
  for (const match of source.matchAll(pattern)) {
    const lines = match[1].split('\n').map((line) => line.replace(/^\s*\*?\s?/, '').trimEnd());
    const tagStart = lines.findIndex((line) => line.startsWith('@'));
    const body = (tagStart === -1 ? lines : lines.slice(0, tagStart)).join(' ');
    const tags =
      tagStart === -1 ? [] : lines.slice(tagStart).filter((line) => line.startsWith('@'));
    const following = source.slice(match.index + match[0].length).split('\n', 1)[0] ?? '';
    comments.push({
      text: body.replace(/\s+/g, ' ').trim(),
      tags,
      name: exportPattern.exec(following)?.[1] ?? null,
    });
  }
  return comments;
}

/**
 * `Spec public-site 3.6: the primary image …` read as its section and its first sentence; `null`
 * for a comment that is no spec tag.
 */
export function specRule(text) {
  const match = /^Spec (.+?)(?::\s+|\.\s+(?=[A-Z`"])|\.?$)([\s\S]*)$/.exec(text);
  if (match === null) return null;
  const rest = match[2].trim();
  const sentence = /^([\s\S]*?[.!?])(?:\s+(?=[A-Z])|$)/.exec(rest)?.[1] ?? rest;
  const rule = sentence === '' ? '' : sentence[0].toUpperCase() + sentence.slice(1);
  return { section: match[1].trim(), rule: rule.replace(/\.$/, '') };
}

/** Every spec rule and every rule kept for a coming issue, capability by capability. */
export function domainRules() {
  const capabilities = readdirSync(domainSource, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return capabilities.map((capability) => {
    const folder = join(domainSource, capability);
    const rules = [];
    const kept = [];
    for (const file of ruleFiles(folder)) {
      const path = relative(domainSource, join(folder, file));
      for (const comment of docComments(readFileSync(join(folder, file), 'utf8'))) {
        const spec = specRule(comment.text);
        if (spec !== null) {
          // A bare tag (`Spec public-site 3.8.` on a type) names its export as the rule.
          const rule = spec.rule === '' ? `\`${comment.name ?? file}\`` : spec.rule;
          rules.push({ ...spec, rule, name: comment.name, path });
        }
        for (const tag of comment.tags) {
          const usedBy = /^@usedBy\s+(.+)$/.exec(tag);
          if (usedBy !== null) kept.push({ name: comment.name, path, usedBy: usedBy[1].trim() });
        }
      }
    }
    return { capability, rules, kept };
  });
}

const cell = (text) => text.replace(/\|/g, '\\|');
const where = ({ name, path }) => (name === null ? `\`${path}\`` : `\`${path}\` (\`${name}\`)`);

/** The text of docs/domain.md, formatted as the repository's prettier formats markdown. */
export async function domainIndex() {
  const capabilities = domainRules();
  const lines = [
    "# The domain's rules, and where each one lives",
    '',
    `<!-- Generated from the \`Spec …\` tags of packages/domain/src by \`${writeCommand}\`; do not edit by hand. -->`,
    '',
    '`packages/domain` is the framework-free home of the business rules: pure functions and reducers,',
    'importing nothing but zod, run unchanged in Node and in the browser, exported by capability',
    '(`@kmx/domain/<capability>`). Each rule below is a JSDoc comment in the code that starts with',
    "`Spec <section>:`; its example tests with the spec's values (`x.test.ts`) and fast-check",
    'properties (`x.property.test.ts`) sit beside its file. Spec sections refer to `public-site.md`',
    'unless marked "portal". Paths are below `packages/domain/src/`.',
    '',
    'Every exported rule is called by the product; the few that wait for a coming issue are listed',
    'under [Kept for coming issues](#kept-for-coming-issues). The choices made where the spec is',
    'silent are in [domain-choices.md](domain-choices.md).',
    '',
  ];
  for (const { capability, rules } of capabilities) {
    if (rules.length === 0) continue;
    lines.push(
      `## \`@kmx/domain/${capability}\``,
      '',
      '| rule | spec | where |',
      '| --- | --- | --- |',
    );
    for (const rule of rules) {
      lines.push(`| ${cell(rule.rule)} | ${cell(rule.section)} | ${where(rule)} |`);
    }
    lines.push('');
  }
  const kept = capabilities.flatMap((each) => each.kept);
  lines.push(
    '## Kept for coming issues',
    '',
    'Rules no product code calls yet, kept because the issue named beside each will; each says so',
    'with a `@usedBy` tag.',
    '',
  );
  if (kept.length === 0) {
    lines.push('None.', '');
  } else {
    lines.push('| where | used by |', '| --- | --- |');
    for (const rule of kept) lines.push(`| ${where(rule)} | ${cell(rule.usedBy)} |`);
    lines.push('');
  }
  const options = (await prettier.resolveConfig(indexPath)) ?? {};
  return prettier.format(lines.join('\n'), { ...options, parser: 'markdown' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = await domainIndex();
  if (process.argv.includes('--write')) {
    writeFileSync(indexPath, text);
    console.log(`wrote ${relative(root, indexPath)}`);
  } else {
    process.stdout.write(text);
  }
}

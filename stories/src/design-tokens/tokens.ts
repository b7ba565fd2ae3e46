/** One custom property of the `:root` block of `tokens.css`. */
export interface DesignToken {
  /** With its dashes: `--color-brand`. */
  readonly name: string;
  /** As written, whitespace collapsed: `#003c78`, `var(--color-brand)`, `clamp(…)`. */
  readonly value: string;
  /** The comment right above it, if any (`Orange dark enough for text on white…`). */
  readonly note: string | null;
}

/** The tokens under one section heading of the file (`/* ---------- Colour: brand ---------- *\/`). */
export interface TokenGroup {
  readonly title: string;
  readonly tokens: readonly DesignToken[];
}

const section = /^-{3,}\s*(.+?)\s*-{3,}$/;

/** The body of the first plain `:root { … }` rule (not `:root:lang(…)`, not inside `@media`). */
function rootBlock(css: string): string {
  const start = /(^|[\s}])(:root)\s*\{/m.exec(css);
  if (start === null) return '';
  let depth = 0;
  const open = start.index + start[0].length - 1;
  for (let at = open; at < css.length; at += 1) {
    const character = css[at];
    if (character === '{') depth += 1;
    if (character === '}') depth -= 1;
    if (depth === 0) return css.slice(open + 1, at);
  }
  return css.slice(open + 1);
}

/**
 * The design tokens of a stylesheet, grouped by its section comments, in the file's order. Reads
 * the file itself, so the designers' page can never drift from what the site draws with.
 */
export function parseTokens(css: string): readonly TokenGroup[] {
  const body = rootBlock(css);
  const groups: { title: string; tokens: DesignToken[] }[] = [];
  let note: string | null = null;
  const parts = /\/\*([\s\S]*?)\*\/|(--[\w-]+)\s*:\s*([^;]*);/g;
  for (let part = parts.exec(body); part !== null; part = parts.exec(body)) {
    const [, comment, name, value] = part;
    if (comment !== undefined) {
      const text = comment.replace(/\s+/g, ' ').trim();
      const heading = section.exec(text);
      if (heading?.[1] !== undefined) {
        groups.push({ title: heading[1], tokens: [] });
        note = null;
      } else {
        note = text;
      }
      continue;
    }
    if (name === undefined || value === undefined) continue;
    if (groups.length === 0) groups.push({ title: 'Tokens', tokens: [] });
    groups.at(-1)?.tokens.push({ name, value: value.replace(/\s+/g, ' ').trim(), note });
    note = null;
  }
  return groups;
}

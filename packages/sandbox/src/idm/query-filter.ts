/**
 * The subset of IDM's `_queryFilter` grammar the portal uses: `true`, `false`, comparisons
 * `/field eq|co|sw "text"`, `/field pr`, `and`, `or`, `!` and parentheses. Parsed by hand into a
 * tree so no caller text is ever evaluated; anything else is a `QueryFilterError`.
 */
export type QueryFilter =
  | { readonly kind: 'literal'; readonly value: boolean }
  | {
      readonly kind: 'compare';
      readonly field: string;
      readonly operator: 'eq' | 'co' | 'sw';
      readonly value: string | number | boolean;
    }
  | { readonly kind: 'present'; readonly field: string }
  | { readonly kind: 'and' | 'or'; readonly filters: readonly QueryFilter[] }
  | { readonly kind: 'not'; readonly filter: QueryFilter };

export class QueryFilterError extends Error {}

/** Deep enough for any filter a screen builds; deeper nesting is refused rather than recursed. */
const maxDepth = 32;
const maxLength = 4000;

type Token =
  | { readonly type: 'word'; readonly text: string }
  | { readonly type: 'string'; readonly text: string }
  | { readonly type: '(' | ')' | '!' };

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < input.length) {
    const char = input.charAt(index);
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === '(' || char === ')' || char === '!') {
      tokens.push({ type: char });
      index += 1;
    } else if (char === '"') {
      let text = '';
      index += 1;
      for (;;) {
        if (index >= input.length) throw new QueryFilterError('Unterminated string');
        const next = input.charAt(index);
        if (next === '"') break;
        if (next === '\\') {
          index += 1;
          if (index >= input.length) throw new QueryFilterError('Unterminated string');
        }
        text += input.charAt(index);
        index += 1;
      }
      index += 1;
      tokens.push({ type: 'string', text });
    } else {
      const match = /^[A-Za-z0-9_/.\-+]+/.exec(input.slice(index));
      if (match === null) throw new QueryFilterError(`Unexpected character '${char}'`);
      tokens.push({ type: 'word', text: match[0] });
      index += match[0].length;
    }
  }
  return tokens;
}

/** Parses `input`; throws `QueryFilterError` (and nothing else) for anything outside the subset. */
export function parseQueryFilter(input: string): QueryFilter {
  if (input.length > maxLength) throw new QueryFilterError('Query filter too long');
  const tokens = tokenize(input);
  let position = 0;
  const peek = () => tokens[position];
  const isWord = (token: Token | undefined, text: string) =>
    token?.type === 'word' && token.text === text;

  const parseOr = (depth: number): QueryFilter => {
    const filters = [parseAnd(depth)];
    while (isWord(peek(), 'or')) {
      position += 1;
      filters.push(parseAnd(depth));
    }
    return filters.length === 1 && filters[0] ? filters[0] : { kind: 'or', filters };
  };
  const parseAnd = (depth: number): QueryFilter => {
    const filters = [parseUnary(depth)];
    while (isWord(peek(), 'and')) {
      position += 1;
      filters.push(parseUnary(depth));
    }
    return filters.length === 1 && filters[0] ? filters[0] : { kind: 'and', filters };
  };
  const parseUnary = (depth: number): QueryFilter => {
    if (depth > maxDepth) throw new QueryFilterError('Query filter nested too deeply');
    const token = peek();
    if (token === undefined) throw new QueryFilterError('Unexpected end of query filter');
    position += 1;
    if (token.type === '!') return { kind: 'not', filter: parseUnary(depth + 1) };
    if (token.type === '(') {
      const inner = parseOr(depth + 1);
      if (peek()?.type !== ')') throw new QueryFilterError("Expected ')'");
      position += 1;
      return inner;
    }
    if (token.type !== 'word') throw new QueryFilterError('Expected a field or true/false');
    if (token.text === 'true' || token.text === 'false') {
      return { kind: 'literal', value: token.text === 'true' };
    }
    const field = fieldOf(token.text);
    const operator = peek();
    position += 1;
    if (isWord(operator, 'pr')) return { kind: 'present', field };
    if (!(isWord(operator, 'eq') || isWord(operator, 'co') || isWord(operator, 'sw'))) {
      throw new QueryFilterError(`Unsupported operator after ${token.text}`);
    }
    const name = (operator as { text: 'eq' | 'co' | 'sw' }).text;
    const value = peek();
    position += 1;
    if (value?.type === 'string')
      return { kind: 'compare', field, operator: name, value: value.text };
    if (value?.type === 'word' && (value.text === 'true' || value.text === 'false')) {
      return { kind: 'compare', field, operator: name, value: value.text === 'true' };
    }
    if (value?.type === 'word' && /^-?\d+(\.\d+)?$/.test(value.text)) {
      return { kind: 'compare', field, operator: name, value: Number(value.text) };
    }
    throw new QueryFilterError(`Expected a value after ${name}`);
  };

  const filter = parseOr(0);
  if (position !== tokens.length) throw new QueryFilterError('Unexpected text after query filter');
  return filter;
}

/** `/mail` or `mail` → `mail`; `/a/b` → `a/b` (a path into nested values). */
function fieldOf(text: string): string {
  const field = text.replace(/^\//, '');
  if (!/^[A-Za-z_][A-Za-z0-9_]*(\/[A-Za-z_][A-Za-z0-9_]*)*$/.test(field)) {
    throw new QueryFilterError(`Invalid field ${text}`);
  }
  return field;
}

function valuesAt(record: unknown, field: string): unknown[] {
  let values: unknown[] = [record];
  for (const part of field.split('/')) {
    values = values.flatMap((value) => {
      if (Array.isArray(value)) return value.map((item: unknown) => propertyOf(item, part));
      return [propertyOf(value, part)];
    });
  }
  return values.flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [value]));
}

function propertyOf(value: unknown, name: string): unknown {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, name)) return undefined;
  return (value as Record<string, unknown>)[name];
}

function compares(actual: unknown, operator: 'eq' | 'co' | 'sw', expected: unknown): boolean {
  if (typeof actual === 'string' && typeof expected === 'string') {
    // IDM compares strings of managed objects without regard to case.
    const a = actual.toLowerCase();
    const e = expected.toLowerCase();
    if (operator === 'eq') return a === e;
    return operator === 'co' ? a.includes(e) : a.startsWith(e);
  }
  return operator === 'eq' && actual === expected;
}

export function matchesQueryFilter(filter: QueryFilter, record: unknown): boolean {
  switch (filter.kind) {
    case 'literal':
      return filter.value;
    case 'present':
      return valuesAt(record, filter.field).some((value) => value !== undefined && value !== null);
    case 'compare':
      return valuesAt(record, filter.field).some((value) =>
        compares(value, filter.operator, filter.value),
      );
    case 'and':
      return filter.filters.every((inner) => matchesQueryFilter(inner, record));
    case 'or':
      return filter.filters.some((inner) => matchesQueryFilter(inner, record));
    case 'not':
      return !matchesQueryFilter(filter.filter, record);
  }
}

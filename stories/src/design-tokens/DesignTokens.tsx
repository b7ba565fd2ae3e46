import { useEffect, useState, type CSSProperties } from 'react';
import type { DesignToken, TokenGroup } from './tokens';
import './design-tokens.css';

/** What a token computes to in the page (a `var()` chain resolved, a `clamp()` at this width). */
function useComputed(names: readonly string[]): Readonly<Record<string, string>> {
  const [computed, setComputed] = useState<Readonly<Record<string, string>>>({});
  const key = names.join(' ');
  useEffect(() => {
    // Not drawn: its width is the computed length (rem, vw and clamp() made px), or `auto`.
    const probe = document.createElement('div');
    probe.hidden = true;
    document.body.append(probe);
    const read = () => {
      const next: Record<string, string> = {};
      for (const name of key.split(' ')) {
        probe.style.setProperty('width', `var(${name})`);
        const width = getComputedStyle(probe).width;
        // A custom property computes with its var() references replaced.
        const own = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
        next[name] = width.endsWith('px') ? width : own;
      }
      setComputed(next);
    };
    read();
    window.addEventListener('resize', read);
    return () => {
      window.removeEventListener('resize', read);
      probe.remove();
    };
  }, [key]);
  return computed;
}

function Value({ token, computed }: { token: DesignToken; computed: string | undefined }) {
  const shown = computed !== undefined && computed !== '' && computed !== token.value;
  return (
    <span className="tokens__value">
      <code>{token.value}</code>
      {shown && (
        <>
          {' '}
          <span className="tokens__computed">
            = <code>{computed}</code>
          </span>
        </>
      )}
    </span>
  );
}

function Name({ token }: { token: DesignToken }) {
  return (
    <>
      <code className="tokens__name">{token.name}</code>
      {token.note !== null && <span className="tokens__note">{token.note}</span>}
    </>
  );
}

/** The sample a token is drawn with, by what kind of token it is. */
function sample(token: DesignToken): { style: CSSProperties; className: string; text?: string } {
  const use = `var(${token.name})`;
  const name = token.name;
  if (name.startsWith('--color-') || name.startsWith('--scrim-'))
    return { className: 'tokens__swatch', style: { background: use } };
  if (name.startsWith('--text-'))
    return { className: 'tokens__type', style: { fontSize: use }, text: 'Wire processing 0123' };
  if (name.startsWith('--font-'))
    return {
      className: 'tokens__type',
      style: { fontFamily: use },
      text: 'Präzision für jede Leitung',
    };
  if (name.startsWith('--weight-'))
    return { className: 'tokens__type', style: { fontWeight: use }, text: 'Komax Zeta 640' };
  if (name.startsWith('--leading-'))
    return {
      className: 'tokens__type tokens__type--lines',
      style: { lineHeight: use },
      text: 'Two lines of text show the distance between the lines of a paragraph.',
    };
  if (name.startsWith('--tracking-'))
    return { className: 'tokens__type', style: { letterSpacing: use }, text: 'LETTER SPACING' };
  if (name.startsWith('--space-') || name === '--page-gutter')
    return { className: 'tokens__space', style: { width: use } };
  if (name.includes('radius')) return { className: 'tokens__shape', style: { borderRadius: use } };
  if (name.startsWith('--shadow-') || name.endsWith('-shadow') || name.includes('-shadow-'))
    return { className: 'tokens__shape tokens__shape--raised', style: { boxShadow: use } };
  return { className: 'tokens__none', style: {} };
}

function Row({ token, computed }: { token: DesignToken; computed: string | undefined }) {
  const { style, className, text } = sample(token);
  return (
    <li className="tokens__row" data-token={token.name}>
      <span className={className} style={style} aria-hidden={text === undefined}>
        {text}
      </span>
      <span className="tokens__label">
        <Name token={token} />
        <Value token={token} computed={computed} />
      </span>
    </li>
  );
}

export interface DesignTokensProps {
  /** The groups to show, as `parseTokens` reads them from `tokens.css`. */
  readonly groups: readonly TokenGroup[];
  readonly title: string;
}

/** A page of design tokens for designers: each with its sample, name, value and what it computes to. */
export function DesignTokens({ groups, title }: DesignTokensProps) {
  const computed = useComputed(groups.flatMap((group) => group.tokens.map((token) => token.name)));
  return (
    <article className="tokens">
      <h1>{title}</h1>
      <p className="tokens__source">
        Read from <code>packages/ui/src/styles/tokens.css</code> at build time; the computed values
        are this window's (fluid sizes change with its width).
      </p>
      {groups.map((group) => (
        <section
          key={group.title}
          className="tokens__group"
          aria-labelledby={`tokens-${group.title}`}
        >
          <h2 id={`tokens-${group.title}`}>{group.title}</h2>
          <ul className="tokens__list">
            {group.tokens.map((token) => (
              <Row key={token.name} token={token} computed={computed[token.name]} />
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}

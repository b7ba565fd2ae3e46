import type { AccordionItem } from '@kmx/domain/content';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { BlockRendererProps } from './BlockRegistry';
import { BlockTitle } from './BlockTitle';
import { useBlockMarkup } from './use-block-markup';

/**
 * Questions that open to their answers. The server's HTML uses `<details>`, which opens without
 * any script; once hydrated each question becomes a disclosure button (`aria-expanded`) and the
 * arrow keys, Home and End move between the questions (WAI-ARIA accordion pattern). Questions a
 * visitor opened before hydration stay open.
 */
export function AccordionBlock({ block }: BlockRendererProps<'Accordion'>) {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const details = useRef<(HTMLDetailsElement | null)[]>([]);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  useEffect(() => {
    setOpen(
      new Set(details.current.flatMap((element, index) => (element?.open === true ? [index] : []))),
    );
    setEnhanced(true);
  }, []);

  if (block.items.length === 0) return null;
  const headingLevel = block.title !== null && block.title.trim() !== '' ? 3 : 2;

  const toggle = (index: number) => {
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = block.items.length - 1;
    const moves: Readonly<Record<string, number>> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <section className="block block-accordion">
      <BlockTitle blockId={block.id} title={block.title} />
      <div className="accordion">
        {block.items.map((item, index) =>
          enhanced ? (
            <DisclosureItem
              key={index}
              item={item}
              id={`${baseId}-${index}`}
              headingLevel={headingLevel}
              expanded={open.has(index)}
              buttonRef={(element) => {
                buttons.current[index] = element;
              }}
              onToggle={() => toggle(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            />
          ) : (
            <details
              key={index}
              className="accordion__item"
              ref={(element) => {
                details.current[index] = element;
              }}
            >
              <summary className="accordion__trigger">
                <span className="accordion__title">{item.title}</span>
              </summary>
              <AnswerMarkup html={item.html} />
            </details>
          ),
        )}
      </div>
    </section>
  );
}

interface DisclosureItemProps {
  readonly item: AccordionItem;
  readonly id: string;
  readonly headingLevel: 2 | 3;
  readonly expanded: boolean;
  readonly buttonRef: (element: HTMLButtonElement | null) => void;
  readonly onToggle: () => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

function DisclosureItem({
  item,
  id,
  headingLevel,
  expanded,
  buttonRef,
  onToggle,
  onKeyDown,
}: DisclosureItemProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="accordion__item">
      <Heading className="accordion__heading">
        <button
          type="button"
          id={`${id}-button`}
          className="accordion__trigger"
          aria-expanded={expanded}
          aria-controls={`${id}-panel`}
          ref={buttonRef}
          onClick={onToggle}
          onKeyDown={onKeyDown}
        >
          <span className="accordion__title">{item.title}</span>
        </button>
      </Heading>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        className="accordion__panel"
        hidden={!expanded}
      >
        <AnswerMarkup html={item.html} />
      </div>
    </div>
  );
}

function AnswerMarkup({ html }: { html: string }) {
  return (
    <div className="accordion__answer rich-text" dangerouslySetInnerHTML={useBlockMarkup(html)} />
  );
}

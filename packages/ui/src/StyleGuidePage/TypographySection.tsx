import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';

/** Headings of every level below the page title, a paragraph, and both kinds of list. */
export function TypographySection() {
  const messages = useMessages();
  const items = [
    messages['styleGuide.typography.listItem1'],
    messages['styleGuide.typography.listItem2'],
    messages['styleGuide.typography.listItem3'],
  ];
  const heading = (level: number) =>
    format(messages['styleGuide.typography.heading'], { level: String(level) });
  return (
    <div className="style-guide-example rich-text">
      <h2>{heading(2)}</h2>
      <p>{messages['styleGuide.typography.paragraph']}</p>
      <h3>{heading(3)}</h3>
      <p>{messages['styleGuide.typography.paragraph']}</p>
      <h4>{heading(4)}</h4>
      <p>{messages['styleGuide.typography.paragraph']}</p>
      <h3>{messages['styleGuide.typography.unorderedList']}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3>{messages['styleGuide.typography.orderedList']}</h3>
      <ol>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    </div>
  );
}

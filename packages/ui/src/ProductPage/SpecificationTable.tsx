import type { Specification } from '@kmx/domain/catalogue';
import { useMessages } from '../i18n/MessagesProvider';
import { figure } from './technical-figures';

export interface SpecificationTableProps {
  /** Already chosen for the system of units (`specificationsInSystem`). */
  readonly specifications: readonly Specification[];
  readonly caption: string;
}

/** Technical data as a two-column table: the name heads each row. */
export function SpecificationTable({ specifications, caption }: SpecificationTableProps) {
  const messages = useMessages();
  return (
    <table className="specification-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{messages['catalogue.product.specification']}</th>
          <th scope="col">{messages['catalogue.product.value']}</th>
        </tr>
      </thead>
      <tbody>
        {specifications.map((entry, index) => (
          <tr key={`${entry.name}-${entry.unit ?? ''}-${index}`}>
            <th scope="row">{entry.name}</th>
            <td>{figure(entry)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

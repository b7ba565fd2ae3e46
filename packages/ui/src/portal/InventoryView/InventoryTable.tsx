import type { Machine } from '@kmx/domain/portal';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';

interface InventoryTableProps {
  readonly machines: readonly Machine[];
  readonly newTicketHref: (machine: Machine) => string;
}

/** The machines as a table; each cell carries its column's name for the stacked narrow layout. */
export function InventoryTable({ machines, newTicketHref }: InventoryTableProps) {
  const messages = usePortalMessages();
  const columns = {
    model: messages['portal.services.inventory.column.model'],
    name: messages['portal.services.inventory.column.name'],
    serialNumber: messages['portal.services.inventory.column.serialNumber'],
    plant: messages['portal.services.inventory.column.plant'],
    organisation: messages['portal.services.inventory.column.organisation'],
    year: messages['portal.services.inventory.column.year'],
    actions: messages['portal.services.inventory.column.actions'],
  };
  return (
    <table className="inventory-table">
      <caption>{messages['portal.services.inventory.caption']}</caption>
      <thead>
        <tr>
          {Object.entries(columns).map(([key, label]) => (
            <th key={key} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {machines.map((machine) => (
          <tr key={machine.id}>
            <th scope="row" data-label={columns.model}>
              {machine.model}
            </th>
            <td data-label={columns.name}>
              {machine.name ?? (
                <span className="inventory-table__none">
                  {messages['portal.services.inventory.noName']}
                </span>
              )}
            </td>
            <td data-label={columns.serialNumber} className="inventory-table__code">
              {machine.serialNumber}
            </td>
            <td data-label={columns.plant}>{machine.plant.name}</td>
            <td data-label={columns.organisation}>{machine.organisation.name}</td>
            <td data-label={columns.year}>{machine.year}</td>
            <td data-label={columns.actions}>
              <a href={newTicketHref(machine)}>
                {messages['portal.services.inventory.createTicket']}
                <span className="visually-hidden">
                  {' '}
                  ({machine.model}, {machine.serialNumber})
                </span>
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

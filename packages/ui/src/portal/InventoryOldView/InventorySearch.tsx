import { useState, type FormEvent } from 'react';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import type { InventoryQuery } from '@kmx/domain/portal';
import { inventoryQueryKey, submittedInventoryQuery } from '../InventoryView/inventory-view-query';

interface InventorySearchProps {
  readonly query: InventoryQuery;
  readonly action: string;
  readonly onQueryChange: (query: InventoryQuery) => void;
}

/** The plain list's one filter: a GET search by model or serial number. */
export function InventorySearch({ query, action, onQueryChange }: InventorySearchProps) {
  const messages = usePortalMessages();
  const queryKey = inventoryQueryKey(query);
  const [shownKey, setShownKey] = useState(queryKey);
  const [text, setText] = useState(query.text ?? '');
  if (shownKey !== queryKey) {
    setShownKey(queryKey);
    setText(query.text ?? '');
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onQueryChange(submittedInventoryQuery(event.currentTarget));
  };
  return (
    <form
      className="inventory-filters"
      method="get"
      action={action}
      role="search"
      aria-label={messages['portal.services.inventory.searchLabel']}
      onSubmit={onSubmit}
    >
      <div className="inventory-filters__field">
        <label htmlFor="kmx-inventory-old-text">
          {messages['portal.services.inventory.search']}
        </label>
        <input
          id="kmx-inventory-old-text"
          name="q"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className="button inventory-filters__apply">
        {messages['portal.services.inventory.searchButton']}
      </button>
    </form>
  );
}

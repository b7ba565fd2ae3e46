import type { FacetCount, InventoryPage, InventoryQuery } from '@kmx/domain/portal';
import { useState, type FormEvent } from 'react';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { formatNumber } from '../portal-intl';
import { inventoryQueryKey, submittedInventoryQuery } from './inventory-view-query';

interface InventoryFiltersProps {
  readonly query: InventoryQuery;
  /** The page whose facets fill the selects; `null` before the first page arrived. */
  readonly page: InventoryPage | null;
  readonly localeCode: string;
  /** The list's address: the form is a plain GET form that works before the script runs. */
  readonly action: string;
  readonly onQueryChange: (query: InventoryQuery) => void;
}

interface Choice {
  readonly id: string;
  readonly name: string;
}

function options(
  facets: readonly FacetCount<Choice>[],
  selected: string | null,
  localeCode: string,
) {
  const shown = facets.map((facet) => ({
    id: facet.value.id,
    label: `${facet.value.name} (${formatNumber(facet.count, localeCode)})`,
  }));
  // A chosen value the facets do not list (yet) stays selectable, so the form keeps it.
  if (selected !== null && !shown.some((option) => option.id === selected)) {
    shown.unshift({ id: selected, label: selected });
  }
  return shown.map((option) => (
    <option key={option.id} value={option.id}>
      {option.label}
    </option>
  ));
}

/** Filters by plant and organisation with counts, and a search by model or serial number. */
export function InventoryFilters({
  query,
  page,
  localeCode,
  action,
  onQueryChange,
}: InventoryFiltersProps) {
  const messages = usePortalMessages();
  const queryKey = inventoryQueryKey(query);
  const [shownKey, setShownKey] = useState(queryKey);
  const [plant, setPlant] = useState(query.plant ?? '');
  const [organisation, setOrganisation] = useState(query.organisation ?? '');
  const [text, setText] = useState(query.text ?? '');
  // The address changed (Back, a link): the fields follow it.
  if (shownKey !== queryKey) {
    setShownKey(queryKey);
    setPlant(query.plant ?? '');
    setOrganisation(query.organisation ?? '');
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
      aria-label={messages['portal.services.inventory.filters']}
      onSubmit={onSubmit}
    >
      <div className="inventory-filters__field">
        <label htmlFor="kmx-inventory-plant">{messages['portal.services.inventory.plant']}</label>
        <select
          id="kmx-inventory-plant"
          name="plant"
          value={plant}
          onChange={(event) => setPlant(event.target.value)}
        >
          <option value="">{messages['portal.services.inventory.allPlants']}</option>
          {options(page?.plants ?? [], query.plant, localeCode)}
        </select>
      </div>
      <div className="inventory-filters__field">
        <label htmlFor="kmx-inventory-organisation">
          {messages['portal.services.inventory.organisation']}
        </label>
        <select
          id="kmx-inventory-organisation"
          name="organisation"
          value={organisation}
          onChange={(event) => setOrganisation(event.target.value)}
        >
          <option value="">{messages['portal.services.inventory.allOrganisations']}</option>
          {options(page?.organisations ?? [], query.organisation, localeCode)}
        </select>
      </div>
      <div className="inventory-filters__field">
        <label htmlFor="kmx-inventory-text">{messages['portal.services.inventory.search']}</label>
        <input
          id="kmx-inventory-text"
          name="q"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className="button inventory-filters__apply">
        {messages['portal.services.inventory.apply']}
      </button>
    </form>
  );
}

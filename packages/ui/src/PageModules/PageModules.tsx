import type { LocaleView, PageModule } from '@kmx/domain/view';
import { EventList } from '../EventList/EventList';
import { InvestorTables } from '../InvestorTables/InvestorTables';
import { LocationsDirectory } from '../LocationsDirectory/LocationsDirectory';
import { intlLocaleTag } from './intl-format';

export interface PageModulesProps {
  readonly modules: readonly PageModule[];
  /** The visitor's locale: numbers, amounts, dates and country names follow it. */
  readonly locale: Pick<LocaleView, 'language' | 'country'>;
}

function Module({ module, locale }: { module: PageModule; locale: string }) {
  switch (module.kind) {
    case 'investor':
      return <InvestorTables investor={module.investor} locale={locale} />;
    case 'locations':
      return (
        <LocationsDirectory
          locations={module.locations}
          countryCodes={module.countryCodes}
          types={module.types}
          filter={module.filter}
          locale={locale}
        />
      );
    case 'events':
      return <EventList events={module.events} past={module.past} locale={locale} />;
    default:
      return module satisfies never;
  }
}

/** The data a content page shows after its blocks: investor tables, locations, events. */
export function PageModules({ modules, locale }: PageModulesProps) {
  if (modules.length === 0) return null;
  const tag = intlLocaleTag(locale);
  return (
    <div className="page-modules">
      {modules.map((module) => (
        <Module key={module.kind} module={module} locale={tag} />
      ))}
    </div>
  );
}

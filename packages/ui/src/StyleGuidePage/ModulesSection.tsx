import { EventList } from '../EventList/EventList';
import { exampleEvents, exampleInvestor, exampleLocations } from '../examples/example-modules';
import { InvestorTables } from '../InvestorTables/InvestorTables';
import { LocationsDirectory } from '../LocationsDirectory/LocationsDirectory';

/** The style guide has no locale handling: its examples read as for a visitor in Switzerland. */
const exampleLocale = 'en-CH';

/** The page modules with example data: investor tables, locations with filters, events. */
export function ModulesSection() {
  return (
    <>
      <div className="style-guide-example">
        <InvestorTables investor={exampleInvestor} locale={exampleLocale} />
      </div>
      <div className="style-guide-example">
        <LocationsDirectory
          locations={exampleLocations}
          countryCodes={['CH', 'DE']}
          types={['Headquarters', 'Production']}
          filter={{ country: null, type: null }}
          locale={exampleLocale}
        />
      </div>
      <div className="style-guide-example">
        <EventList events={exampleEvents} locale={exampleLocale} />
      </div>
    </>
  );
}

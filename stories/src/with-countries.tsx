import type { Decorator } from '@storybook/react-vite';
import type { CountryChoice } from '@kmx/domain/view';
import { SiteServicesProvider } from '@kmx/ui';
import {
  exampleCountries,
  exampleCountryServices,
  germanCountries,
  type ExampleCountriesAnswer,
} from '@kmx/ui/examples';

/**
 * Gives the story the site services of the location selector: its countries (by default the
 * example site's, in the story's language) answered as the countries endpoint would.
 */
export function withCountries(
  countries?: readonly CountryChoice[],
  answer: ExampleCountriesAnswer = 'list',
): Decorator {
  return (Story, context) => {
    const language = String(context.globals['language'] ?? 'en');
    const named = countries ?? (language === 'de' ? germanCountries : exampleCountries);
    return (
      <SiteServicesProvider services={exampleCountryServices(named, answer)}>
        <Story />
      </SiteServicesProvider>
    );
  };
}

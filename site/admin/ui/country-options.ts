import { COUNTRY_CODES, countryByDialCode, countryByIso, DEFAULT_COUNTRY_ISO } from '#contract/leads/country-codes';

/** The country codes as the admin app's Select takes them: the ISO code (dial codes repeat) and '+233 Ghana'. */
export const COUNTRY_OPTIONS = COUNTRY_CODES.map(
  (country) => [country.iso, `${country.dial} ${country.name}`] as const,
);

/** The dial code an option stands for. */
export function dialOfIso(iso: string): string {
  return (countryByIso(iso) ?? countryByIso(DEFAULT_COUNTRY_ISO)!).dial;
}

/** The option a stored dial code shows as (the first country with it). */
export function isoOfDial(dial: string): string {
  return countryByDialCode(dial)?.iso ?? DEFAULT_COUNTRY_ISO;
}

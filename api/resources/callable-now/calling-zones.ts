import { zonesInCallingHours } from '#contract/leads/calling-hours';

/** Every zone Node knows, in the spelling a lead's zone is stored with (phone-time-zone.ts draws on the same ICU). */
let everyZone: string[] | undefined;
let worked: { minute: number; zones: string[] } | undefined;

/**
 * The zones where `at` is within calling hours, worked out once a minute (half and quarter hour zones change on
 * the minute too): about two hundred names, handed to the database rather than a clock per lead in SQL.
 */
export function callingZonesAt(at: Date): string[] {
  const minute = Math.floor(at.getTime() / 60_000);
  if (worked?.minute !== minute) {
    everyZone ??= Intl.supportedValuesOf('timeZone');
    worked = { minute, zones: zonesInCallingHours(everyZone, at) };
  }
  return worked.zones;
}

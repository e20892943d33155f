/**
 * The sources a lead list's Source filter offers. Stored sources are folded at intake (first-touch.ts
 * leadSourceOf): lower case, but for DIRECT_SOURCE. So 'direct' (a campaign's utm_source) and 'Direct' (no
 * source at all) are the only spellings one source can have, and the filter matches both.
 */
import { DIRECT_SOURCE } from './first-touch';

/** GET /api/buyers/sources (sellers, renters) → `{ sources }`: each source seen among the type's leads once. */
export interface LeadSources {
  /** Sorted A to Z, whatever the case; leads stored before sources were recorded ('') are not a choice. */
  sources: string[];
}

const folded = (source: string) => source.toLocaleLowerCase('en-US');

/** The spellings stored for the source the filter names, whatever its case. */
export function sourceSpellings(source: string): string[] {
  const spellings = new Set([source, folded(source)]);
  if (folded(source) === folded(DIRECT_SOURCE)) spellings.add(DIRECT_SOURCE);
  return [...spellings];
}

/** The sources seen, one per case-insensitive name (the first spelling given), '' left out, sorted. */
export function foldSources(seen: readonly string[]): string[] {
  const byName = new Map<string, string>();
  for (const source of seen) if (source && !byName.has(folded(source))) byName.set(folded(source), source);
  return [...byName.values()].sort((a, b) => folded(a).localeCompare(folded(b), 'en-US'));
}

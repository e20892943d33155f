/**
 * How account names are compared. Both keys live in unique columns of `admin_users`, so two processes
 * creating look-alike names at the same moment cannot both succeed.
 */

/** A name as it is stored: NFKC, so a full-width `ＡＤＭＩＮ` and its compatibility forms are the plain name. */
export function normalUsername(username: string): string {
  return username.normalize('NFKC');
}

/**
 * The unique key of a username: normalised, then lowercased by JavaScript, so one account per name whatever
 * its case or width, on both databases. Lowercasing can lengthen a name ('İ' becomes two characters).
 */
export function usernameKey(username: string): string {
  return normalUsername(username).toLowerCase();
}

/**
 * Letters and digits that look like a Latin letter in the admin's own screens: Cyrillic and Greek look-alikes,
 * and the digits read as letters. From Unicode's confusables (UTS #39), the ones a sans-serif font makes identical.
 */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  у: 'y',
  ԝ: 'w',
  х: 'x',
  ү: 'y',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ı: 'i',
  ɡ: 'g',
  '0': 'o',
  '1': 'l',
  '|': 'l',
};

/**
 * What a name looks like: its key with accents kept, look-alike letters replaced by the Latin letter they
 * pass for, and `rn` read as `m`, `vv` as `w`: `аdmin` (Cyrillic а), `adrnin` and `ＡＤＭＩＮ` all look like
 * `admin`. A second account with that look could pass for the first in every list, email and audit entry.
 */
export function usernameSkeleton(username: string): string {
  const plain = [...usernameKey(username)].map((character) => LOOK_ALIKES[character] ?? character).join('');
  return plain.replaceAll('rn', 'm').replaceAll('vv', 'w');
}

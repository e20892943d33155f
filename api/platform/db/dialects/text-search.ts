import { byDialect, type DatabaseHandle } from './by-dialect';

/** Finding text within text. */
export interface TextSearch {
  /** Whether `haystack` holds `needle`, case and all (both SQL expressions). */
  contains(haystack: string, needle: string): string;
}

const sqlite: TextSearch = { contains: (haystack, needle) => `instr(${haystack}, ${needle}) > 0` };

const postgres: TextSearch = { contains: (haystack, needle) => `strpos(${haystack}, ${needle}) > 0` };

export const textSearch = (handle: DatabaseHandle): TextSearch => byDialect(handle, { sqlite, postgres });

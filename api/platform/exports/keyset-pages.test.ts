import { describe, expect, it } from 'vitest';
import type { RowPosition } from '../validation/page-cursor';
import { EXPORT_PAGE_ROWS, keysetPages } from './keyset-pages';

const at = (id: number): RowPosition => ({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, id)), id });

describe('keysetPages', () => {
  it('asks for each page after the last one, EXPORT_PAGE_ROWS at a time, until there is no next', async () => {
    const asked: Array<[number | undefined, number]> = [];
    const pages = [
      { rows: ['c', 'b'], next: at(2) },
      { rows: ['a'], next: at(1) },
      { rows: [], next: null },
    ];
    const read: string[][] = [];
    for await (const rows of keysetPages(
      async (after, limit) => (asked.push([after?.id, limit]), pages[asked.length - 1]!),
    ))
      read.push(rows);
    expect(read).toEqual([['c', 'b'], ['a'], []]);
    expect(asked).toEqual([
      [undefined, EXPORT_PAGE_ROWS],
      [2, EXPORT_PAGE_ROWS],
      [1, EXPORT_PAGE_ROWS],
    ]);
  });

  it('lets the event loop turn between pages, even when each page is answered at once (better-sqlite3)', async () => {
    let otherWorkRan = false;
    setImmediate(() => (otherWorkRan = true));
    const ranBeforePage: boolean[] = [];
    const pages = keysetPages(async (after) => {
      ranBeforePage.push(otherWorkRan);
      return { rows: [after?.id ?? 0], next: (after?.id ?? 0) < 2 ? at((after?.id ?? 0) + 1) : null };
    });
    await Array.fromAsync(pages);
    expect(ranBeforePage).toEqual([false, true, true]);
  });
});

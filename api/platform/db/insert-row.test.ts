import { afterEach, describe, expect, test } from 'vitest';
import { Lead } from './entities/Lead';
import { insertRows } from './insert-row';
import { openMigratedDatabase, TEST_DATABASES } from '../../test/test-databases';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe.each(TEST_DATABASES)('insertRows on $name', (database) => {
  test('inserts rows of two shapes in one statement each and answers each row its own id, in the rows’ order', async () => {
    const opened = await openMigratedDatabase(database);
    close = opened.close;
    const now = new Date();
    const lead = (name: string, extra: Partial<Lead> = {}): Partial<Lead> => ({
      type: 'buyer',
      name,
      email: `${name}@example.com`,
      phone: '024 412 3456',
      countryCode: '+233',
      details: '',
      contactStatus: 'Not Contacted',
      leadStatus: 'New',
      searchText: name,
      createdAt: now,
      updatedAt: now,
      ...extra,
    });
    const rows = [
      lead('ama'),
      lead('kofi', { accraArea: 'East Legon' }),
      lead('esi'),
      lead('yaw', { accraArea: 'Osu' }),
    ];
    const ids = await opened.dataSource.transaction((manager) => insertRows(manager, Lead, rows));
    expect(new Set(ids).size).toBe(4);
    const stored = await opened.dataSource.getRepository(Lead).find();
    expect(Object.fromEntries(stored.map((row) => [row.name, row.id]))).toEqual({
      ama: ids[0],
      kofi: ids[1],
      esi: ids[2],
      yaw: ids[3],
    });
    expect(stored.find((row) => row.name === 'yaw')!.accraArea).toBe('Osu');
  });
});

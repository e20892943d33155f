import type { DataSource } from 'typeorm';
import { describe, expect, test } from 'vitest';
import { createDataSource } from '../data-source';
import { byDialect, type DatabaseHandle } from './by-dialect';

// Built, not opened: which database a handle is on is known before any connection.
const dataSources: Array<[name: 'sqlite' | 'postgres', dataSource: DataSource]> = [
  ['sqlite', createDataSource('sqlite:/nonexistent/by-dialect.sqlite')],
  ['postgres', createDataSource('postgres://nobody@127.0.0.1:1/nothing')],
];

describe.each(dataSources)('byDialect on %s', (name, dataSource) => {
  test("every handle the app holds answers its database's variant", () => {
    const handles: DatabaseHandle[] = [
      dataSource,
      dataSource.manager,
      dataSource.driver,
      dataSource.createQueryBuilder(),
    ];
    for (const handle of handles) expect(byDialect(handle, { sqlite: 'sqlite', postgres: 'postgres' })).toBe(name);
  });
});

test('a database the app does not run on has no variant, rather than taking one by default', () => {
  const mysql = { options: { type: 'mysql' } } as unknown as DatabaseHandle;
  expect(() => byDialect(mysql, { sqlite: 1, postgres: 2 })).toThrow('No SQL dialect for a mysql database');
});

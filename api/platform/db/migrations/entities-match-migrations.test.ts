import { describe, expect, test } from 'vitest';
import { openMigratedDatabase, TEST_DATABASES } from '../../../test/test-databases';

// The migrations build the database; the entities are what TypeORM (and `migration:generate`) believe
// it is. TypeORM's own schema diff between the two must be empty, or an entity has drifted.
describe.each(TEST_DATABASES)('entities and migrations on $name', (database) => {
  test('the entities describe exactly the schema the migrations build', async () => {
    const { dataSource, close } = await openMigratedDatabase(database);
    try {
      const { upQueries } = await dataSource.driver.createSchemaBuilder().log();
      const queries = upQueries.map(({ query, parameters }) =>
        parameters?.length ? `${query} -- ${JSON.stringify(parameters)}` : query,
      );
      expect(
        queries.length,
        `TypeORM would change the migrated schema to match the entities:\n${queries.join('\n')}\n`,
      ).toBe(0);
    } finally {
      await close();
    }
  });
});

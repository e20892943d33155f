import { describe, expect, test } from 'vitest';
import { createDataSource } from '../api/platform/db/data-source';
import { runPendingMigrations } from '../api/platform/db/migrate';
import { buildLead } from '../api/test/factories';
import { TEST_DATABASES } from '../api/test/test-databases';
import { startBare } from './bench-servers';

describe.each(TEST_DATABASES)("the benchmark's bare handler on $name", (database) => {
  test('stores the posted lead with one insert and answers 201 with its id', async () => {
    const { url, drop } = await database.create();
    const dataSource = createDataSource(url);
    await dataSource.initialize();
    try {
      await runPendingMigrations(dataSource);
      const bare = await startBare(url);
      try {
        const lead = buildLead({ services: ['viewing'] });
        const response = await fetch(`${bare.url}/api/buyers`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(lead),
        });
        expect(response.status).toBe(201);
        const { id } = (await response.json()) as { id: number };
        const [row] = await dataSource.query(
          `SELECT type, email, details, services FROM leads WHERE id = ${Number(id)}`,
        );
        expect(row).toEqual({
          type: 'buyer',
          email: lead.email,
          details: lead.contactDetails,
          services: '["viewing"]',
        });
      } finally {
        await bare.stop();
      }
    } finally {
      await dataSource.destroy();
      await drop();
    }
  });
});

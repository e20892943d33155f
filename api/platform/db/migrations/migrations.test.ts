import { afterEach, describe, expect, test } from 'vitest';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../data-source';
import { runPendingMigrations } from '../migrate';
import { TEST_DATABASES } from '../../../test/test-databases';

describe.each(TEST_DATABASES)('schema and migrations on $name', (database) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function freshDataSource(url?: string): Promise<{ dataSource: DataSource; url: string }> {
    let databaseUrl = url;
    if (!databaseUrl) {
      const created = await database.create();
      cleanups.push(created.drop);
      databaseUrl = created.url;
    }
    const dataSource = createDataSource(databaseUrl);
    await dataSource.initialize();
    cleanups.push(() => dataSource.destroy());
    return { dataSource, url: databaseUrl };
  }

  test('up creates the tables and the indexes the back-office needs; down removes them; up again works', async () => {
    const { dataSource } = await freshDataSource();
    expect((await runPendingMigrations(dataSource)).length).toBeGreaterThan(0);
    const runner = dataSource.createQueryRunner();
    try {
      const leads = await runner.getTable('leads');
      expect(leads?.indices.map((index) => index.name).sort()).toEqual(
        [
          'IDX_leads_list',
          'IDX_leads_list_type',
          'IDX_leads_list_type_contactStatus',
          'IDX_leads_list_type_leadStatus',
          'IDX_leads_list_type_name',
          'IDX_leads_list_type_next_step',
          'IDX_leads_spam',
          'IDX_leads_first_contact',
          'IDX_leads_emailKey',
          'IDX_leads_phoneE164',
          'IDX_leads_list_source',
          'IDX_leads_list_type_source',
          'IDX_leads_recent_source',
          'IDX_leads_list_type_assignedTo',
          'IDX_leads_assignedToId',
          'IDX_leads_owner_next_step',
          'IDX_leads_next_step',
          'IDX_leads_mergedIntoId',
          'IDX_leads_agent_first_touch',
          'IDX_leads_callable',
        ].sort(),
      );
      // TypeORM reads PostgreSQL's index columns back in no particular order.
      expect(
        leads?.indices.find((index) => index.name === 'IDX_leads_list_type_leadStatus')?.columnNames.sort(),
      ).toEqual(['createdAt', 'id', 'leadStatus', 'type']);
      const audit = await runner.getTable('audit_events');
      expect(audit?.indices.map((index) => index.name).sort()).toEqual([
        'IDX_audit_events_action',
        'IDX_audit_events_actor',
        'IDX_audit_events_list',
      ]);
      // Find a Person finds a contact corrected off a lead through these.
      const changes = await runner.getTable('lead_record_changes');
      expect(changes?.indices.map((index) => index.name).sort()).toEqual([
        'IDX_lead_record_changes_changedById',
        'IDX_lead_record_changes_fromKey',
        'IDX_lead_record_changes_leadId',
        'IDX_lead_record_changes_toKey',
      ]);
      // A lead's timeline reads its touches through (leadId, id).
      expect((await runner.getTable('lead_touches'))?.indices.map((index) => index.name).sort()).toEqual([
        'IDX_lead_touches_leadId',
        'IDX_lead_touches_touchedById',
      ]);
      const subscribers = await runner.getTable('newsletter_subscribers');
      expect(subscribers?.indices.find((index) => index.name === 'UQ_newsletter_subscribers_emailKey')?.isUnique).toBe(
        true,
      );
      if (database.name === 'postgres') {
        expect(leads?.findColumnByName('createdAt')?.type).toBe('timestamp with time zone');
        // The search reads its narrow copy of the leads, where the trigram index is.
        expect((await runner.getTable('lead_search'))?.indices.map((index) => index.name)).toEqual([
          'IDX_lead_search_text',
        ]);
      }

      for (let i = 0; i < (await dataSource.migrations.length); i++)
        await dataSource.undoLastMigration({ transaction: 'each' });
      expect(await runner.hasTable('leads')).toBe(false);
      expect(await runner.hasTable('newsletter_subscribers')).toBe(false);
      expect(await runner.hasTable('throttle_windows')).toBe(false);
      expect((await runPendingMigrations(dataSource)).length).toBe(dataSource.migrations.length);
      expect(await runner.hasTable('leads')).toBe(true);
    } finally {
      await runner.release();
    }
  });

  if (database.name === 'sqlite') {
    test('SQLite runs with WAL, synchronous=FULL and foreign keys on', async () => {
      const { dataSource } = await freshDataSource();
      const pragma = async (name: string) => Object.values((await dataSource.query(`PRAGMA ${name}`))[0])[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2);
      expect(await pragma('foreign_keys')).toBe(1);
    });
  }

  if (database.name === 'postgres') {
    // The deployment with several app processes; SQLite is for one process on one machine.
    test('several processes starting at once migrate once and all succeed', async () => {
      const { url } = await freshDataSource();
      const starters = await Promise.all([0, 1, 2].map(() => freshDataSource(url)));
      const applied = await Promise.all(starters.map(({ dataSource }) => runPendingMigrations(dataSource)));
      expect(applied.map((list) => list.length).sort()).toEqual([0, 0, starters[0].dataSource.migrations.length]);
    });

    test('times are UTC instants whatever the session time zone', async () => {
      const { dataSource } = await freshDataSource();
      await runPendingMigrations(dataSource);
      const instant = new Date('2026-01-15T23:30:00.000Z');
      await dataSource.query(`SET TIME ZONE 'America/New_York'`);
      await dataSource.query(
        'INSERT INTO "newsletter_subscribers" ("email", "emailKey", "createdAt") VALUES ($1, $1, $2)',
        ['tz@example.com', instant],
      );
      await dataSource.query(`SET TIME ZONE 'Asia/Tokyo'`);
      const [row] = await dataSource.query('SELECT "createdAt" FROM "newsletter_subscribers" WHERE "email" = $1', [
        'tz@example.com',
      ]);
      expect(new Date(row.createdAt).toISOString()).toBe(instant.toISOString());
    });
  }
});

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SQLite's search index (FTS5) deletes a lead's old search text by adding a delete marker: the old entries,
 * a three-letter piece of a name or an email each, stay in the index's pages until a merge happens to reach
 * them, after the person was erased. With 'secure-delete' on (kept in the index's config, SQLite 3.44 and
 * later) FTS5 removes them from the pages at once. One 'optimize' merges away the entries that earlier deletions
 * left. PostgreSQL's trigram indexes lose their entries in VACUUM (see the erasure's clearOldCopies).
 */
export class EraseSearchEntriesForGood1764878400000 implements MigrationInterface {
  name = 'EraseSearchEntriesForGood1764878400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type === 'postgres') return;
    await queryRunner.query(`INSERT INTO "leads_search"("leads_search", "rank") VALUES ('secure-delete', 1)`);
    await queryRunner.query(`INSERT INTO "leads_search"("leads_search") VALUES ('optimize')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type === 'postgres') return;
    await queryRunner.query(`INSERT INTO "leads_search"("leads_search", "rank") VALUES ('secure-delete', 0)`);
  }
}

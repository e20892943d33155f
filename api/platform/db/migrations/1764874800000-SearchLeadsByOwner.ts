import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RecordWhereLeadsComeFrom1764442800000 } from './1764442800000-RecordWhereLeadsComeFrom';

/** lead_search's copy of each lead before this migration (RecordWhereLeadsComeFrom) and after it. */
const SEARCH_COLUMNS = ['id', 'type', 'contactStatus', 'leadStatus', 'createdAt', 'spamAt', 'searchText', 'source'];
const SEARCH_COLUMNS_WITH_OWNER = [...SEARCH_COLUMNS, 'assignedToId'];

/**
 * On PostgreSQL the search's narrow copy of the leads (lead_search) holds every column a list filters by, so
 * a search narrowed by the "Assigned to" filter reads it alone: it gains `assignedToId`, filled
 * from the leads (few have an owner yet: the column came with FollowUpDesk), and its trigger copies it.
 * SQLite's search index (FTS5) is joined to the leads, which have the column.
 */
export class SearchLeadsByOwner1764874800000 implements MigrationInterface {
  name = 'SearchLeadsByOwner1764874800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type !== 'postgres') return;
    await queryRunner.query(`ALTER TABLE "lead_search" ADD COLUMN "assignedToId" integer NULL`);
    await queryRunner.query(
      `UPDATE "lead_search" s SET "assignedToId" = l."assignedToId" FROM "leads" l WHERE l."id" = s."id" AND l."assignedToId" IS NOT NULL`,
    );
    await keepSearchCopy(queryRunner, SEARCH_COLUMNS_WITH_OWNER);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type !== 'postgres') return;
    await keepSearchCopy(queryRunner, SEARCH_COLUMNS);
    await queryRunner.query(`ALTER TABLE "lead_search" DROP COLUMN "assignedToId"`);
  }
}

/**
 * lead_search's trigger function and update trigger, copying `columns`: RecordWhereLeadsComeFrom's own (a shipped
 * migration never changes, so what it writes stays what this one rewrites), called by name as it is private.
 */
function keepSearchCopy(queryRunner: QueryRunner, columns: readonly string[]): Promise<void> {
  return new RecordWhereLeadsComeFrom1764442800000()['keepSearchCopy'](queryRunner, columns);
}

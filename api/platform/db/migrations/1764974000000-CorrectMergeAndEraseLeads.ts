import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { idColumn, textColumn, timestampColumn, varcharColumn } from '../columns';

const MERGED_INDEX = new TableIndex({ name: 'IDX_leads_mergedIntoId', columnNames: ['mergedIntoId'] });

/**
 * Staff correcting and merging leads, and what an erasure leaves on them:
 * - `leads.mergedIntoId`: the oldest lead of a person's merged group (null on that lead and on unmerged ones);
 * - `leads.erasedAt` and `erasedByName`: when a person's details were erased from the lead, and by whom, for its
 *   card and its export; leads erased before get their last change as the time, no name, and lose their owner
 *   and next step as an erasure now does;
 * - `lead_record_changes`: a correction of a contact field (old and new value) or a merge, for the timeline.
 * The leads columns are added with ALTER TABLE itself, as FollowUpDesk's were: TypeORM adds a column on SQLite by
 * copying the table, which drops its search and tally triggers.
 */
export class CorrectMergeAndEraseLeads1764974000000 implements MigrationInterface {
  name = 'CorrectMergeAndEraseLeads1764974000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const time = timestampColumn(queryRunner, 'erasedAt').type;
    await queryRunner.query(`ALTER TABLE "leads" ADD COLUMN "mergedIntoId" integer NULL`);
    await queryRunner.query(`ALTER TABLE "leads" ADD COLUMN "erasedAt" ${time} NULL`);
    await queryRunner.query(`ALTER TABLE "leads" ADD COLUMN "erasedByName" varchar(64) NULL`);
    await queryRunner.createIndex('leads', MERGED_INDEX);
    // Leads erased before this (their address is the marker, which no visitor can send, and they have no key)
    // leave their owner's lists too; when is their last change, by whom no longer known.
    const no = queryRunner.connection.driver.normalizeDefault({ default: false } as never);
    await queryRunner.query(
      `UPDATE "leads" SET "assignedToId" = NULL, "nextStepAt" = NULL, "nextStepHasTime" = ${no}, "nextStepText" = '', "erasedAt" = "updatedAt", "erasedByName" = '' WHERE "email" = '[erased]' AND "emailKey" IS NULL`,
    );
    await queryRunner.createTable(
      new Table({
        name: 'lead_record_changes',
        columns: [
          idColumn(),
          { name: 'leadId', type: 'integer', isNullable: false },
          // 'name', 'email' or 'phone' (a correction), or 'merged'.
          varcharColumn('field', 10),
          textColumn('fromValue'),
          textColumn('toValue'),
          { name: 'otherLeadId', type: 'integer', isNullable: true },
          timestampColumn(queryRunner, 'changedAt'),
          { name: 'changedById', type: 'integer', isNullable: true },
          varcharColumn('changedByName', 64),
        ],
        indices: [
          { name: 'IDX_lead_record_changes_leadId', columnNames: ['leadId', 'id'] },
          { name: 'IDX_lead_record_changes_changedById', columnNames: ['changedById'] },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_lead_record_changes_leadId',
            columnNames: ['leadId'],
            referencedTableName: 'leads',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_lead_record_changes_changedById',
            columnNames: ['changedById'],
            referencedTableName: 'admin_users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('lead_record_changes');
    await queryRunner.dropIndex('leads', MERGED_INDEX.name!);
    for (const column of ['erasedByName', 'erasedAt', 'mergedIntoId']) {
      await queryRunner.query(`ALTER TABLE "leads" DROP COLUMN "${column}"`);
    }
  }
}

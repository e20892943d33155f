import { type MigrationInterface, type QueryRunner, Table, TableForeignKey } from 'typeorm';
import { idColumn, timestampColumn, varcharColumn } from '../columns';

/**
 * The status history of a lead: one row per field that actually changed. Runs after the admin users
 * migration (1763827200000), whose table `changedById` points at.
 */
export class CreateLeadStatusChanges1763913600000 implements MigrationInterface {
  name = 'CreateLeadStatusChanges1763913600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'lead_status_changes',
        columns: [
          idColumn(),
          { name: 'leadId', type: 'integer', isNullable: false },
          varcharColumn('field', 20),
          // `from` and `to` are SQL keywords: these names need no quoting anywhere.
          varcharColumn('fromStatus', 20),
          varcharColumn('toStatus', 20),
          timestampColumn(queryRunner, 'changedAt'),
          { name: 'changedById', type: 'integer', isNullable: true },
          // A copy of the username, so the history still names whoever made a change after their account is gone.
          varcharColumn('changedByName', 64),
        ],
        indices: [
          { name: 'IDX_lead_status_changes_leadId', columnNames: ['leadId', 'id'] },
          { name: 'IDX_lead_status_changes_changedById', columnNames: ['changedById'] },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_lead_status_changes_leadId',
            columnNames: ['leadId'],
            referencedTableName: 'leads',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_lead_status_changes_changedById',
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
    await queryRunner.dropTable('lead_status_changes');
  }
}

import { type MigrationInterface, type QueryRunner, Table, TableForeignKey } from 'typeorm';
import { idColumn, textColumn, timestampColumn, varcharColumn } from '../columns';

/**
 * `lead_touches`: staff logging that they reached out to a lead (called, with how the call went; WhatsApp sent;
 * email sent; met), with an optional note, who and when, for its timeline. Read per lead through (leadId, id).
 * A lead's first touch also sets its `firstContactedAt` (speed to lead): the service writes that, in the touch's
 * transaction, so no trigger is added here.
 */
export class LogLeadTouches1764981000000 implements MigrationInterface {
  name = 'LogLeadTouches1764981000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'lead_touches',
        columns: [
          idColumn(),
          { name: 'leadId', type: 'integer', isNullable: false },
          // 'called', 'whatsapp', 'email' or 'met'; a call's outcome, null for the others.
          varcharColumn('kind', 10),
          { name: 'outcome', type: 'varchar', length: '15', isNullable: true },
          textColumn('note'),
          timestampColumn(queryRunner, 'touchedAt'),
          { name: 'touchedById', type: 'integer', isNullable: true },
          varcharColumn('touchedByName', 64),
        ],
        indices: [
          { name: 'IDX_lead_touches_leadId', columnNames: ['leadId', 'id'] },
          { name: 'IDX_lead_touches_touchedById', columnNames: ['touchedById'] },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_lead_touches_leadId',
            columnNames: ['leadId'],
            referencedTableName: 'leads',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_lead_touches_touchedById',
            columnNames: ['touchedById'],
            referencedTableName: 'admin_users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('lead_touches');
  }
}

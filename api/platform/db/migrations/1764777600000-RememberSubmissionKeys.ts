import { type MigrationInterface, type QueryRunner, Table, TableForeignKey } from 'typeorm';
import { timestampColumn } from '../columns';

/** `submission_keys`: the join forms' Idempotency-Keys of the last 24 hours and the lead each one stored. */
export class RememberSubmissionKeys1764777600000 implements MigrationInterface {
  name = 'RememberSubmissionKeys1764777600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'submission_keys',
        columns: [
          { name: 'key', type: 'varchar', length: '100', isPrimary: true },
          { name: 'requestHash', type: 'varchar', length: '64', isNullable: false },
          { name: 'leadId', type: 'integer', isNullable: false },
          timestampColumn(queryRunner, 'createdAt'),
        ],
        indices: [
          { name: 'IDX_submission_keys_leadId', columnNames: ['leadId'] },
          { name: 'IDX_submission_keys_createdAt', columnNames: ['createdAt'] },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_submission_keys_leadId',
            columnNames: ['leadId'],
            referencedTableName: 'leads',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('submission_keys');
  }
}

import { type MigrationInterface, type QueryRunner, Table, TableColumn } from 'typeorm';
import { idColumn, timestampColumn, varcharColumn } from '../columns';

/**
 * A second factor for staff:
 * - `admin_users.totpSecret` (base32; set when enrolment starts), `totpEnabledAt` (null: off) and `totpLastStep`
 *   (the last time step a code was accepted at: a code of that step or before is a replay, refused in every process);
 * - `second_factor_recovery_codes`: each user's one-time recovery codes, hashed, gone with the user.
 * "Require a second factor for every account" is an app_settings row (`requireSecondFactor`), absent until set.
 * On SQLite addColumns copies admin_users; TypeORM runs migrations with foreign keys off, so its sessions stay.
 */
export class SecondFactor1764867600000 implements MigrationInterface {
  name = 'SecondFactor1764867600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('admin_users', [
      new TableColumn({ name: 'totpSecret', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ ...timestampColumn(queryRunner, 'totpEnabledAt'), isNullable: true, default: undefined }),
      new TableColumn({ name: 'totpLastStep', type: 'integer', isNullable: true }),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'second_factor_recovery_codes',
        columns: [
          idColumn(),
          { name: 'userId', type: 'integer', isNullable: false },
          varcharColumn('codeHash', 64),
          timestampColumn(queryRunner, 'createdAt'),
          { ...timestampColumn(queryRunner, 'usedAt'), isNullable: true, default: undefined },
        ],
        indices: [{ name: 'IDX_second_factor_recovery_codes_userId', columnNames: ['userId'] }],
        foreignKeys: [
          {
            name: 'FK_second_factor_recovery_codes_userId',
            columnNames: ['userId'],
            referencedTableName: 'admin_users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('second_factor_recovery_codes');
    await queryRunner.dropColumns('admin_users', ['totpLastStep', 'totpEnabledAt', 'totpSecret']);
    await queryRunner.query(`DELETE FROM "app_settings" WHERE "key" = 'requireSecondFactor'`);
  }
}

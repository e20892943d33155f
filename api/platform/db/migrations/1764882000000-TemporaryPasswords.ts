import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * `admin_users.mustChangePassword`: set when an admin (or the command line) sets someone's password, so the
 * account chooses its own at its next sign-in and nobody else keeps knowing it. On SQLite addColumn copies
 * admin_users; TypeORM runs migrations with foreign keys off, so its sessions stay.
 */
export class TemporaryPasswords1764882000000 implements MigrationInterface {
  name = 'TemporaryPasswords1764882000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const driver = queryRunner.connection.driver;
    await queryRunner.addColumn(
      'admin_users',
      new TableColumn({
        name: 'mustChangePassword',
        type: 'boolean',
        isNullable: false,
        default: driver.normalizeDefault({ default: false } as never),
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('admin_users', 'mustChangePassword');
  }
}

import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

/**
 * `admin_users.credentialsVersion`: counts the user's password and role changes. A session keeps
 * the number it signed in with and holds only while it still matches, so a sign-in that checked the
 * old password while a change landed does not keep a live session.
 */
export class AddAdminUsersCredentialsVersion1764000000000 implements MigrationInterface {
  name = 'AddAdminUsersCredentialsVersion1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'admin_users',
      new TableColumn({ name: 'credentialsVersion', type: 'integer', isNullable: false, default: 0 }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('admin_users', 'credentialsVersion');
  }
}

import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { usernameKey, usernameSkeleton } from '../username-keys';

/**
 * `admin_users.usernameSkeleton`: what a name looks like (username-keys.ts), unique, so no new account can pass for
 * an existing one. Existing names get their NFKC key and their skeleton here; where two accounts made before
 * already look alike, the later one keeps its old key, or a skeleton of its own (`…#id`), and stays as it is.
 */
export class UsernamesThatLookAlike1764885600000 implements MigrationInterface {
  name = 'UsernamesThatLookAlike1764885600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'admin_users',
      new TableColumn({ name: 'usernameSkeleton', type: 'varchar', length: '100', isNullable: true }),
    );
    const rows: Array<{ id: number; username: string; usernameKey: string }> = await queryRunner.query(
      'SELECT "id", "username", "usernameKey" FROM "admin_users" ORDER BY "id"',
    );
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    const placeholder = (index: number) => (postgres ? `$${index}` : '?');
    const keys = new Set(rows.map((row) => row.usernameKey));
    const skeletons = new Set<string>();
    for (const row of rows) {
      const key = usernameKey(row.username);
      const newKey = key !== row.usernameKey && !keys.has(key) && key.length <= 64 ? key : row.usernameKey;
      keys.add(newKey);
      const look = usernameSkeleton(row.username).slice(0, 90);
      const skeleton = skeletons.has(look) ? `${look}#${row.id}` : look;
      skeletons.add(skeleton);
      await queryRunner.query(
        `UPDATE "admin_users" SET "usernameKey" = ${placeholder(1)}, "usernameSkeleton" = ${placeholder(2)} WHERE "id" = ${placeholder(3)}`,
        [newKey, skeleton, row.id],
      );
    }
    await queryRunner.createIndex(
      'admin_users',
      new TableIndex({ name: 'UQ_admin_users_usernameSkeleton', columnNames: ['usernameSkeleton'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('admin_users', 'UQ_admin_users_usernameSkeleton');
    await queryRunner.dropColumn('admin_users', 'usernameSkeleton');
  }
}

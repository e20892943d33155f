import { type MigrationInterface, type QueryRunner, Table, TableForeignKey } from 'typeorm';
import { idColumn, timestampColumn, varcharColumn } from '../columns';

export class CreateAdminUsersAndSessions1763827200000 implements MigrationInterface {
  name = 'CreateAdminUsersAndSessions1763827200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const timestamp = (name: string) => timestampColumn(queryRunner, name);
    await queryRunner.createTable(
      new Table({
        name: 'admin_users',
        columns: [
          idColumn(),
          varcharColumn('username', 64),
          varcharColumn('usernameKey', 64),
          { name: 'email', type: 'varchar', length: '254', isNullable: true },
          varcharColumn('role', 10, 'user'),
          varcharColumn('passwordHash', 200),
          timestamp('createdAt'),
          { ...timestamp('lastLogin'), isNullable: true, default: undefined },
          timestamp('updatedAt'),
        ],
        indices: [{ name: 'UQ_admin_users_usernameKey', columnNames: ['usernameKey'], isUnique: true }],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '64', isPrimary: true },
          { name: 'userId', type: 'integer', isNullable: false },
          { name: 'data', type: 'text', isNullable: false },
          { ...timestamp('expiresAt'), default: undefined },
        ],
        indices: [
          { name: 'IDX_sessions_userId', columnNames: ['userId'] },
          { name: 'IDX_sessions_expiresAt', columnNames: ['expiresAt'] },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_sessions_userId',
            columnNames: ['userId'],
            referencedTableName: 'admin_users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sessions');
    await queryRunner.dropTable('admin_users');
  }
}

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DataSource } from 'typeorm';
import { AdminUser } from '../entities/AdminUser';
import { Session } from '../entities/Session';
import { openMigratedDatabase, TEST_DATABASES } from '../../../test/test-databases';

describe.each(TEST_DATABASES)('admin_users and sessions tables on $name', (database) => {
  let dataSource: DataSource;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ dataSource, close } = await openMigratedDatabase(database));
  });
  afterAll(() => close());

  const user = (username: string) => ({
    username,
    usernameKey: username.toLowerCase(),
    email: null,
    role: 'user' as const,
    passwordHash: 'scrypt$1$1$1$x$y',
    createdAt: new Date(),
    lastLogin: null,
    updatedAt: new Date(),
  });

  test('indexes, column types and nullability', async () => {
    const runner = dataSource.createQueryRunner();
    try {
      const users = (await runner.getTable('admin_users'))!;
      expect(users.indices.find((index) => index.name === 'UQ_admin_users_usernameKey')?.isUnique).toBe(true);
      expect(users.findColumnByName('lastLogin')?.isNullable).toBe(true);
      expect(users.findColumnByName('email')?.isNullable).toBe(true);
      const sessions = (await runner.getTable('sessions'))!;
      expect(sessions.indices.map((index) => index.name).sort()).toEqual([
        'IDX_sessions_expiresAt',
        'IDX_sessions_userId',
      ]);
      expect(sessions.foreignKeys[0]).toMatchObject({
        columnNames: ['userId'],
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      });
      if (database.name === 'postgres') {
        for (const [table, column] of [
          [users, 'createdAt'],
          [users, 'lastLogin'],
          [users, 'updatedAt'],
          [sessions, 'expiresAt'],
        ] as const) {
          expect(table.findColumnByName(column)?.type).toBe('timestamp with time zone');
        }
      }
    } finally {
      await runner.release();
    }
  });

  test('a username key is unique, and deleting a user deletes its sessions', async () => {
    const repository = dataSource.getRepository(AdminUser);
    await repository.insert(user('Yaa'));
    await expect(repository.insert(user('YAA'))).rejects.toThrow();
    const { id } = await repository.findOneByOrFail({ usernameKey: 'yaa' });
    await dataSource.getRepository(Session).insert({ id: 'session-1', userId: id, data: '{}', expiresAt: new Date() });
    await repository.delete({ id });
    expect(await dataSource.getRepository(Session).count()).toBe(0);
  });

  test('a session needs an existing user', async () => {
    await expect(
      dataSource.getRepository(Session).insert({ id: 'orphan', userId: 999, data: '{}', expiresAt: new Date() }),
    ).rejects.toThrow();
  });
});

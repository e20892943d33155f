import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableForeignKey } from 'typeorm';
import { idColumn, textColumn, timestampColumn, varcharColumn } from '../columns';

/**
 * Speed to lead: the outbox the worker delivers from, webhook endpoints and their
 * delivery log, settings, and each staff user's alert choices.
 */
export class CreateNotifications1764086400000 implements MigrationInterface {
  name = 'CreateNotifications1764086400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const driver = queryRunner.connection.driver;
    const booleanColumn = (name: string, value: boolean): TableColumnOptionsWithName => ({
      name,
      type: 'boolean',
      isNullable: false,
      default: driver.normalizeDefault({ default: value } as never),
    });
    const optionalTimestamp = (name: string) => ({
      ...timestampColumn(queryRunner, name),
      isNullable: true,
      default: undefined,
    });

    await queryRunner.createTable(
      new Table({
        name: 'outbox',
        columns: [
          idColumn(),
          varcharColumn('kind', 20),
          textColumn('payload'),
          // Makes a job once-only across processes (the daily digest: one per day).
          { name: 'dedupeKey', type: 'varchar', length: '100', isNullable: true },
          varcharColumn('state', 10, 'pending'),
          { name: 'attempts', type: 'integer', isNullable: false, default: 0 },
          timestampColumn(queryRunner, 'runAt'),
          // A claimed job's lease: another process leaves it alone until then, or until the claimer is gone.
          optionalTimestamp('lockedUntil'),
          { name: 'claimedBy', type: 'varchar', length: '64', isNullable: true },
          textColumn('lastError'),
          timestampColumn(queryRunner, 'createdAt'),
          optionalTimestamp('finishedAt'),
        ],
        indices: [
          { name: 'IDX_outbox_state_runAt', columnNames: ['state', 'runAt'] },
          { name: 'UQ_outbox_dedupeKey', columnNames: ['dedupeKey'], isUnique: true },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'webhook_endpoints',
        columns: [
          idColumn(),
          varcharColumn('url', 2000),
          { name: 'events', type: 'text', isNullable: false, default: "'[]'" },
          booleanColumn('enabled', true),
          varcharColumn('secret', 100),
          timestampColumn(queryRunner, 'createdAt'),
          timestampColumn(queryRunner, 'updatedAt'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'webhook_deliveries',
        columns: [
          idColumn(),
          { name: 'endpointId', type: 'integer', isNullable: false },
          varcharColumn('event', 40),
          varcharColumn('webhookId', 64),
          { name: 'attempt', type: 'integer', isNullable: false, default: 1 },
          { name: 'statusCode', type: 'integer', isNullable: true },
          textColumn('error'),
          { name: 'durationMs', type: 'integer', isNullable: false, default: 0 },
          timestampColumn(queryRunner, 'attemptedAt'),
        ],
        indices: [{ name: 'IDX_webhook_deliveries_endpointId', columnNames: ['endpointId', 'id'] }],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_webhook_deliveries_endpointId',
            columnNames: ['endpointId'],
            referencedTableName: 'webhook_endpoints',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'app_settings',
        columns: [{ name: 'key', type: 'varchar', length: '64', isPrimary: true }, textColumn('value')],
      }),
    );

    await queryRunner.addColumns('admin_users', [
      // Every lead type until the user chooses otherwise.
      new TableColumn({
        name: 'alertLeadTypes',
        type: 'text',
        isNullable: false,
        default: `'["buyer","seller","renter"]'`,
      }),
      new TableColumn(booleanColumn('alertSubscribers', false)),
      new TableColumn(booleanColumn('dailyDigest', false)),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('admin_users', ['alertLeadTypes', 'alertSubscribers', 'dailyDigest']);
    await queryRunner.dropTable('app_settings');
    await queryRunner.dropTable('webhook_deliveries');
    await queryRunner.dropTable('webhook_endpoints');
    await queryRunner.dropTable('outbox');
  }
}

type TableColumnOptionsWithName = ConstructorParameters<typeof TableColumn>[0] & { name: string };

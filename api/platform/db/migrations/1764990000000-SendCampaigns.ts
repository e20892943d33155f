import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { idColumn, textColumn, timestampColumn, varcharColumn } from '../columns';

const OLD_CLAIM_INDEX = new TableIndex({ name: 'IDX_outbox_state_runAt', columnNames: ['state', 'runAt'] });
const CLAIM_INDEX = new TableIndex({ name: 'IDX_outbox_state_kind_runAt', columnNames: ['state', 'kind', 'runAt'] });
const GROUP_INDEX = new TableIndex({
  name: 'IDX_outbox_groupKey',
  columnNames: ['groupKey', 'state'],
  where: '"groupKey" IS NOT NULL',
});

/**
 * Newsletter campaigns, sent through the outbox by a worker of their own:
 * - `campaigns`: each campaign, its schedule and, once ended, its final counts;
 * - `outbox.groupKey` (a campaign's jobs, counted by state) and `outbox.result` (sent, skipped, bounced…); the
 *   claim index gains the kind, as each worker claims only its own kinds (alerts never wait behind a campaign);
 * - `newsletter_subscribers.bouncedAt`: an address the relay refused for good, skipped by later campaigns;
 * - `admin_users.sendsCampaigns`: a user an admin has allowed to send them.
 * Columns are added with ALTER TABLE itself: TypeORM copies a table to add one on SQLite, which would drop the
 * subscribers' tally triggers.
 */
export class SendCampaigns1764990000000 implements MigrationInterface {
  name = 'SendCampaigns1764990000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const no = queryRunner.connection.driver.normalizeDefault({ default: false } as never);
    const time = timestampColumn(queryRunner, 'at').type;
    const optionalTime = (name: string) => ({
      ...timestampColumn(queryRunner, name),
      isNullable: true,
      default: undefined,
    });
    const count = (name: string) => ({ name, type: 'integer', isNullable: false, default: 0 });
    await queryRunner.createTable(
      new Table({
        name: 'campaigns',
        columns: [
          idColumn(),
          varcharColumn('subject', 200),
          varcharColumn('preheader', 200),
          varcharColumn('source', 10, 'markdown'),
          textColumn('bodyMarkdown'),
          { name: 'postId', type: 'varchar', length: '100', isNullable: true },
          varcharColumn('postContent', 10, 'summary'),
          varcharColumn('state', 10, 'draft'),
          optionalTime('scheduledAt'),
          optionalTime('startedAt'),
          optionalTime('finishedAt'),
          count('recipients'),
          count('sentCount'),
          count('skippedCount'),
          count('failedCount'),
          count('bouncedCount'),
          { name: 'createdById', type: 'integer', isNullable: true },
          timestampColumn(queryRunner, 'createdAt'),
          timestampColumn(queryRunner, 'updatedAt'),
        ],
        indices: [{ name: 'IDX_campaigns_state', columnNames: ['state', 'scheduledAt'] }],
      }),
    );
    await queryRunner.query(`ALTER TABLE "outbox" ADD COLUMN "groupKey" varchar(40) NULL`);
    await queryRunner.query(`ALTER TABLE "outbox" ADD COLUMN "result" varchar(20) NOT NULL DEFAULT ''`);
    await queryRunner.dropIndex('outbox', OLD_CLAIM_INDEX.name!);
    await queryRunner.createIndex('outbox', CLAIM_INDEX);
    await queryRunner.createIndex('outbox', GROUP_INDEX);
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" ADD COLUMN "bouncedAt" ${time} NULL`);
    await queryRunner.query(`ALTER TABLE "admin_users" ADD COLUMN "sendsCampaigns" boolean NOT NULL DEFAULT ${no}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin_users" DROP COLUMN "sendsCampaigns"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscribers" DROP COLUMN "bouncedAt"`);
    await queryRunner.dropIndex('outbox', GROUP_INDEX.name!);
    await queryRunner.dropIndex('outbox', CLAIM_INDEX.name!);
    await queryRunner.createIndex('outbox', OLD_CLAIM_INDEX);
    for (const column of ['result', 'groupKey'])
      await queryRunner.query(`ALTER TABLE "outbox" DROP COLUMN "${column}"`);
    await queryRunner.dropTable('campaigns');
  }
}

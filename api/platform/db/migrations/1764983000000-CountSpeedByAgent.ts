import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/**
 * The dashboard's speed to lead per agent reads 30 days of leads and of owner changes. Each index holds every
 * column its statement reads, in time order, so the window is one range of one index at any size.
 */
const AGENT_INDEXES = [
  {
    table: 'leads',
    name: 'IDX_leads_agent_first_touch',
    columnNames: ['createdAt', 'assignedToId', 'firstContactedAt'],
    where: '"spamAt" IS NULL AND "firstContactedAt" IS NOT NULL AND "assignedToId" IS NOT NULL',
  },
  {
    table: 'lead_assignment_changes',
    name: 'IDX_lead_assignment_changes_routing',
    columnNames: ['changedAt', 'reason', 'toUserId', 'fromUserId'],
    where: `"reason" <> 'manual'`,
  },
];

export class CountSpeedByAgent1764983000000 implements MigrationInterface {
  name = 'CountSpeedByAgent1764983000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { table, ...index } of AGENT_INDEXES) await queryRunner.createIndex(table, new TableIndex(index));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table, name } of AGENT_INDEXES) await queryRunner.dropIndex(table, name);
  }
}

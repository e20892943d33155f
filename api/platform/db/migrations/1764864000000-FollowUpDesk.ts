import { type MigrationInterface, type QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { idColumn, textColumn, timestampColumn, varcharColumn } from '../columns';

const NOT_SPAM = '"spamAt" IS NULL';
const HAS_NEXT_STEP = '"nextStepAt" IS NOT NULL AND "spamAt" IS NULL';

/**
 * The lists' "Assigned to" filter, a user's leads (unassigned
 * when the user is deleted), and the due and overdue lists.
 */
export const FOLLOW_UP_INDEXES = [
  { name: 'IDX_leads_list_type_assignedTo', columnNames: ['type', 'assignedToId', 'createdAt', 'id'], where: NOT_SPAM },
  { name: 'IDX_leads_assignedToId', columnNames: ['assignedToId'] },
  { name: 'IDX_leads_owner_next_step', columnNames: ['assignedToId', 'nextStepAt'], where: HAS_NEXT_STEP },
  { name: 'IDX_leads_next_step', columnNames: ['nextStepAt'], where: HAS_NEXT_STEP },
];

/**
 * Who did something to a lead, kept by name as well as id: the timeline still names them after their account is gone.
 */
function changedByColumns(idName: string, nameName: string) {
  return [{ name: idName, type: 'integer', isNullable: true }, varcharColumn(nameName, 64)];
}

function foreignKey(table: string, column: string, referencedTableName: string, onDelete: 'CASCADE' | 'SET NULL') {
  return new TableForeignKey({
    name: `FK_${table}_${column}`,
    columnNames: [column],
    referencedTableName,
    referencedColumnNames: ['id'],
    onDelete,
  });
}

/**
 * The follow-up desk:
 * - a lead's owner (`assignedToId`, a staff user or null) and its next step (`nextStepAt`, an instant: a date
 *   without a time is stored as the start of that day in Africa/Accra, with `nextStepHasTime` false; `nextStepText`);
 * - `lead_notes`: what staff wrote about a lead, by whom;
 * - `lead_assignment_changes`: the owner changing, for the lead's timeline.
 * The leads columns are added with ALTER TABLE itself: TypeORM adds a column on SQLite by copying the table,
 * which drops its search and tally triggers. `assignedToId` has no foreign key for the same reason (SQLite cannot
 * add a named one to an existing table); deleting a user unassigns their leads in the same transaction.
 */
export class FollowUpDesk1764864000000 implements MigrationInterface {
  name = 'FollowUpDesk1764864000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const time = timestampColumn(queryRunner, 'nextStepAt').type;
    await queryRunner.query(`ALTER TABLE "leads" ADD COLUMN "assignedToId" integer NULL`);
    await queryRunner.query(`ALTER TABLE "leads" ADD COLUMN "nextStepAt" ${time} NULL`);
    await queryRunner.query(
      `ALTER TABLE "leads" ADD COLUMN "nextStepHasTime" boolean NOT NULL DEFAULT ${queryRunner.connection.driver.normalizeDefault({ default: false } as never)}`,
    );
    await queryRunner.query(`ALTER TABLE "leads" ADD COLUMN "nextStepText" varchar(200) NOT NULL DEFAULT ''`);
    await queryRunner.createIndices(
      'leads',
      FOLLOW_UP_INDEXES.map((index) => new TableIndex(index)),
    );

    await queryRunner.createTable(
      new Table({
        name: 'lead_notes',
        columns: [
          idColumn(),
          { name: 'leadId', type: 'integer', isNullable: false },
          ...changedByColumns('authorId', 'authorName'),
          textColumn('body'),
          timestampColumn(queryRunner, 'createdAt'),
          { ...timestampColumn(queryRunner, 'editedAt'), isNullable: true, default: undefined },
        ],
        indices: [
          { name: 'IDX_lead_notes_leadId', columnNames: ['leadId', 'id'] },
          { name: 'IDX_lead_notes_authorId', columnNames: ['authorId'] },
        ],
        foreignKeys: [
          foreignKey('lead_notes', 'leadId', 'leads', 'CASCADE'),
          foreignKey('lead_notes', 'authorId', 'admin_users', 'SET NULL'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'lead_assignment_changes',
        columns: [
          idColumn(),
          { name: 'leadId', type: 'integer', isNullable: false },
          // Names, not ids: '' is nobody, and a deleted user's name still reads right.
          varcharColumn('fromName', 64),
          varcharColumn('toName', 64),
          timestampColumn(queryRunner, 'changedAt'),
          ...changedByColumns('changedById', 'changedByName'),
        ],
        indices: [
          { name: 'IDX_lead_assignment_changes_leadId', columnNames: ['leadId', 'id'] },
          { name: 'IDX_lead_assignment_changes_changedById', columnNames: ['changedById'] },
        ],
        foreignKeys: [
          foreignKey('lead_assignment_changes', 'leadId', 'leads', 'CASCADE'),
          foreignKey('lead_assignment_changes', 'changedById', 'admin_users', 'SET NULL'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('lead_assignment_changes');
    await queryRunner.dropTable('lead_notes');
    for (const index of FOLLOW_UP_INDEXES) await queryRunner.dropIndex('leads', index.name);
    for (const column of ['nextStepText', 'nextStepHasTime', 'nextStepAt', 'assignedToId']) {
      await queryRunner.query(`ALTER TABLE "leads" DROP COLUMN "${column}"`);
    }
  }
}

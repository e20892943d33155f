import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import { idColumn, timestampColumn, varcharColumn } from '../columns';

const TO_USER_INDEX = new TableIndex({
  name: 'IDX_lead_assignment_changes_toUserId',
  columnNames: ['toUserId', 'changedAt'],
});

/**
 * Leads routed to an agent as they arrive, and chased until someone answers:
 * - `routing_rules`: the rules in order, each with its group of agents, first-response target and round robin turn;
 * - `admin_users.workingHours` (JSON, null: always) and `away`: when routing may give someone leads;
 * - `lead_assignment_changes` gains why the owner changed (`reason`: manual, routed, reassigned), the rule's name,
 *   the users' ids (counted per agent), and the minutes a moved lead waited; earlier changes were all manual;
 * - `lead_chases`: each routed lead waiting for its first touch, and when its reminder or move is due.
 * On SQLite addColumns copies admin_users and lead_assignment_changes (neither has triggers); TypeORM runs
 * migrations with foreign keys off, so the rows that point at them stay.
 */
export class RouteLeads1764980000000 implements MigrationInterface {
  name = 'RouteLeads1764980000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const driver = queryRunner.connection.driver;
    const no = driver.normalizeDefault({ default: false } as never);
    const integer = (name: string, value?: number) => ({
      name,
      type: 'integer',
      isNullable: value === undefined,
      ...(value === undefined ? {} : { default: value }),
    });
    const jsonList = (name: string) => ({ name, type: 'text', isNullable: false, default: `'[]'` });
    await queryRunner.createTable(
      new Table({
        name: 'routing_rules',
        columns: [
          idColumn(),
          integer('position', 0),
          varcharColumn('name', 80),
          jsonList('leadTypes'),
          jsonList('regions'),
          { name: 'abroad', type: 'boolean', isNullable: true },
          jsonList('sources'),
          jsonList('agentIds'),
          integer('firstResponseMinutes', 15),
          integer('turn', 0),
        ],
      }),
    );
    await queryRunner.addColumns('admin_users', [
      new TableColumn({ name: 'workingHours', type: 'text', isNullable: true }),
      new TableColumn({ name: 'away', type: 'boolean', isNullable: false, default: no }),
    ]);
    await queryRunner.addColumns('lead_assignment_changes', [
      new TableColumn(varcharColumn('reason', 10, 'manual')),
      new TableColumn(varcharColumn('ruleName', 80)),
      new TableColumn(integer('fromUserId')),
      new TableColumn(integer('toUserId')),
      new TableColumn(integer('waitedMinutes')),
    ]);
    await queryRunner.createIndex('lead_assignment_changes', TO_USER_INDEX);
    const time = (name: string) => ({ ...timestampColumn(queryRunner, name), default: undefined });
    await queryRunner.createTable(
      new Table({
        name: 'lead_chases',
        columns: [
          { name: 'leadId', type: 'integer', isPrimary: true },
          { name: 'ruleId', type: 'integer', isNullable: false },
          { name: 'ownerId', type: 'integer', isNullable: false },
          { name: 'assignmentId', type: 'integer', isNullable: false },
          { name: 'firstResponseMinutes', type: 'integer', isNullable: false },
          time('clockStartsAt'),
          time('respondBy'),
          varcharColumn('stage', 10, 'remind'),
          { ...time('dueAt'), isNullable: true },
        ],
        indices: [{ name: 'IDX_lead_chases_dueAt', columnNames: ['dueAt'], where: '"dueAt" IS NOT NULL' }],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_lead_chases_leadId',
            columnNames: ['leadId'],
            referencedTableName: 'leads',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('lead_chases');
    await queryRunner.dropIndex('lead_assignment_changes', TO_USER_INDEX.name!);
    await queryRunner.dropColumns('lead_assignment_changes', [
      'waitedMinutes',
      'toUserId',
      'fromUserId',
      'ruleName',
      'reason',
    ]);
    await queryRunner.dropColumns('admin_users', ['away', 'workingHours']);
    await queryRunner.dropTable('routing_rules');
  }
}

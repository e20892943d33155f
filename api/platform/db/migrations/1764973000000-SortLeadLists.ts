import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

const NOT_SPAM = '"spamAt" IS NULL';

/** A type's leads by name and by next step, each ending in the id that breaks ties (lead-order.ts). */
const SORT_INDEXES = [
  { name: 'IDX_leads_list_type_name', columnNames: ['type', 'name', 'id'], where: NOT_SPAM },
  { name: 'IDX_leads_list_type_next_step', columnNames: ['type', 'nextStepAt', 'id'], where: NOT_SPAM },
];

/**
 * The lead lists sort by name and by next step as well as by arrival: a page of a sorted list then walks an
 * index from the cursor, as the newest-first list does, instead of sorting every lead of the type.
 */
export class SortLeadLists1764973000000 implements MigrationInterface {
  name = 'SortLeadLists1764973000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndices(
      'leads',
      SORT_INDEXES.map((index) => new TableIndex({ ...index, columnNames: [...index.columnNames] })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of SORT_INDEXES) await queryRunner.dropIndex('leads', index.name);
  }
}

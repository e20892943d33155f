import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { timestampColumn } from '../columns';

/** The list filter by source, without and with a lead type, and the dashboard's recent leads by source (index-only). */
export const LEAD_SOURCE_INDEXES = [
  { name: 'IDX_leads_list_source', columnNames: ['source', 'createdAt', 'id'] },
  { name: 'IDX_leads_list_type_source', columnNames: ['type', 'source', 'createdAt', 'id'] },
  { name: 'IDX_leads_recent_source', columnNames: ['createdAt', 'source', 'spamAt'] },
] as const;

/** The first touch's parts and their lengths as this migration made them (first-touch.ts FIRST_TOUCH_MAX then). */
const FIRST_TOUCH_COLUMNS: Array<[string, number]> = [
  ['utmSource', 100],
  ['utmMedium', 100],
  ['utmCampaign', 100],
  ['utmTerm', 100],
  ['utmContent', 100],
  ['referrerHost', 253],
  ['landingPath', 300],
];

/** lead_search's copy of each lead, before and after this migration (see SearchLeadsInANarrowTable). */
const SEARCH_COLUMNS = ['id', 'type', 'contactStatus', 'leadStatus', 'createdAt', 'spamAt', 'searchText'];
const SEARCH_COLUMNS_WITH_SOURCE = [...SEARCH_COLUMNS, 'source'];
const TRIGGER = 'lead_search_keep';

const quoted = (columns: readonly string[], prefix = '') => columns.map((column) => `${prefix}"${column}"`).join(', ');

/**
 * Where leads come from and their consent:
 * - the first touch of the visit (UTM parts, referring host, landing path), '' when unknown;
 * - `source`, the name the list filter and the dashboard use (first-touch.ts leadSourceOf), set at
 *   intake; '' for the leads already stored, which were received before sources were recorded;
 * - `consentAt` and `privacyNoticeVersion`: when the visitor consented by sending the form, and to which privacy
 *   notice; null for the leads already stored, whose consent was not recorded.
 * On PostgreSQL the search's narrow copy (lead_search) gains `source` too, as it holds every column a list
 * filters by; existing leads' '' needs no copying.
 */
export class RecordWhereLeadsComeFrom1764442800000 implements MigrationInterface {
  name = 'RecordWhereLeadsComeFrom1764442800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    // ALTER TABLE itself: TypeORM adds a column on SQLite by copying the table, which drops its triggers.
    for (const [part, max] of FIRST_TOUCH_COLUMNS) {
      await queryRunner.query(`ALTER TABLE "leads" ADD COLUMN "${part}" varchar(${max}) NOT NULL DEFAULT ''`);
    }
    await queryRunner.query(`ALTER TABLE "leads" ADD COLUMN "source" varchar(253) NOT NULL DEFAULT ''`);
    await queryRunner.query(
      `ALTER TABLE "leads" ADD COLUMN "consentAt" ${timestampColumn(queryRunner, 'consentAt').type} NULL`,
    );
    await queryRunner.query(`ALTER TABLE "leads" ADD COLUMN "privacyNoticeVersion" varchar(20) NULL`);
    await queryRunner.createIndices(
      'leads',
      LEAD_SOURCE_INDEXES.map(
        (index) => new TableIndex({ ...index, columnNames: [...index.columnNames], where: '"spamAt" IS NULL' }),
      ),
    );
    if (postgres) {
      await queryRunner.query(`ALTER TABLE "lead_search" ADD COLUMN "source" varchar(253) NOT NULL DEFAULT ''`);
      await this.keepSearchCopy(queryRunner, SEARCH_COLUMNS_WITH_SOURCE);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.driver.options.type === 'postgres') {
      await this.keepSearchCopy(queryRunner, SEARCH_COLUMNS);
      await queryRunner.query(`ALTER TABLE "lead_search" DROP COLUMN "source"`);
    }
    for (const index of LEAD_SOURCE_INDEXES) await queryRunner.dropIndex('leads', index.name);
    for (const column of [
      'privacyNoticeVersion',
      'consentAt',
      'source',
      ...FIRST_TOUCH_COLUMNS.map(([part]) => part).reverse(),
    ]) {
      await queryRunner.query(`ALTER TABLE "leads" DROP COLUMN "${column}"`);
    }
  }

  /** lead_search's trigger function and update trigger, copying `columns` (as SearchLeadsInANarrowTable made them). */
  private async keepSearchCopy(queryRunner: QueryRunner, columns: readonly string[]): Promise<void> {
    const copied = columns.filter((column) => column !== 'id');
    await queryRunner.query(`CREATE OR REPLACE FUNCTION ${TRIGGER}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO "lead_search" (${quoted(columns)}) SELECT ${quoted(columns)} FROM new_rows;
        ELSIF TG_OP = 'DELETE' THEN
          DELETE FROM "lead_search" WHERE "id" = ANY(ARRAY(SELECT "id" FROM old_rows));
        ELSE
          UPDATE "lead_search" SET (${quoted(copied)}) = (${quoted(copied, 'NEW.')}) WHERE "id" = NEW."id";
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`DROP TRIGGER "${TRIGGER}_update" ON "leads"`);
    await queryRunner.query(`CREATE TRIGGER "${TRIGGER}_update" AFTER UPDATE OF ${quoted(copied)} ON "leads"
      FOR EACH ROW WHEN ((${quoted(copied, 'OLD.')}) IS DISTINCT FROM (${quoted(copied, 'NEW.')})) EXECUTE FUNCTION ${TRIGGER}()`);
  }
}

import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { readablePhone } from '../../phones/readable-phone';
import { contactKeysOf } from '../contact-keys';

/**
 * Leads read and written per pair of statements: well under both
 * databases' parameter limits and the app's statement timeouts.
 */
const BATCH = 1000;
const KEY_INDEXES = [
  { name: 'IDX_leads_emailKey', columnNames: ['emailKey'] },
  { name: 'IDX_leads_phoneE164', columnNames: ['phoneE164'] },
];

/**
 * Phone numbers as E.164 and returning contacts.
 * - `phoneE164`: the typed number parsed with its country code (parse-phone.ts). Existing leads are
 *   parsed by the same function the intake uses; a number it cannot read stays null, and the
 *   back-office flags it for staff. What was typed (`phone`, `countryCode`) is never changed.
 *   Being the live function, an install migrating later parses with the libphonenumber-js of its day
 *   (newer numbering plans): the answers the intake gives then, which is the point.
 * - `phoneReadable`: `phoneE164` grouped for reading, formatted here once rather than on every page.
 * - `emailKey`: the email lowercased by JavaScript, filled the same way.
 * - `earlierRequests`: set as each new lead arrives; existing leads keep 0 (they arrived before the count).
 * Both keys are indexed: the leads of one person are found through them.
 *
 * The columns are added with ALTER TABLE itself (TypeORM adds one on SQLite by copying the table, which
 * drops its triggers), and the existing rows are filled in batches of ids, each one UPDATE … FROM VALUES,
 * so a million leads is a thousand short statements, not one that outlasts a statement timeout.
 */
export class NormaliseLeadPhones1764435600000 implements MigrationInterface {
  name = 'NormaliseLeadPhones1764435600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "leads" ADD COLUMN "phoneE164" varchar(16) NULL`);
    await queryRunner.query(`ALTER TABLE "leads" ADD COLUMN "phoneReadable" varchar(32) NULL`);
    await queryRunner.query(`ALTER TABLE "leads" ADD COLUMN "emailKey" varchar(254) NULL`);
    await queryRunner.query(`ALTER TABLE "leads" ADD COLUMN "earlierRequests" integer NOT NULL DEFAULT 0`);
    await this.fillKeys(queryRunner);
    // After the rows are filled: one index build instead of an index kept through every batch.
    await queryRunner.createIndices(
      'leads',
      KEY_INDEXES.map((index) => new TableIndex(index)),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of KEY_INDEXES) await queryRunner.dropIndex('leads', index.name);
    for (const column of ['earlierRequests', 'emailKey', 'phoneReadable', 'phoneE164'])
      await queryRunner.query(`ALTER TABLE "leads" DROP COLUMN "${column}"`);
  }

  private async fillKeys(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.driver.options.type === 'postgres';
    let next = 0;
    const placeholder = () => (postgres ? `$${++next}` : '?');
    for (let after = 0; ;) {
      next = 0;
      const rows: Array<{ id: number; email: string; phone: string; countryCode: string }> = await queryRunner.query(
        `SELECT "id", "email", "phone", "countryCode" FROM "leads" WHERE "id" > ${placeholder()} ORDER BY "id" LIMIT ${BATCH}`,
        [after],
      );
      if (rows.length === 0) return;
      const keyed = rows
        .map((row) => ({ id: Number(row.id), ...contactKeysOf(row) }))
        .filter((row) => row.emailKey !== null || row.phoneE164 !== null);
      if (keyed.length > 0) {
        next = 0;
        // Typed casts: PostgreSQL reads a parameter in VALUES as text, which it would not compare with an integer id.
        const values = keyed.map(
          () =>
            `(CAST(${placeholder()} AS integer), CAST(${placeholder()} AS varchar(16)), CAST(${placeholder()} AS varchar(254)), CAST(${placeholder()} AS varchar(32)))`,
        );
        await queryRunner.query(
          `UPDATE "leads" SET "phoneE164" = v.column2, "emailKey" = v.column3, "phoneReadable" = v.column4 FROM (VALUES ${values.join(', ')}) AS v WHERE "leads"."id" = v.column1`,
          keyed.flatMap((row) => [
            row.id,
            row.phoneE164,
            row.emailKey,
            row.phoneE164 === null ? null : readablePhone(row.phoneE164),
          ]),
        );
      }
      after = Number(rows[rows.length - 1]!.id);
    }
  }
}

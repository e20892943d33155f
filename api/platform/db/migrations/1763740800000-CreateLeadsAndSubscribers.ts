import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';
import { idColumn, textColumn, timestampColumn, varcharColumn } from '../columns';

export class CreateLeadsAndSubscribers1763740800000 implements MigrationInterface {
  name = 'CreateLeadsAndSubscribers1763740800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'leads',
        columns: [
          idColumn(),
          { name: 'type', type: 'varchar', length: '10', isNullable: false },
          varcharColumn('name', 120),
          varcharColumn('email', 254),
          varcharColumn('phone', 40),
          varcharColumn('countryCode', 8, '+233'),
          textColumn('details'),
          varcharColumn('propertyType', 40),
          varcharColumn('propertySubtype', 40),
          textColumn('commercialType'),
          varcharColumn('currentLocation', 40),
          textColumn('otherLocation'),
          varcharColumn('ghanaRegion', 40),
          textColumn('accraArea'),
          textColumn('otherRegion'),
          varcharColumn('budgetRange', 40),
          { name: 'services', type: 'text', isNullable: false, default: "'[]'" },
          textColumn('otherServices'),
          textColumn('propertyLocation'),
          varcharColumn('documentation', 40),
          textColumn('otherDocumentation'),
          textColumn('sellingPrice'),
          textColumn('rentalBudget'),
          textColumn('helpNeeded'),
          textColumn('newsletter'),
          varcharColumn('contactStatus', 20, 'Not Contacted'),
          varcharColumn('leadStatus', 20, 'New'),
          timestampColumn(queryRunner, 'createdAt'),
          timestampColumn(queryRunner, 'updatedAt'),
        ],
      }),
    );
    // The back-office lists a type newest first, filtered by either status.
    await queryRunner.createIndices('leads', [
      new TableIndex({ name: 'IDX_leads_type_createdAt', columnNames: ['type', 'createdAt'] }),
      new TableIndex({ name: 'IDX_leads_type_contactStatus', columnNames: ['type', 'contactStatus', 'createdAt'] }),
      new TableIndex({ name: 'IDX_leads_type_leadStatus', columnNames: ['type', 'leadStatus', 'createdAt'] }),
    ]);

    await queryRunner.createTable(
      new Table({
        name: 'newsletter_subscribers',
        columns: [
          idColumn(),
          varcharColumn('email', 254),
          varcharColumn('emailKey', 254),
          timestampColumn(queryRunner, 'createdAt'),
        ],
        indices: [
          { name: 'UQ_newsletter_subscribers_emailKey', columnNames: ['emailKey'], isUnique: true },
          { name: 'IDX_newsletter_subscribers_createdAt', columnNames: ['createdAt'] },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'throttle_windows',
        columns: [
          { name: 'key', type: 'varchar', length: '200', isPrimary: true },
          { name: 'windowStart', type: 'bigint', isNullable: false },
          { name: 'hits', type: 'integer', isNullable: false },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('throttle_windows');
    await queryRunner.dropTable('newsletter_subscribers');
    await queryRunner.dropTable('leads');
  }
}

import { dataSource } from '../ormconfig';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL and says which. */
await dataSource.initialize();
const applied = await dataSource.runMigrations({ transaction: 'each' });
console.log(applied.length ? `Applied: ${applied.map((m) => m.name).join(', ')}` : 'The database is up to date.');
await dataSource.destroy();

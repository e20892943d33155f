import { loadConfig } from './api/config';
import { createDataSource } from './api/platform/db/data-source';

/** The DataSource for the configured DATABASE_URL: the TypeORM CLI's `-d` target. */
export const dataSource = createDataSource(loadConfig().databaseUrl);

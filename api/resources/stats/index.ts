/** The dashboard's figures. */
export { adminStatsRoutes } from './stats.routes';
export { StatsService } from './stats.service';

/** Whether the app and its database answer. */
export { healthRoutes } from './health.routes';

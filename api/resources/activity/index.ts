/** The Activity trail's list and export. */
export { activityRoutes } from './activity.routes';
export { ActivityService } from './activity.service';

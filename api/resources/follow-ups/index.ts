/** Next steps due today and overdue, and the staff list. */
export { followUpLists } from './follow-up-lists';
export { followUpsRoutes } from './follow-ups.routes';
export { FollowUpsService } from './follow-ups.service';

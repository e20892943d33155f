/** Lead routing: the rules admins set, and new leads given to an agent as they arrive. */
export { LeadRouter } from './lead-router';
export { lockGroupsFor } from './remove-from-groups';
export { routingRoutes } from './routing.routes';
export { RoutingService } from './routing.service';
export { visitorReplyOf, type VisitorReply } from './visitor-reply';

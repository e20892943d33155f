/** Lead routing: the rules admins set, new leads given to an agent as they arrive, and the chase of a first touch. */
export { chaseEmails, type ChaseEmail } from './chase-emails';
export type { ChaseJob } from './chase-job';
export { chaseJobHandler } from './chase-job-handler';
export { chaseScheduler } from './chase-scheduler';
export { LeadRouter } from './lead-router';
export { lockGroupsFor } from './remove-from-groups';
export { routingRoutes } from './routing.routes';
export { RoutingService } from './routing.service';
export { visitorReplyOf, type VisitorReply } from './visitor-reply';

/** Leads: taken from the join forms, listed, worked, assigned and exported by staff. */
export { AdminLeadsService } from './admin-leads.service';
export { leadNotFound } from './lead-not-found';
export { assignmentEmails, type LeadAssignedEmail } from './assignment-emails';
export { leadIdOf } from './lead-id';
export type { LeadAssignment } from './lead-assignment';
export type { LeadRouting, RoutedLeads } from './lead-routing';
export { leadRecordsRoutes } from './lead-records.routes';
export { LeadRecordsService } from './lead-records.service';
export { leadTouchesRoutes } from './lead-touches.routes';
export { LeadTouchesService } from './lead-touches.service';
export { toTouchEntry } from './lead-touches.presenter';
export { LeadQueries } from './lead-queries';
export { nextStepOf, ownerOf, toLeadRecord, toStatusChange } from './leads.presenter';
export { leadsRoutes } from './leads.routes';
export { LeadsService } from './leads.service';
export { nextStepLine } from './next-step-line';
export { ownerNamesOf, type OwnerNames } from './owner-names';

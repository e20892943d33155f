/** Staff's notes on a lead, and the lead's timeline. */
export { toPersonNote } from './lead-notes.presenter';
export { leadNotesRoutes } from './lead-notes.routes';
export { LeadNotesService } from './lead-notes.service';
export { LeadTimelineService } from './lead-timeline.service';

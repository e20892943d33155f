/** Agents' availability for routing: their working hours and the away switch. */
export { availabilityRoutes } from './availability.routes';
export { AvailabilityService } from './availability.service';

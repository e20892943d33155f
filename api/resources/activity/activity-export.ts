import type { AuditEvent } from '../../platform/db/entities/AuditEvent';
import { actionLabel, readableDetails } from '#contract/activity/activity-api';
import type { CsvExport } from '../../platform/exports/csv-download';
import { StaffDates } from '../../platform/exports/staff-dates';

/**
 * The Activity CSV: When (yyyy-MM-dd HH:mm:ss in Accra), Who (the name then), Action (its
 * label) and Details (readable: 'key: value; …'), quoted where CSV needs it and formula-safe like every
 * export (csv.ts); 'activity-2026-11-25.csv', dated `now` in Accra.
 */
export function activityExport(now: Date = new Date()): CsvExport<AuditEvent> {
  const dates = new StaffDates();
  return {
    fileName: `activity-${dates.day(now)}.csv`,
    header: ['When (Accra)', 'Who', 'Action', 'Details'],
    quoteAll: false,
    cells: (entry) => [
      dates.dateTime(entry.occurredAt),
      entry.actorName,
      actionLabel(entry.action),
      readableDetails(entry.details),
    ],
  };
}

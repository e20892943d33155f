import { DateTime } from 'luxon';
import { STAFF_ZONE } from '#contract/shared/staff-zone';

const DAY_MS = 86_400_000;
const two = (value: number) => String(value).padStart(2, '0');

/**
 * Instants as the exports write them, in the staff's zone: 'yyyy-MM-dd' and
 * 'yyyy-MM-dd HH:mm:ss', exactly as Luxon formats them. Luxon takes 10 to 20 µs an instant, as long
 * as all the rest of an export's row, so the day an instant falls in is worked out by Luxon and kept:
 * an export reads newest first, and the next instants fall in the same day. A time is then its distance
 * from the day's start, unless the day is not 24 hours long (the zone's offset changed that day): such a
 * day's times are Luxon's, one by one.
 */
export class StaffDates {
  private start = Infinity;
  private end = -Infinity;
  private text = '';

  /** `zone` is for tests; the exports use the staff's. */
  constructor(private readonly zone: string = STAFF_ZONE) {}

  /** 'yyyy-MM-dd' */
  day(at: Date): string {
    this.enter(at.getTime());
    return this.text;
  }

  /** 'yyyy-MM-dd HH:mm:ss' */
  dateTime(at: Date): string {
    const ms = at.getTime();
    this.enter(ms);
    if (this.end - this.start !== DAY_MS) return this.luxon(ms).toFormat('yyyy-MM-dd HH:mm:ss');
    const seconds = Math.floor((ms - this.start) / 1000);
    return `${this.text} ${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
  }

  private enter(ms: number): void {
    if (ms >= this.start && ms < this.end) return;
    const day = this.luxon(ms).startOf('day');
    this.start = day.toMillis();
    this.end = day.plus({ days: 1 }).toMillis();
    this.text = day.toFormat('yyyy-MM-dd');
  }

  // en-US: Latin digits whatever the server's locale.
  private luxon(ms: number): DateTime {
    return DateTime.fromMillis(ms, { zone: this.zone, locale: 'en-US' });
  }
}

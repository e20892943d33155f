import { createHmac, timingSafeEqual } from 'node:crypto';
import { validationFailed } from '../errors';

/** Where a page ended in a newest-first list: the last row's time and id (keyset paging). */
export interface RowPosition {
  createdAt: Date;
  id: number;
  /** In a list sorted by something else than time, the last row's sort key (null where it has none). */
  key?: string | number | null;
}

const isKey = (value: unknown) => value === null || typeof value === 'string' || Number.isSafeInteger(value);

const MAC_LENGTH = 16;

/**
 * Opaque, tamper-proof cursors for keyset paging. A cursor holds the last row's position and
 * is signed together with the filters it was made for, so a cursor edited by hand, or carried over to
 * other filters, is refused (a 400) instead of answering some other slice of the list.
 */
export class PageCursors {
  constructor(private readonly secret: string) {}

  /** The cursor of the page after `position`, valid only with these `filters`. */
  encode(position: RowPosition, filters: object): string {
    const keys = [position.createdAt.getTime(), position.id, ...(position.key === undefined ? [] : [position.key])];
    const body = Buffer.from(JSON.stringify(keys)).toString('base64url');
    return `${body}.${this.mac(body, filters).toString('base64url')}`;
  }

  /** The position a cursor holds; a 400 for a cursor that is malformed, tampered with or made for other filters. */
  decode(cursor: string, filters: object): RowPosition {
    const [body, mac, extra] = cursor.split('.');
    const given = mac === undefined ? undefined : Buffer.from(mac, 'base64url');
    if (
      body === undefined ||
      given === undefined ||
      extra !== undefined ||
      given.length !== MAC_LENGTH ||
      !timingSafeEqual(given, this.mac(body, filters))
    ) {
      throw invalidCursor();
    }
    const position: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (
      !Array.isArray(position) ||
      position.length < 2 ||
      position.length > 3 ||
      !position.slice(0, 2).every(Number.isSafeInteger) ||
      (position.length === 3 && !isKey(position[2]))
    )
      throw invalidCursor();
    const [time, id, key] = position as [number, number, string | number | null | undefined];
    return { createdAt: new Date(time), id, ...(key === undefined ? {} : { key }) };
  }

  private mac(body: string, filters: object): Buffer {
    // The filters in a fixed order and without empty ones, so equal filters always sign alike.
    const canonical = Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]);
    return createHmac('sha256', this.secret)
      .update(`page-cursor\n${body}\n${JSON.stringify(canonical)}`)
      .digest()
      .subarray(0, MAC_LENGTH);
  }
}

const invalidCursor = () =>
  validationFailed(
    { cursor: 'This cursor is not valid for this list and these filters; start again from the first page.' },
    'Invalid cursor.',
  );

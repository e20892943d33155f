/**
 * Staff work in Ghana: the back-office shows, filters and buckets every time in Africa/Accra, whatever
 * the server's or the browser's zone. The server's stats and filters and the admin app share it.
 */
export const STAFF_ZONE = 'Africa/Accra';

/** One of the signed-in user's sessions, as the Account screen lists it (GET /api/admin/account/sessions). */
export interface AccountSession {
  /** Names the session for ending it; never the id its cookie carries. */
  id: string;
  /** 'Chrome on Android'. */
  device: string;
  /** ISO instants; when the sign-in began, and (to within a minute) when the session was last used. */
  signedInAt: string | null;
  lastSeenAt: string;
  /** The session this very request came with. */
  current: boolean;
}

/** The query string that names a person in /api/people and its export. */
export function personQuery(contact: string): string {
  return new URLSearchParams({ contact }).toString();
}

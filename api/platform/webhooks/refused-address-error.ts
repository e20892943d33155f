/**
 * A webhook address the SSRF rules refuse (`where` names it: "10.0.0.1", "localhost is 127.0.0.1"):
 * retrying cannot help until an admin changes it.
 */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';

  constructor(where: string) {
    super(
      `This address points into a private, loopback or reserved network (${where}): webhooks may only go to public addresses.`,
    );
  }
}

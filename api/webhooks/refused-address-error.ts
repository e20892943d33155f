/** A webhook address refused by the SSRF rules: retrying cannot help until an admin changes it. */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
}

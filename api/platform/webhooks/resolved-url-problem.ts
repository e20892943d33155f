import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isBlockedAddress } from './blocked-address';
import { RefusedAddressError } from './refused-address-error';
import { webhookUrlProblem } from './webhook-url-problem';

/**
 * webhookUrlProblem, and outside tests also every address the host name resolves to now (a name
 * pointing at 127.0.0.1 or a metadata address is refused when it is saved). DNS can change after:
 * each delivery checks the addresses it connects to again (guardedLookup).
 */
export async function resolvedUrlProblem(text: string, nodeEnv: string): Promise<string | null> {
  const problem = webhookUrlProblem(text, nodeEnv);
  if (problem || nodeEnv === 'test') return problem;
  const host = new URL(text).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return null;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    return `We could not find the host ${host}. Please check the address.`;
  }
  const blocked = addresses.find(({ address }) => isBlockedAddress(address));
  return blocked ? new RefusedAddressError(`${host} is ${blocked.address}`).message : null;
}

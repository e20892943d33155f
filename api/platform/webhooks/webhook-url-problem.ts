import { isIP } from 'node:net';
import { isBlockedAddress } from './blocked-address';
import { RefusedAddressError } from './refused-address-error';

/**
 * Why a webhook URL may not be used in this mode, or null when it may (its name is resolved and
 * checked separately, at save time and again at each delivery). Every mode: an absolute http(s)
 * URL without credentials (they would travel in every request and show in the admin screen).
 * Production: https only. Every mode but NODE_ENV=test (whose receivers listen on loopback): no IP
 * literal in a blocked range, so a server started without NODE_ENV is guarded too. Without a mode:
 * the shape rules only (the input schema's part).
 */
export function webhookUrlProblem(text: string, nodeEnv?: string): string | null {
  // The URL parser silently drops tabs and line breaks: refuse them
  // rather than store an address that differs from the one used.
  if (/\s/.test(text)) return 'Please remove the spaces and line breaks from the address.';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Please enter a full web address, like https://hooks.example.com/leads.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Please enter an address starting with https://.';
  if (url.username || url.password) return 'Please leave the user name and password out of the address.';
  if (nodeEnv === 'production' && url.protocol !== 'https:')
    return 'Webhook addresses must start with https:// (http is not allowed in production).';
  if (nodeEnv === undefined || nodeEnv === 'test') return null;
  // The hostname without IPv6 brackets, as isIP takes it.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && isBlockedAddress(host)) return new RefusedAddressError(host).message;
  return null;
}

import { lookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isBlockedAddress } from './blocked-address';
import { RefusedAddressError } from './refused-address-error';

/**
 * A `lookup` for http(s).request that resolves the name, refuses it when ANY of its addresses is in
 * a blocked range, and hands the socket exactly the addresses it checked. The connection goes to
 * what was checked, so a name that answers a public address to a first lookup and 127.0.0.1 to a
 * second (DNS rebinding) gains nothing.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  lookup(
    hostname,
    { all: true, family: options.family ?? 0, hints: options.hints },
    (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const blocked = addresses.find(({ address }) => isBlockedAddress(address));
      if (blocked) return callback(new RefusedAddressError(`${hostname} is ${blocked.address}`), '', 0);
      if (addresses.length === 0) return callback(new Error(`${hostname} has no address`), '', 0);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    },
  );
};

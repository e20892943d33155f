import { expect, test } from 'vitest';
import { trustedPeers } from './trusted-proxies';

test('a list trusts its addresses and CIDRs only, IPv4-mapped peers included', () => {
  const trusts = trustedPeers(['10.0.0.5', '192.168.0.0/16', 'fd00::/8']);
  expect(
    ['10.0.0.5', '::ffff:10.0.0.5', '192.168.44.1', '::ffff:192.168.0.9', 'fd12:3456::1'].filter(
      (peer) => !trusts(peer),
    ),
  ).toEqual([]);
  expect(
    ['10.0.0.6', '::ffff:10.0.0.6', '127.0.0.1', '::1', 'fe80::1', '8.8.8.8', '', 'garbage', undefined].filter(trusts),
  ).toEqual([]);
});

test('loopback is 127.0.0.0/8 and ::1, whichever way the peer is written', () => {
  const trusts = trustedPeers(['loopback']);
  expect(['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'].every(trusts)).toBe(true);
  expect(['10.0.0.1', '::2', '::ffff:10.0.0.1'].some(trusts)).toBe(false);
});

test('true trusts every peer and false none', () => {
  expect(trustedPeers(true)('203.0.113.9')).toBe(true);
  expect(trustedPeers(false)('127.0.0.1')).toBe(false);
});

import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { assertSupportedNode, ConfigError, configWarnings, loadConfig } from './config';

describe('loadConfig', () => {
  test('defaults follow the environment contract', () => {
    expect(loadConfig({})).toMatchObject({
      host: '127.0.0.1',
      port: 4321,
      databaseUrl: 'sqlite:data/app.sqlite',
      trustProxy: false,
      publicSubmissionsPerMinute: 10,
      siteUrl: 'http://localhost:4321',
      postsDir: path.resolve('posts'),
    });
  });

  test('reads every variable', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '8080',
      DATABASE_URL: 'postgres://app:secret@db:5432/ghana',
      TRUST_PROXY: '10.0.0.5, 10.1.0.0/16',
      PUBLIC_SUBMISSIONS_PER_MINUTE: '0',
      SITE_URL: 'https://yourhomeinghana.com/',
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
      POSTS_DIR: '/srv/blog/posts',
    });
    expect(config).toMatchObject({
      postsDir: '/srv/blog/posts',
      host: '0.0.0.0',
      port: 8080,
      databaseUrl: 'postgres://app:secret@db:5432/ghana',
      trustProxy: ['10.0.0.5', '10.1.0.0/16'],
      publicSubmissionsPerMinute: 0,
      siteUrl: 'https://yourhomeinghana.com',
      sessionSecret: 'a-session-secret-of-at-least-32-characters',
    });
  });

  test.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ PUBLIC_SUBMISSIONS_PER_MINUTE: '-1' }, /PUBLIC_SUBMISSIONS_PER_MINUTE/],
    [{ TRUST_PROXY: 'maybe' }, /TRUST_PROXY/],
    [{ DATABASE_URL: 'mysql://db/x' }, /DATABASE_URL/],
    [{ SITE_URL: 'not a url' }, /SITE_URL/],
    [{ NODE_ENV: 'production' }, /SESSION_SECRET/],
    [{ SESSION_SECRET: 'too-short' }, /SESSION_SECRET must be at least 32 characters/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

test('refuses a Node older than 22.12', () => {
  expect(() => assertSupportedNode('20.20.2')).toThrow(/22\.12/);
  expect(() => assertSupportedNode('22.11.0')).toThrow(ConfigError);
  expect(() => assertSupportedNode('22.12.0')).not.toThrow();
  expect(() => assertSupportedNode('24.21.0')).not.toThrow();
});

describe('configWarnings', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-session-secret-of-at-least-32-characters' };

  test('production behind an https SITE_URL without TRUST_PROXY is warned about: cookies and the throttle', () => {
    const [warning, ...more] = configWarnings(loadConfig({ ...production, SITE_URL: 'https://yourhomeinghana.com' }));
    expect(more).toEqual([]);
    expect(warning).toMatch(/TRUST_PROXY is off/);
    expect(warning).toMatch(/cookie will not be Secure/);
    expect(warning).toMatch(/shares the proxy's address/);
    expect(warning).toMatch(/Set TRUST_PROXY to the proxy's addresses/);
  });

  test.each(['true', 'yes', '1', 'on'])(
    'TRUST_PROXY=%s still works, as any peer, with a warning saying so',
    (value) => {
      const config = loadConfig({
        ...production,
        SITE_URL: 'https://yourhomeinghana.com',
        TRUST_PROXY: value,
        PORT: '8080',
      });
      expect(config.trustProxy).toBe(true);
      const [warning, ...more] = configWarnings(config);
      expect(more).toEqual([]);
      expect(warning).toMatch(/^TRUST_PROXY=true believes X-Forwarded-For, -Proto and -Host from any peer/);
      expect(warning).toContain('anyone who reaches port 8080 directly');
      expect(warning).toContain('loopback, 10.0.0.5, 10.0.0.0/24');
      // Outside production too: a forged address is as easy there.
      expect(configWarnings(loadConfig({ TRUST_PROXY: value }))).toHaveLength(1);
    },
  );

  test.each([
    [
      'TRUST_PROXY set to the proxy',
      { ...production, SITE_URL: 'https://yourhomeinghana.com', TRUST_PROXY: 'loopback' },
    ],
    ['an http SITE_URL', { ...production, SITE_URL: 'http://intranet.example' }],
    ['outside production', { SITE_URL: 'https://yourhomeinghana.com' }],
  ])('no warning with %s', (_, env) => {
    expect(configWarnings(loadConfig(env))).toEqual([]);
  });
});

describe('TRUST_PROXY', () => {
  const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  test.each(['', ' ', 'false', 'FALSE', '0', 'no', 'off'])('%j is off', (value) => {
    expect(trustProxy(value)).toBe(false);
  });

  test('takes IPs, CIDRs (IPv4 and IPv6, IPv4-mapped too) and loopback, trimmed, blanks between commas skipped', () => {
    expect(trustProxy('loopback')).toEqual(['loopback']);
    expect(trustProxy(' 10.0.0.5 ,, 192.168.0.0/16, fd00::/8, ::1, ::ffff:10.0.0.7, Loopback ')).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'fd00::/8',
      '::1',
      '::ffff:10.0.0.7',
      'Loopback',
    ]);
    expect(trustProxy('0.0.0.0/0')).toEqual(['0.0.0.0/0']);
  });

  test.each([
    ['maybe', 'maybe'],
    ['10.0.0.5, proxy.internal', 'proxy.internal'],
    ['10.0.0.0/33', '10.0.0.0/33'],
    ['fd00::/129', 'fd00::/129'],
    ['10.0.0.0/8/8', '10.0.0.0/8/8'],
    ['10.0.0.0/', '10.0.0.0/'],
    ['10.0.0.0/-1', '10.0.0.0/-1'],
    ['10.0.0.256', '10.0.0.256'],
    ['fe80::1%eth0', 'fe80::1%eth0'],
    ['true, 10.0.0.5', 'true'],
    [',', ''],
  ])('refuses %j at start, naming the entry and the forms it takes', (value, entry) => {
    expect(() => trustProxy(value)).toThrow(ConfigError);
    expect(() => trustProxy(value)).toThrow(
      /^TRUST_PROXY takes the proxy's addresses: a comma-separated list of IPs and CIDRs/,
    );
    expect(() => trustProxy(value)).toThrow(entry === '' ? `got "${value}"` : `"${entry}" is none of these`);
  });
});

describe('mail settings', () => {
  test('SMTP_URL takes smtp:// and smtps:// relays; unset means no mail', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example.com:587' }).smtpUrl).toBe(
      'smtp://user:pass@mail.example.com:587',
    );
    expect(loadConfig({ SMTP_URL: ' smtps://apikey:SG.x@smtp.sendgrid.net:465 ' }).smtpUrl).toBe(
      'smtps://apikey:SG.x@smtp.sendgrid.net:465',
    );
  });

  test.each([
    ['http://user:hunter2@mail.example.com', 'the scheme "http:"'],
    ['mail.example.com:587', 'the scheme "mail.example.com:"'],
    ['not a url', 'it is not a URL'],
    ['smtp://', 'it names no host'],
    ['smtp://user:hunter2%zz@mail.example.com:587', 'has a % that is not an escape'],
  ])('a bad SMTP_URL (%s) stops the start naming the variable, never echoing a password', (value, reason) => {
    let error: unknown;
    try {
      loadConfig({ SMTP_URL: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^SMTP_URL must look like smtp:\/\/user:password@host:587/);
    expect((error as Error).message).toContain(reason);
    expect((error as Error).message).not.toContain('hunter2');
  });

  test('MAIL_FROM and ADMIN_EMAIL take an address, with or without a display name; MAIL_FROM defaults to no-reply at SITE_URL', () => {
    expect(loadConfig({ SITE_URL: 'https://yourhomeinghana.com' }).mailFrom).toBe(
      'Your home in Ghana <no-reply@yourhomeinghana.com>',
    );
    expect(loadConfig({ MAIL_FROM: 'Leads <leads@example.com>', ADMIN_EMAIL: 'ama@example.com' })).toMatchObject({
      mailFrom: 'Leads <leads@example.com>',
      adminEmail: 'ama@example.com',
    });
    expect(() => loadConfig({ MAIL_FROM: 'leads at example' })).toThrow(/^MAIL_FROM must be an email address/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'ama@' })).toThrow(/^ADMIN_EMAIL must be an email address/);
  });

  test('MAIL_RATE_PER_SECOND caps the relay (unset: no cap); MAIL_CONCURRENCY sets the campaign connections', () => {
    expect(loadConfig({})).toMatchObject({ mailRatePerSecond: undefined, mailConcurrency: 10 });
    expect(loadConfig({ MAIL_RATE_PER_SECOND: ' 14 ', MAIL_CONCURRENCY: '3' })).toMatchObject({
      mailRatePerSecond: 14,
      mailConcurrency: 3,
    });
    for (const rate of ['0', '-5', '2.5', 'fast']) {
      expect(() => loadConfig({ MAIL_RATE_PER_SECOND: rate })).toThrow(/^MAIL_RATE_PER_SECOND must be a whole number/);
    }
    expect(() => loadConfig({ MAIL_CONCURRENCY: '0' })).toThrow(
      /^MAIL_CONCURRENCY must be a whole number from 1 to 100/,
    );
  });
});

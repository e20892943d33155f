import path from 'node:path';
import { badTrustProxyEntries, type TrustProxy } from './platform/http/trusted-proxies';

/** Everything the server reads from the environment, parsed and checked once (the README's Configuration table). */
export interface AppConfig {
  host: string;
  port: number;
  databaseUrl: string;
  nodeEnv: string;
  sessionSecret: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /** Whose X-Forwarded-* is believed: nobody (false), any peer (true), or these addresses and CIDRs. */
  trustProxy: TrustProxy;
  publicSubmissionsPerMinute: number;
  siteUrl: string;
  /** Whether SITE_URL was given (else siteUrl is the local default). */
  siteUrlSet: boolean;
  distDir: string;
  /** The blog's markdown posts, read once at start. */
  postsDir: string;
  /** Outgoing mail (SMTP_URL); unset: nothing is mailed. */
  smtpUrl: string | undefined;
  /** The From of every email (MAIL_FROM; default: no-reply at SITE_URL's host). */
  mailFrom: string;
  /** The first admin's address (ADMIN_EMAIL, with ADMIN_USERNAME). */
  adminEmail: string | undefined;
  /** The most messages a second this process hands the relay (MAIL_RATE_PER_SECOND); undefined: no cap. */
  mailRatePerSecond: number | undefined;
  /** Campaign emails under way at once, each on its own relay connection (MAIL_CONCURRENCY). */
  mailConcurrency: number;
}

export class ConfigError extends Error {}

const MIN_SECRET_LENGTH = 32;

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; got "${raw}"`);
  }
  return value;
}

const TRUST_PROXY_FORMS =
  "TRUST_PROXY takes the proxy's addresses: a comma-separated list of IPs and CIDRs (10.0.0.5, 10.0.0.0/8, fd00::/8) " +
  'and the word loopback; or false (off), or true (any peer: not recommended)';

/**
 * TRUST_PROXY: off, on for any peer (the old yes/no setting, kept working), or the list of
 * addresses the proxy connects from, checked entry by entry.
 */
function trustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = (env.TRUST_PROXY ?? '').trim();
  const word = raw.toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(word)) return false;
  if (['1', 'true', 'yes', 'on'].includes(word)) return true;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) throw new ConfigError(`${TRUST_PROXY_FORMS}; got "${raw}"`);
  const bad = badTrustProxyEntries(entries);
  if (bad.length > 0) throw new ConfigError(`${TRUST_PROXY_FORMS}; "${bad[0]}" is none of these`);
  return entries;
}

/** DATABASE_URL alone, for tools that need nothing else (the admin CLI). */
export function databaseUrl(env: NodeJS.ProcessEnv): string {
  const url = env.DATABASE_URL?.trim() || 'sqlite:data/app.sqlite';
  if (!/^(sqlite:.+|postgres(ql)?:\/\/.+)$/.test(url)) {
    throw new ConfigError('DATABASE_URL must be sqlite:PATH or postgres://user:password@host:port/database');
  }
  return url;
}

function siteUrl(env: NodeJS.ProcessEnv): string {
  const raw = env.SITE_URL?.trim() || 'http://localhost:4321';
  try {
    return new URL(raw).origin;
  } catch {
    throw new ConfigError(`SITE_URL must be an absolute http(s) address; got "${raw}"`);
  }
}

/** SMTP_URL checked: smtp:// or smtps:// with a host. The message never repeats a password. */
function smtpUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return undefined;
  const problem = 'SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${problem}; it is not a URL`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new ConfigError(`${problem}; got the scheme "${url.protocol}"`);
  if (!url.hostname) throw new ConfigError(`${problem}; it names no host`);
  try {
    decodeURIComponent(url.username);
    decodeURIComponent(url.password);
  } catch {
    throw new ConfigError(`${problem}; its user name or password has a % that is not an escape (write % as %25)`);
  }
  return raw;
}

/** A bare address (a@b.c) or a display name with one (Name <a@b.c>). */
const MAIL_ADDRESS = /^(?:[^<>@\s][^<>]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+)$/;

function mailAddress(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (!MAIL_ADDRESS.test(raw))
    throw new ConfigError(
      `${name} must be an email address (name@example.com or "Name <name@example.com>"); got "${raw}"`,
    );
  return raw;
}

/** The From when MAIL_FROM is not set: no-reply at the public site's host. */
export function defaultMailFrom(siteUrl: string): string {
  return `Your home in Ghana <no-reply@${new URL(siteUrl).hostname}>`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV?.trim() || 'development';
  const sessionSecret = env.SESSION_SECRET?.trim() || undefined;
  if (nodeEnv === 'production' && !sessionSecret) {
    throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production');
  }
  // Anyone who knows it can forge a session cookie: it must be too long to guess.
  if (sessionSecret && sessionSecret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(
      `SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters (for example: openssl rand -base64 48)`,
    );
  }
  const publicSiteUrl = siteUrl(env);
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: integer(env, 'PORT', 4321, 0, 65535),
    databaseUrl: databaseUrl(env),
    nodeEnv,
    sessionSecret,
    adminUsername: env.ADMIN_USERNAME?.trim() || undefined,
    // Trimmed like every password the API and the CLI receive, so the same text signs in.
    adminPassword: env.ADMIN_PASSWORD?.trim() || undefined,
    trustProxy: trustProxy(env),
    publicSubmissionsPerMinute: integer(env, 'PUBLIC_SUBMISSIONS_PER_MINUTE', 10, 0, 1_000_000),
    siteUrl: publicSiteUrl,
    siteUrlSet: Boolean(env.SITE_URL?.trim()),
    distDir: path.resolve(env.DIST_DIR?.trim() || 'dist'),
    postsDir: path.resolve(env.POSTS_DIR?.trim() || 'posts'),
    smtpUrl: smtpUrl(env),
    mailRatePerSecond: env.MAIL_RATE_PER_SECOND?.trim()
      ? integer(env, 'MAIL_RATE_PER_SECOND', 0, 1, 100_000)
      : undefined,
    mailConcurrency: integer(env, 'MAIL_CONCURRENCY', 10, 1, 100),
    mailFrom: mailAddress(env, 'MAIL_FROM') ?? defaultMailFrom(publicSiteUrl),
    adminEmail: mailAddress(env, 'ADMIN_EMAIL'),
  };
}

/**
 * What a configuration that starts may still get wrong, one message each. In production behind an
 * HTTPS address without TRUST_PROXY, the proxy's plain-HTTP requests make the session cookie
 * non-Secure, and every client shares the proxy's address in the sign-in and form throttles.
 * TRUST_PROXY=true believes X-Forwarded-* from whoever connects: anyone who reaches the app's port
 * directly picks the address those throttles count.
 */
export function configWarnings(config: Pick<AppConfig, 'nodeEnv' | 'siteUrl' | 'trustProxy' | 'port'>): string[] {
  const warnings: string[] = [];
  if (config.nodeEnv === 'production' && config.siteUrl.startsWith('https:') && config.trustProxy === false) {
    warnings.push(
      'SITE_URL is https but TRUST_PROXY is off: behind a TLS proxy the session cookie will not be Secure, and every client ' +
        "shares the proxy's address in the sign-in and form limits. Set TRUST_PROXY to the proxy's addresses " +
        '(loopback when it runs on this machine, else its IPs or CIDRs) when a proxy you run sits in front.',
    );
  }
  if (config.trustProxy === true) {
    warnings.push(
      `TRUST_PROXY=true believes X-Forwarded-For, -Proto and -Host from any peer: anyone who reaches port ${config.port} directly, ` +
        'not through your proxy, can choose the address the sign-in and form limits count and claim HTTPS. ' +
        "Set TRUST_PROXY to the proxy's addresses instead (loopback, 10.0.0.5, 10.0.0.0/24).",
    );
  }
  return warnings;
}

/**
 * better-sqlite3 crashes (segfaults) on older Node instead of failing, so say it plainly first.
 * `npm start` and `npm test` fetch a recent enough Node by themselves.
 */
export function assertSupportedNode(version: string = process.versions.node): void {
  const [major, minor] = version.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 12)) {
    throw new ConfigError(
      `Node ${version} is too old: this server needs Node 22.12 or later. Run it with "npm start".`,
    );
  }
}

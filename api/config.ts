import path from 'node:path';

/** Everything the server reads from the environment, parsed and checked once (DESIGN: environment contract). */
export interface AppConfig {
  host: string;
  port: number;
  databaseUrl: string;
  nodeEnv: string;
  sessionSecret: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  trustProxy: boolean;
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

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(raw)) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  throw new ConfigError(`${name} must be true or false; got "${env[name]}"`);
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
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new ConfigError(`${problem}; got the scheme "${url.protocol}"`);
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
  if (!MAIL_ADDRESS.test(raw)) throw new ConfigError(`${name} must be an email address (name@example.com or "Name <name@example.com>"); got "${raw}"`);
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
    throw new ConfigError(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters (for example: openssl rand -base64 48)`);
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
    trustProxy: flag(env, 'TRUST_PROXY'),
    publicSubmissionsPerMinute: integer(env, 'PUBLIC_SUBMISSIONS_PER_MINUTE', 10, 0, 1_000_000),
    siteUrl: publicSiteUrl,
    siteUrlSet: Boolean(env.SITE_URL?.trim()),
    distDir: path.resolve(env.DIST_DIR?.trim() || 'dist'),
    postsDir: path.resolve(env.POSTS_DIR?.trim() || 'posts'),
    smtpUrl: smtpUrl(env),
    mailFrom: mailAddress(env, 'MAIL_FROM') ?? defaultMailFrom(publicSiteUrl),
    adminEmail: mailAddress(env, 'ADMIN_EMAIL'),
  };
}

/**
 * What a configuration that starts may still get wrong, one message each. In production behind an
 * HTTPS address without TRUST_PROXY, the proxy's plain-HTTP requests make the session cookie
 * non-Secure, and every client shares the proxy's address in the sign-in and form throttles.
 */
export function configWarnings(config: Pick<AppConfig, 'nodeEnv' | 'siteUrl' | 'trustProxy'>): string[] {
  const warnings: string[] = [];
  if (config.nodeEnv === 'production' && config.siteUrl.startsWith('https:') && !config.trustProxy) {
    warnings.push(
      'SITE_URL is https but TRUST_PROXY is off: behind a TLS proxy the session cookie will not be Secure, and every client ' +
        'shares the proxy\'s address in the sign-in and form limits. Set TRUST_PROXY=true when a proxy you run sits in front.',
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
    throw new ConfigError(`Node ${version} is too old: this server needs Node 22.12 or later. Run it with "npm start".`);
  }
}

import { METHODS } from 'node:http';
import { buildLead } from './factories';

/** Who a request claims to be: nobody, a signed-in admin or user, or a cookie made up by the sender. */
export type SweepSession = 'none' | 'admin' | 'user' | 'forged';

export interface HostileRequest {
  /** What was done to it, for the failure message. */
  kind: string;
  method: string;
  /** Sent exactly as written: encoded bytes, dot segments and all. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  session: SweepSession;
}

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return { next, int, pick: <T>(items: readonly T[]): T => items[int(items.length)] };
}

type BodyKind =
  | 'lead'
  | 'newsletter'
  | 'login'
  | 'user'
  | 'status'
  | 'webhook'
  | 'preference'
  | 'settings'
  | 'note'
  | 'password'
  | 'contact'
  | 'merge'
  | 'routing'
  | 'availability'
  | 'touch'
  | 'nextStep'
  | 'campaign'
  | 'send'
  | null;

/** Every API endpoint: method, path (`:id`, `:noteId` and `:slug` filled per request) and the body it takes. */
const ENDPOINTS: [string, string, BodyKind][] = [
  ['GET', '/api/health', null],
  ['GET', '/api/blog/posts', null],
  ['GET', '/api/blog/posts/:slug', null],
  ['POST', '/api/newsletter', 'newsletter'],
  ['POST', '/api/buyers', 'lead'],
  ['POST', '/api/sellers', 'lead'],
  ['POST', '/api/renters', 'lead'],
  ['POST', '/api/admin/login', 'login'],
  ['GET', '/api/admin/check', null],
  ['POST', '/api/admin/logout', null],
  // The second factor's, with bodies of kinds already here: the sweep is about hostile input.
  ['POST', '/api/admin/login/second-factor', 'login'],
  ['GET', '/api/admin/second-factor', null],
  ['POST', '/api/admin/second-factor/setup', null],
  ['POST', '/api/admin/second-factor/confirm', 'login'],
  ['POST', '/api/admin/second-factor/disable', 'login'],
  ['POST', '/api/admin/second-factor/recovery-codes', 'login'],
  ['PUT', '/api/admin/second-factor/required', 'settings'],
  ['POST', '/api/admin/users/:id/second-factor/reset', null],
  // Your own password: changed, chosen in place of a temporary one, reset by email.
  ['POST', '/api/admin/account/password', 'password'],
  ['POST', '/api/admin/login/new-password', 'password'],
  ['GET', '/api/admin/password-reset', null],
  ['POST', '/api/admin/password-reset', 'password'],
  ['POST', '/api/admin/password-reset/complete', 'password'],
  ['GET', '/api/admin/account/sessions', null],
  ['DELETE', '/api/admin/account/sessions', null],
  ['DELETE', '/api/admin/account/sessions/:id', null],
  ['GET', '/api/admin/users', null],
  ['POST', '/api/admin/users', 'user'],
  ['PUT', '/api/admin/users/:id', 'user'],
  ['DELETE', '/api/admin/users/:id', null],
  ['GET', '/api/leads', null],
  ['GET', '/api/leads/callable-now', null],
  ['PATCH', '/api/leads/:id', 'nextStep'],
  ['PATCH', '/api/leads/:id', 'status'],
  ['GET', '/api/leads/:id/timeline', null],
  ['GET', '/api/leads/:id/notes', null],
  ['POST', '/api/leads/:id/notes', 'note'],
  ['PATCH', '/api/leads/:id/notes/:noteId', 'note'],
  ['DELETE', '/api/leads/:id/notes/:noteId', null],
  ['PATCH', '/api/leads/:id/contact', 'contact'],
  ['POST', '/api/leads/:id/merge', 'merge'],
  ['POST', '/api/leads/:id/touches', 'touch'],
  ['GET', '/api/buyers', null],
  ['GET', '/api/sellers', null],
  ['GET', '/api/renters', null],
  ['GET', '/api/buyers/sources', null],
  ['GET', '/api/sellers/sources', null],
  ['GET', '/api/renters/sources', null],
  ['PATCH', '/api/buyers/:id', 'status'],
  ['PATCH', '/api/sellers/:id', 'status'],
  ['PATCH', '/api/renters/:id', 'status'],
  ['GET', '/api/newsletters', null],
  ['DELETE', '/api/newsletters/:id', null],
  ['GET', '/api/buyers/export.csv', null],
  ['GET', '/api/newsletters/export.csv', null],
  ['GET', '/api/admin/activity/export.csv', null],
  ['GET', '/api/buyers/export.xlsx', null],
  ['GET', '/api/sellers/export.xlsx', null],
  ['GET', '/api/renters/export.xlsx', null],
  ['GET', '/api/newsletters/export.xlsx', null],
  ['GET', '/api/admin/activity/export.xlsx', null],
  ['GET', '/api/admin/stats', null],
  ['GET', '/api/admin/activity', null],
  ['GET', '/api/admin/follow-ups', null],
  ['GET', '/api/staff', null],
  ['GET', '/api/admin/webhooks', null],
  ['POST', '/api/admin/webhooks', 'webhook'],
  ['PUT', '/api/admin/webhooks/:id', 'webhook'],
  ['DELETE', '/api/admin/webhooks/:id', null],
  ['POST', '/api/admin/webhooks/:id/rotate-secret', null],
  ['POST', '/api/admin/webhooks/:id/test', null],
  ['GET', '/api/admin/webhooks/:id/deliveries', null],
  ['GET', '/api/admin/notifications', null],
  ['PUT', '/api/admin/notifications/preferences/:id', 'preference'],
  ['PUT', '/api/admin/notifications/settings', 'settings'],
  ['POST', '/api/admin/notifications/test-email', null],
  ['GET', '/api/admin/routing', null],
  ['PUT', '/api/admin/routing', 'routing'],
  ['GET', '/api/account/availability', null],
  ['PUT', '/api/account/availability', 'availability'],
  ['PUT', '/api/admin/users/:id/availability', 'availability'],
  ['GET', '/api/campaigns', null],
  ['POST', '/api/campaigns', 'campaign'],
  ['POST', '/api/campaigns/preview', 'campaign'],
  ['GET', '/api/campaigns/:id', null],
  ['PUT', '/api/campaigns/:id', 'campaign'],
  ['DELETE', '/api/campaigns/:id', null],
  ['POST', '/api/campaigns/:id/test', null],
  ['POST', '/api/campaigns/:id/send', 'send'],
  ['POST', '/api/campaigns/:id/pause', null],
  ['POST', '/api/campaigns/:id/resume', null],
  ['POST', '/api/campaigns/:id/cancel', null],
];

const IDS = [
  '1',
  '2',
  '3',
  '0',
  '-1',
  '007',
  '1.5',
  '1e3',
  '0x1f',
  'NaN',
  'Infinity',
  'abc',
  '9'.repeat(40),
  '1%00',
  '%00',
  '%2e%2e',
  '..%2f..%2fadmin%2fusers',
  '%252e%252e%252f',
  '1%20OR%201%3D1',
  "1'--",
  '%ff',
  '%E0%A4%A',
  '%',
  '%20',
  '1;DROP',
  '__proto__',
  'constructor',
  '2'.repeat(400),
];
const SLUGS = [
  'nope',
  '..%2f..%2fpackage.json',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%00',
  '__proto__',
  'constructor',
  'toString',
  'a'.repeat(2000),
  '%C0%AE%C0%AE%2F',
  '....%2F%2F....%2F%2Fetc%2Fpasswd',
  '%252e%252e%252f',
  '%u002e',
  'index.md',
  '.env',
];

const TRAVERSALS = [
  '/api/..%2fadmin/users',
  '/api/%2e%2e/%2e%2e/etc/passwd',
  '/api/leads/..%2f..%2fadmin%2fusers',
  '/api/blog/posts/..%252f..%252fpackage.json',
  '/api/%00',
  '/api/leads%00',
  '/api/health%00.json',
  '/api/./health',
  '/api//leads',
  '/api/leads/1/../../admin/users',
  '/api/%2e/health',
  '/API/HEALTH',
  '/api/health/',
  '/api/blog/posts/%2F',
  '/api/\\..\\..\\windows',
  '/%2e%2e/api/health',
  '/..%2fapi/admin/users',
  '/api/%ZZ',
  '/api/%',
  '/api/%%32%65',
  '/api/admin/users/1/../../../leads',
  '/api;/health',
  '/api/health;jsessionid=1',
  '/api/admin%2fusers',
  '/api/%61dmin/users',
  '/api/leads/%2e%2e%5c%2e%2e%5c',
  '/api/' + '..%2f'.repeat(200),
  '/api/health?',
  '/api/health#x',
  '/api/admin/users/%0d%0aSet-Cookie:%20x=1',
];

/** Other spellings of an API path: none may reach a route (each is a 404). */
const RESPELLINGS: Array<(path: string) => string> = [
  (path) => path.toUpperCase(),
  (path) => path.replace(/\/([a-z])/g, (_, letter: string) => `/${letter.toUpperCase()}`),
  (path) => path.replace(/^\/api\/([a-z]+)/, (_, word: string) => `/api/${word.toUpperCase()}`),
  (path) => path.replace(/[a-z]+$/, (word) => word[0].toUpperCase() + word.slice(1)),
  (path) => path.replace('/api/', '/api//'),
  (path) => path.replace('/api/', '/api/./'),
  (path) => path.replace('/api/', '/api/x/../'),
  (path) => `${path};x=1`,
  (path) => path.replace(/^\/api\/([a-z])/, (_, letter: string) => `/api/%${letter.charCodeAt(0).toString(16)}`),
  (path) => `${path}/`,
];

const BAD_JSON = [
  '{',
  '}',
  '{"email":',
  '{"email": "a@b.co",}',
  "{'email':'a@b.co'}",
  'null',
  'true',
  '1',
  '"text"',
  '[]',
  '[{}]',
  '{"a":1}{"b":2}',
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1e99999}',
  '\uFEFF{"email":"x@y.zz"}',
  '{"email":"\\ud800"}',
  '{"email":"\\u0000"}',
  '',
  ' ',
  'undefined',
  '{"email":"a@b.co"} trailing',
  '\u0000',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"email":"a@b.co","email":"second@b.co"}',
  '\xff\xfe{\x00"\x00',
  '{"a":"\\x41"}',
  '{"a":01}',
  '{"a":.5}',
];

const ODD_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  -0,
  2 ** 53 + 1,
  true,
  false,
  [],
  [1, 2],
  ['a', 'b'],
  {},
  { $gt: '' },
  { $ne: null },
  '',
  '   ',
  '\u0000',
  '\u202e\u202d',
  '😀'.repeat(100),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%s%n%x',
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '\ud800',
  '2026-13-45',
  { toString: 'x' },
  { valueOf: 1 },
  'a'.repeat(5000),
  ' x@y.zz ',
  'x@y',
  'Admin',
  'ADMIN',
  'New\u0000',
  'Qualified ',
  '\r\nBcc: x@evil.example',
];

const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  '__defineGetter__',
  'valueOf',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;;;',
  'application/JSON',
  'application/json, text/plain',
  'application/vnd.api+json',
  'application/json; charset="utf-8"',
  'APPLICATION/JSON; CHARSET=UTF-8',
  'application/' + 'x'.repeat(1000),
  'application/json; boundary=' + 'a'.repeat(2000),
  'application/csp-report',
  'text/json',
  '*/*',
  'application/json; charset=binary',
  'image/png',
];
const CONTENT_ENCODINGS = ['gzip', 'deflate', 'br', 'identity', 'compress', 'gzip, br', 'x-unknown', 'zstd'];

const QUERIES = [
  '?type=buyer&type=seller',
  '?type[]=buyer',
  '?type[$ne]=x',
  '?search[0]=a&search[1]=b',
  '?__proto__[x]=1',
  '?constructor[prototype][polluted]=1',
  '?search=%00',
  '?search=%ff%fe',
  '?search=' + 'a'.repeat(300),
  '?from=2026-02-30',
  '?from=2026-13-01&to=2020-01-01',
  '?to=9999999-01-01',
  '?from=2026-06-05T25:61:00Z',
  '?leadStatus=New&leadStatus=',
  '?&&&',
  '?=&=',
  '?a=1;b=2',
  '?search=%',
  '?category=%E0%A4%A',
  '?search=' + '%F0%9F%92%A9'.repeat(10),
  '?search=\\',
  '?contactStatus=Not%20Contacted%00',
  '?search=%25%27%22%3C',
  '?' + 'x=1&'.repeat(1500),
  '?category=__proto__',
  '?category[]=Market',
  '?search=' + '%25'.repeat(100),
  '?from=0000-00-00',
  '?to=2026-06-05T14:30:00%2B99:99',
  '?type=BUYER',
  '?hasOwnProperty=1',
  '?search=a&search[x]=b',
];

const HOSTS = [
  'evil.example',
  'localhost:99999',
  '[::1]',
  'a'.repeat(300),
  '127.0.0.1:0',
  'xn--80ak6aa92e.com',
  '-',
  '..',
];

function validBody(kind: BodyKind, random: ReturnType<typeof seeded>): Record<string, unknown> {
  switch (kind) {
    case 'lead':
      return { ...buildLead({ email: `sweep${random.int(1e9)}@example.com` }) };
    case 'newsletter':
      return { email: `news${random.int(1e9)}@example.com` };
    case 'login':
      return { username: `nobody${random.int(1000)}`, password: 'not-the-password' };
    case 'user':
      return {
        username: `sweep-${random.int(1e9)}`,
        password: 'a-good-password-123',
        role: random.pick(['admin', 'user']),
        email: null,
      };
    case 'webhook':
      // A closed loopback port: the test button fails at once instead of waiting on DNS.
      return { url: 'http://127.0.0.1:9/hooks', events: ['lead.created'], enabled: random.next() < 0.5 };
    case 'preference':
      return {
        alertLeadTypes: random.pick([['buyer'], ['seller', 'renter'], []]),
        alertSubscribers: random.next() < 0.5,
        dailyDigest: random.next() < 0.5,
      };
    case 'settings':
      return { visitorConfirmation: random.next() < 0.5 };
    case 'password':
      // Every field any of them reads; the current password is never right, the token never ours.
      return {
        currentPassword: 'not-the-password',
        newPassword: 'a-good-password-123',
        password: 'a-good-password-123',
        login: `nobody${random.int(1000)}`,
        token: `1.${random.int(1e6).toString(36)}.${'A'.repeat(43)}`,
      };
    case 'note':
      return { body: `Called, no answer ${random.int(1000)}\nTry again <b>Monday</b>` };
    case 'contact':
      return { name: `Ama ${random.int(1000)}`, email: `fixed${random.int(1e9)}@example.com`, phone: '024 455 6677' };
    case 'merge':
      return { leadId: 1 + random.int(5) };
    case 'routing':
      return {
        rules: [
          { name: `Rule ${random.int(1000)}`, leadTypes: ['buyer'], abroad: random.next() < 0.5, agentIds: [1] },
          { name: 'Everyone else', agentIds: [1 + random.int(3)], firstResponseMinutes: 1 + random.int(60) },
        ],
      };
    case 'availability':
      return {
        workingHours: random.next() < 0.3 ? null : [{ day: 1 + random.int(7), start: '08:00', end: '17:00' }],
        away: random.next() < 0.5,
      };
    case 'touch':
      return random.next() < 0.5
        ? { kind: 'called', outcome: random.pick(['answered', 'no-answer', 'left-message']) }
        : { kind: random.pick(['whatsapp', 'email', 'met']), note: `Spoke <b>briefly</b> ${random.int(1000)}` };
    case 'nextStep':
      return { nextStep: { date: '2099-06-05', time: '18:00', text: 'Call back', inLeadZone: random.next() < 0.5 } };
    case 'campaign':
      return random.next() < 0.5
        ? {
            subject: `News ${random.int(1000)}`,
            preheader: '',
            source: 'markdown',
            bodyMarkdown: '## Hi <script>x</script>',
          }
        : { subject: 'A post', preheader: 'Read it', source: 'post', postId: 'no-such-post', postContent: 'article' };
    case 'send':
      return random.next() < 0.5 ? {} : { at: random.pick(['2099-06-05T09:00', '2000-01-01T00:00:00Z', '9999-99-99']) };
    default:
      return { leadStatus: 'Qualified', contactStatus: 'Contacted' };
  }
}

/**
 * A JSON object text with `key` at the top or inside another field, written by hand: JSON.stringify drops __proto__.
 */
function withProtoKey(body: Record<string, unknown>, key: string, random: ReturnType<typeof seeded>): string {
  const payload = random.pick([
    '{"role":"admin","isAdmin":true}',
    '{"prototype":{"polluted":true}}',
    '"x"',
    '[]',
    'null',
  ]);
  const text = JSON.stringify(body).slice(1, -1);
  if (random.next() < 0.5 || text === '') return `{"${key}":${payload}${text ? `,${text}` : ''}}`;
  const [field] = Object.keys(body);
  return JSON.stringify({ ...body, [field]: '§' }).replace('"§"', `{"${key}":${payload}}`);
}

function fillPath(template: string, random: ReturnType<typeof seeded>, odd: boolean): string {
  const id = () => (odd ? random.pick(IDS) : String(1 + random.int(4)));
  return template
    .replace(':id', id)
    .replace(':noteId', id)
    .replace(':slug', () => random.pick(SLUGS));
}

/**
 * `count` malformed requests over every endpoint, the same ones for the same seed: bad JSON, wrong
 * types, huge values, prototype keys, odd methods, encoded traversal, bad content types, huge
 * headers (within Node's 16 KB) and odd query strings, with and without a session.
 */
export function hostileRequests(seed: number, count: number): HostileRequest[] {
  const random = seeded(seed);
  // CONNECT takes over the socket (a proxy tunnel) and never reaches the app.
  const methods = METHODS.filter((method) => method !== 'CONNECT');
  const requests: HostileRequest[] = [];
  for (let index = 0; index < count; index += 1) {
    const [method, template, bodyKind] = random.pick(ENDPOINTS);
    const kind = random.pick([
      'bad-json',
      'wrong-type',
      'huge-value',
      'prototype-key',
      'odd-method',
      'traversal',
      'content-type',
      'huge-header',
      'query',
      'odd-id',
      'host',
      'spelling',
    ]);
    const request: HostileRequest = {
      kind,
      method,
      path: fillPath(template, random, kind === 'odd-id'),
      headers: {},
      session: random.pick(['none', 'none', 'admin', 'admin', 'user', 'forged'] as const),
    };
    const body = validBody(bodyKind, random);
    const hasBody = bodyKind !== null || random.next() < 0.2;
    if (hasBody) {
      request.headers['Content-Type'] = 'application/json';
      request.body = JSON.stringify(body);
    }
    const field = random.pick(Object.keys(body));
    switch (kind) {
      case 'bad-json':
        request.headers['Content-Type'] = 'application/json';
        request.body = random.pick(BAD_JSON);
        break;
      case 'wrong-type':
        request.body = JSON.stringify({
          ...body,
          [field]: random.pick(ODD_VALUES),
          ...(random.next() < 0.3 ? { extra: random.pick(ODD_VALUES) } : {}),
        });
        break;
      case 'huge-value': {
        const huge = random.pick<() => unknown>([
          () => 'x'.repeat(1000 + random.int(30_000)),
          () => 'é'.repeat(20_000),
          () => Array.from({ length: 5000 }, (_, i) => i),
          () => Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])),
          () => 'y'.repeat(40_000),
        ])();
        request.headers['Content-Type'] = 'application/json';
        request.body = JSON.stringify({ ...body, [field]: huge });
        break;
      }
      case 'prototype-key':
        request.headers['Content-Type'] = 'application/json';
        request.body = withProtoKey(body, random.pick(PROTO_KEYS), random);
        break;
      case 'odd-method':
        request.method = random.pick(methods);
        break;
      case 'traversal':
        request.path = random.pick(TRAVERSALS);
        break;
      case 'content-type':
        if (random.next() < 0.6) request.headers['Content-Type'] = random.pick(CONTENT_TYPES);
        else request.headers['Content-Encoding'] = random.pick(CONTENT_ENCODINGS);
        request.body ??= JSON.stringify(body);
        break;
      case 'huge-header': {
        const name = random.pick([
          'Cookie',
          'User-Agent',
          'Accept-Language',
          'X-Forwarded-For',
          'Origin',
          'Referer',
          'If-None-Match',
          'Accept',
          'X-Anything',
        ]);
        const value =
          name === 'X-Forwarded-For'
            ? Array.from({ length: 700 }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join(', ')
            : 'h'.repeat(8000 + random.int(4000));
        request.headers[name] = name === 'Cookie' ? `yhg_admin=${value}` : value;
        break;
      }
      case 'query':
        request.path += random.pick(QUERIES);
        break;
      case 'host':
        request.headers.Host = random.pick(HOSTS);
        break;
      case 'spelling': {
        // A respelling that leaves this path as it was (no letter where it looks) falls back to upper case.
        const respelled = random.pick(RESPELLINGS)(request.path);
        request.path = respelled === request.path ? request.path.toUpperCase() : respelled;
        break;
      }
    }
    if (random.next() < 0.2)
      request.headers.Origin ??= random.pick([
        'null',
        'https://evil.example',
        'http://127.0.0.1:1',
        'javascript:alert(1)',
        'file://',
      ]);
    requests.push(request);
  }
  return requests;
}

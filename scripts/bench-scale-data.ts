/**
 * The scale benchmark's leads: realistic rows made from a fixed seed, so every run and both
 * databases hold the same data. Ghanaian and diaspora names (accented and non-Latin ones among them),
 * emails, phones with their dial codes, details of 10–40 words, the three types, every status,
 * createdAt spread over about two years up to `now`, a few spam rows, and the status history
 * (first contact and the rest) that put each lead where it is.
 */
import { leadSearchText } from '../api/platform/db/lead-search';
import type { JoinFormFields } from '#contract/leads/join-form';
import type { LeadType } from '#contract/leads/join-options';
import type { ContactStatus, LeadStatus } from '#contract/leads/lead-status';

/** One lead as the benchmark stores it: every column of `leads` but the id (`services` as its stored JSON). */
export interface SeedLead extends Omit<JoinFormFields, 'contactDetails' | 'services'> {
  type: LeadType;
  services: string;
  contactStatus: ContactStatus;
  leadStatus: LeadStatus;
  createdAt: Date;
  updatedAt: Date;
  searchText: string;
  spamAt: Date | null;
  spamByName: string | null;
}

/** One `lead_status_changes` row, as updateStatus writes it (by a staff account since deleted, so no user id). */
export interface SeedStatusChange {
  leadId: number;
  field: 'contactStatus' | 'leadStatus';
  fromStatus: string;
  toStatus: string;
  changedAt: Date;
  changedByName: string;
}

/** The columns of `leads` the benchmark writes, in one order for both databases (id first). */
export const LEAD_COLUMNS = [
  'id',
  'type',
  'name',
  'email',
  'phone',
  'countryCode',
  'details',
  'propertyType',
  'propertySubtype',
  'commercialType',
  'currentLocation',
  'otherLocation',
  'ghanaRegion',
  'accraArea',
  'otherRegion',
  'budgetRange',
  'services',
  'otherServices',
  'propertyLocation',
  'documentation',
  'otherDocumentation',
  'sellingPrice',
  'rentalBudget',
  'helpNeeded',
  'newsletter',
  'contactStatus',
  'leadStatus',
  'createdAt',
  'updatedAt',
  'searchText',
  'spamAt',
  'spamByName',
] as const;
export const CHANGE_COLUMNS = ['leadId', 'field', 'fromStatus', 'toStatus', 'changedAt', 'changedByName'] as const;

/** The common surname and the rare one the benchmark searches for, with their shares of the rows. */
export const COMMON_SURNAME = { name: 'Mensah', share: 0.04 };
export const RARE_SURNAME = { name: 'Dzidzienyo', share: 0.0001 };

const FIRST_NAMES = [
  'Kwame',
  'Kofi',
  'Kwaku',
  'Yaw',
  'Kwabena',
  'Kojo',
  'Kwasi',
  'Kwadwo',
  'Ama',
  'Akosua',
  'Adwoa',
  'Abena',
  'Akua',
  'Yaa',
  'Afua',
  'Efua',
  'Esi',
  'Ekua',
  'Araba',
  'Selorm',
  'Edem',
  'Elikem',
  'Dzifa',
  'Mawuli',
  'Senam',
  'Enyonam',
  'Nii',
  'Naa',
  'Ayele',
  'Fuseini',
  'Alhassan',
  'Amina',
  'Zainab',
  'Issahaku',
  'Emmanuel',
  'Grace',
  'Patience',
  'Comfort',
  'Francis',
  'Gifty',
  'Nana',
  'Adjoa',
  'Ebenezer',
  'Priscilla',
  'Samuel',
  'Mercy',
  'Isaac',
  'Vida',
  'Prince',
  'Esther',
  'Derrick',
  'Sena',
  'Élodie',
  'Zoë',
  'Chloé',
  'Renée',
  'José',
  'François',
  'Søren',
  'Jürgen',
  'Anaïs',
  'Ngozi',
  'Chiamaka',
  'Oluwaseun',
];
/** Surnames with their weights; COMMON_SURNAME and RARE_SURNAME are drawn separately at their shares. */
const SURNAMES = [
  'Owusu',
  'Asante',
  'Boateng',
  'Osei',
  'Agyeman',
  'Appiah',
  'Acheampong',
  'Amoah',
  'Darko',
  'Addo',
  'Quaye',
  'Tetteh',
  'Lamptey',
  'Nkrumah',
  'Danquah',
  'Ofori',
  'Sarpong',
  'Frimpong',
  'Adjei',
  'Bonsu',
  'Gyamfi',
  'Antwi',
  'Kufuor',
  'Annan',
  'Ansah',
  'Opoku',
  'Asamoah',
  'Badu',
  'Ankrah',
  'Okyere',
  'Dankwa',
  'Yeboah',
  'Wiredu',
  'Kyei',
  'Amponsah',
  'Oppong',
  'Bediako',
  'Agbodeka',
  'Kpodo',
  'Ametewee',
  'Gbeho',
  'Mahama',
  'Iddrisu',
  'Abubakar',
  'Aryee',
  'Nortey',
  'Quartey',
  'Sowah',
  'Kotey',
  'Mills',
  'Hammond',
  'Essien',
  'Aidoo',
  'Arthur',
  'Quansah',
  'Eshun',
  'Mensah-Bonsu',
  'Ocansey',
  'Müller',
  'Dubois',
  'Núñez',
  'Ødegaard',
  'Okonkwo',
  'Adébáyọ̀',
];
/** Whole names in other scripts, with the Latin alias their email uses. */
const NON_LATIN_NAMES: Array<[string, string]> = [
  ['王伟', 'wang.wei'],
  ['李娜', 'li.na'],
  ['محمد الأمين', 'mohamed.alamin'],
  ['فاطمة الزهراء', 'fatima.z'],
  ['Ольга Петрова', 'olga.petrova'],
  ['Дмитрий Соколов', 'd.sokolov'],
  ['Γιώργος Παπαδόπουλος', 'g.papadopoulos'],
  ['प्रिया शर्मा', 'priya.sharma'],
  ['김민준', 'minjun.kim'],
  ['佐藤 花子', 'hanako.sato'],
  ['אבי כהן', 'avi.cohen'],
  ['ኣበበ ቢቂላ', 'abebe.bikila'],
];
const EMAIL_DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.co.uk',
  'icloud.com',
  'yahoo.co.uk',
  'gmx.de',
  'live.ca',
];

/** Dial codes with their weights and a phone number maker for each. */
const PHONES: Array<{ code: string; weight: number; make: (random: Random) => string }> = [
  { code: '+233', weight: 70, make: (r) => ghanaPhone(r) },
  { code: '+44', weight: 10, make: (r) => `07${r.digits(3)} ${r.digits(6)}` },
  { code: '+1', weight: 8, make: (r) => `(${r.int(201, 989)}) ${r.digits(3)}-${r.digits(4)}` },
  { code: '+49', weight: 4, make: (r) => `015${r.digits(1)} ${r.digits(7)}` },
  { code: '+31', weight: 2, make: (r) => `06 ${r.digits(8)}` },
  { code: '+39', weight: 2, make: (r) => `3${r.digits(2)} ${r.digits(3)} ${r.digits(4)}` },
  { code: '+971', weight: 2, make: (r) => `05${r.digits(1)} ${r.digits(3)} ${r.digits(4)}` },
  { code: '+234', weight: 2, make: (r) => `080${r.digits(1)} ${r.digits(3)} ${r.digits(4)}` },
];
const GHANA_PREFIXES = ['020', '024', '026', '027', '050', '054', '055', '059'];

function ghanaPhone(random: Random): string {
  const prefix = random.pick(GHANA_PREFIXES);
  const [a, b] = [random.digits(3), random.digits(4)];
  switch (random.int(0, 3)) {
    case 0:
      return `${prefix} ${a} ${b}`;
    case 1:
      return `${prefix.slice(1)} ${a} ${b}`;
    case 2:
      return `${prefix}${a}${b}`;
    default:
      return `+233 ${prefix.slice(1)} ${a} ${b}`;
  }
}

/** What people write in the form's notes, in short phrases; a lead's details are 10–40 words of them. */
const DETAIL_PHRASES = [
  'Looking for a family house near good schools.',
  'Walled compound with a borehole and a standby generator.',
  'Close to the main road please.',
  'A three bedroom apartment in a gated community.',
  'My budget is flexible for the right place.',
  'The title deeds must be clear.',
  'We are relocating from London next year.',
  'I need someone to inspect on our behalf.',
  'Please call me after six pm Ghana time.',
  'Interested in land to build on, with documents from the Lands Commission.',
  'A quiet neighbourhood with good security.',
  'Reliable water supply and electricity matter most.',
  'Prepaid meter, tiled floors and a fitted kitchen.',
  'Boys quarters and parking for two cars.',
  'One year rent advance is fine, two years is too much.',
  'Furnished or unfurnished, either works.',
  'Ready to move in by December.',
  'Selling my late father’s house; the family has agreed.',
  'The price is negotiable for a quick sale.',
  'It has a garden and a fence.',
  'Somewhere around East Legon or Airport Residential.',
  'Cantonments or Labone would be ideal.',
  'Tema Community 25 or Spintex is also fine.',
  'Kasoa is too far for my work.',
  'We visit every August and can view then.',
  'WhatsApp is the best way to reach me.',
  'Can you help with a mortgage from the UK?',
  'I was scammed once, so I want proper checks.',
  'Short let for three months while we build.',
  'Kumasi, near Ahodwo, for my parents.',
  'Beach side in Takoradi if possible.',
];
const PHRASE_WORDS = DETAIL_PHRASES.map((phrase) => phrase.split(' '));

const ACCRA_AREAS = [
  'East Legon',
  'Airport Residential',
  'Cantonments',
  'Spintex',
  'Adenta',
  'Dansoman',
  'Osu',
  'Labone',
  'Tesano',
  'Madina',
  'Dzorwulu',
  'Haatso',
];
const REGIONS = ['accra', 'accra', 'accra', 'kumasi', 'tema', 'cape-coast', 'takoradi', 'others'];
const OTHER_REGIONS = ['Ho', 'Tamale', 'Sunyani', 'Koforidua', 'Bolgatanga', 'Wa'];
const LOCATIONS = ['ghana', 'uk', 'us', 'germany', 'canada', 'other'];
const PROPERTY_LOCATIONS = [
  'Spintex Road, Accra',
  'Community 25, Tema',
  'Ahodwo, Kumasi',
  'Kasoa, Central Region',
  'Adenta Housing Down',
  'Beach Road, Takoradi',
  'Oyarifa, Accra',
];
const RESIDENTIAL = ['residential-house', 'residential-apartment'];
const BEDROOMS = ['1-bedroom', '2-bedroom', '3-bedroom'];
const COMMERCIAL = ['Office space', 'Shop', 'Warehouse'];
const DOCUMENTATION = ['full-title', 'other'];
const OTHER_DOCUMENTATION = ['Indenture only', 'Allocation letter from the chief', 'Site plan and receipts'];
const OTHER_LOCATIONS = ['Netherlands', 'United Arab Emirates', 'Italy', 'Nigeria', 'Australia'];
const BUDGETS = ['35k-75k', '75k-125k', '125k-plus'];
const HELP_NEEDED = ['Viewing on my behalf', 'Negotiating the advance', 'Short stay while I look'];
const SERVICES = [
  'Financing options (Mortgage/others)',
  'Property valuation',
  'Legal advice / support',
  'Avoiding fraud/scams',
  'Affordability & Pricing',
];

/** Status shares (each value present): most leads are still new or waiting for a call. */
const CONTACT_SHARES: Array<[ContactStatus, number]> = [
  ['Not Contacted', 40],
  ['Contacted', 40],
  ['Follow-Up', 20],
];
const LEAD_SHARES: Array<[LeadStatus, number]> = [
  ['New', 35],
  ['Qualified', 20],
  ['Interested', 20],
  ['Not Interested', 15],
  ['Converted', 10],
];
const TYPE_SHARES: Array<[LeadType, number]> = [
  ['buyer', 50],
  ['seller', 20],
  ['renter', 30],
];
const SPAM_SHARE = 0.003;
const STAFF = 'esi.staff';
const SPAN_MS = 730 * 86_400_000;

/** mulberry32: small, fast and the same on every machine. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(low: number, high: number): number {
    return low + Math.floor(this.next() * (high - low + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let left = this.next() * total;
    for (const [item, weight] of items) if ((left -= weight) < 0) return item;
    return items[items.length - 1]![0];
  }
  digits(count: number): string {
    let text = '';
    for (let i = 0; i < count; i++) text += Math.floor(this.next() * 10);
    return text;
  }
}

const asciiOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\P{ASCII}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
const ASCII = new Map(
  [...FIRST_NAMES, ...SURNAMES, COMMON_SURNAME.name, RARE_SURNAME.name].map((name) => [name, asciiOf(name)]),
);
const PHONE_WEIGHTS = PHONES.map((phone) => [phone, phone.weight] as const);

function emailOf(random: Random, local: string): string {
  return `${local}${random.next() < 0.6 ? random.int(1, 9999) : ''}@${random.pick(EMAIL_DOMAINS)}`;
}

function personOf(random: Random): { name: string; email: string } {
  const roll = random.next();
  if (roll < 0.02) {
    const [name, alias] = random.pick(NON_LATIN_NAMES);
    return { name, email: emailOf(random, alias) };
  }
  const first = random.pick(FIRST_NAMES);
  const last =
    roll < 0.02 + COMMON_SURNAME.share
      ? COMMON_SURNAME.name
      : roll < 0.02 + COMMON_SURNAME.share + RARE_SURNAME.share
        ? RARE_SURNAME.name
        : random.pick(SURNAMES);
  return {
    name: `${first} ${last}`,
    email: emailOf(random, `${ASCII.get(first) ?? asciiOf(first)}.${ASCII.get(last) ?? asciiOf(last)}`),
  };
}

function detailsOf(random: Random): string {
  // Whole phrases up to a length drawn from 10 to 40 words, cut at 40.
  const words = random.int(10, 40);
  const parts: string[] = [];
  while (parts.length < words) parts.push(...random.pick(PHRASE_WORDS));
  return parts.slice(0, 40).join(' ');
}

/** Fills in the fields a lead type's form asks for; the others stay ''. */
function fillForm(lead: SeedLead, random: Random): void {
  const residential = random.next() < 0.8;
  lead.propertyType = residential ? random.pick(RESIDENTIAL) : 'commercial';
  lead.propertySubtype = residential ? random.pick(BEDROOMS) : '';
  lead.commercialType = residential ? '' : random.pick(COMMERCIAL);
  if (lead.type === 'seller') {
    lead.propertyLocation = random.pick(PROPERTY_LOCATIONS);
    lead.sellingPrice = `GHS ${random.int(3, 40) * 50},000`.replace(/^GHS (\d+)(\d{3}),/, 'GHS $1,$2,');
    lead.documentation = random.pick(DOCUMENTATION);
    lead.otherDocumentation = lead.documentation === 'other' ? random.pick(OTHER_DOCUMENTATION) : '';
    return;
  }
  const region = random.pick(REGIONS);
  lead.ghanaRegion = region;
  lead.accraArea = region === 'accra' ? random.pick(ACCRA_AREAS) : '';
  lead.otherRegion = region === 'others' ? random.pick(OTHER_REGIONS) : '';
  if (lead.type === 'buyer') {
    lead.currentLocation = random.pick(LOCATIONS);
    lead.otherLocation = lead.currentLocation === 'other' ? random.pick(OTHER_LOCATIONS) : '';
    lead.budgetRange = random.pick(BUDGETS);
    lead.services = JSON.stringify(SERVICES.filter(() => random.next() < 0.3));
  } else {
    lead.rentalBudget = `USD ${random.int(3, 30) * 100} a month`;
    lead.helpNeeded = random.pick(HELP_NEEDED);
  }
}

/** One lead with the parts every type has; fillForm adds its type's own. */
function leadOf(random: Random, createdAt: Date): SeedLead {
  const type = random.weighted(TYPE_SHARES);
  const person = personOf(random);
  const dial = random.weighted(PHONE_WEIGHTS);
  const contactStatus = random.weighted(CONTACT_SHARES);
  return {
    type,
    name: person.name,
    email: person.email,
    phone: dial.make(random),
    countryCode: dial.code,
    details: detailsOf(random),
    propertyType: '',
    propertySubtype: '',
    commercialType: '',
    currentLocation: '',
    otherLocation: '',
    ghanaRegion: '',
    accraArea: '',
    otherRegion: '',
    budgetRange: '',
    services: '[]',
    otherServices: '',
    propertyLocation: '',
    documentation: '',
    otherDocumentation: '',
    sellingPrice: '',
    rentalBudget: '',
    helpNeeded: '',
    newsletter: '',
    contactStatus,
    leadStatus: contactStatus === 'Not Contacted' && random.next() < 0.9 ? 'New' : random.weighted(LEAD_SHARES),
    createdAt,
    updatedAt: createdAt,
    searchText: '',
    spamAt: null,
    spamByName: null,
  };
}

/**
 * Makes `count` leads, oldest first (ids 1…count follow createdAt, as the intake gives them), in batches
 * of `batchSize` with their status history. Deterministic for a seed and `now`.
 */
export function* seedBatches(
  count: number,
  now: Date,
  batchSize: number,
  seed = 11,
): Generator<{ firstId: number; leads: SeedLead[]; changes: SeedStatusChange[] }> {
  const random = new Random(seed);
  const nowMs = now.getTime();
  const start = nowMs - SPAN_MS;
  for (let firstId = 1; firstId <= count; firstId += batchSize) {
    const leads: SeedLead[] = [];
    const changes: SeedStatusChange[] = [];
    for (let id = firstId; id < Math.min(firstId + batchSize, count + 1); id++) {
      // Evenly spread with some jitter, so createdAt grows with the id and no two leads share an instant.
      const createdMs = Math.floor(start + ((id - 1 + random.next() * 0.9) * SPAN_MS) / count);
      const lead = leadOf(random, new Date(createdMs));
      fillForm(lead, random);
      lead.searchText = leadSearchText(lead);
      const before = changes.length;
      addHistory(changes, id, createdMs, lead, nowMs, random);
      if (changes.length > before) lead.updatedAt = changes[changes.length - 1]!.changedAt;
      if (random.next() < SPAM_SHARE) {
        lead.spamAt = new Date(Math.min(nowMs, createdMs + 3_600_000));
        lead.spamByName = STAFF;
      }
      leads.push(lead);
    }
    yield { firstId, leads, changes };
  }
}

/**
 * The changes that took a new lead to its statuses, as updateStatus
 * records them: first contact minutes to days after it came in.
 */
function addHistory(
  changes: SeedStatusChange[],
  leadId: number,
  createdMs: number,
  lead: SeedLead,
  nowMs: number,
  random: Random,
): void {
  let at = createdMs;
  const step = (field: SeedStatusChange['field'], fromStatus: string, toStatus: string, meanMinutes: number) => {
    // Exponential waits: most leads are called within the hour, a long tail waits for days.
    at = Math.min(nowMs, at + Math.ceil(-Math.log(1 - random.next()) * meanMinutes * 60_000));
    changes.push({ leadId, field, fromStatus, toStatus, changedAt: new Date(at), changedByName: STAFF });
  };
  if (lead.contactStatus !== 'Not Contacted') step('contactStatus', 'Not Contacted', 'Contacted', 90);
  if (lead.contactStatus === 'Follow-Up') step('contactStatus', 'Contacted', 'Follow-Up', 2 * 1440);
  if (lead.leadStatus !== 'New') step('leadStatus', 'New', lead.leadStatus, 3 * 1440);
}

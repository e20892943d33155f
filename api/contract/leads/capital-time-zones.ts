/**
 * The one zone a phone number of a country with several zones is given: its capital's, with the capital's name
 * for staff to read ("Washington"), as a lead's number tells its country and nothing nearer. ICU's zone names are
 * kept as Node and the browsers spell them (America/Buenos_Aires, Europe/Kiev), so they match the zones a list of
 * every zone holds. Where every zone of a country keeps one clock (Germany, Kazakhstan) the zone is just that
 * clock's and nobody is told about a capital (phone-time-zone.ts decides it).
 */
export const CAPITAL_TIME_ZONES: Readonly<Record<string, { zone: string; city: string }>> = {
  AR: { zone: 'America/Buenos_Aires', city: 'Buenos Aires' },
  AU: { zone: 'Australia/Sydney', city: 'Canberra' },
  BR: { zone: 'America/Sao_Paulo', city: 'Brasília' },
  CA: { zone: 'America/Toronto', city: 'Ottawa' },
  CD: { zone: 'Africa/Kinshasa', city: 'Kinshasa' },
  CL: { zone: 'America/Santiago', city: 'Santiago' },
  CN: { zone: 'Asia/Shanghai', city: 'Beijing' },
  CY: { zone: 'Asia/Nicosia', city: 'Nicosia' },
  DE: { zone: 'Europe/Berlin', city: 'Berlin' },
  EC: { zone: 'America/Guayaquil', city: 'Quito' },
  ES: { zone: 'Europe/Madrid', city: 'Madrid' },
  FM: { zone: 'Pacific/Ponape', city: 'Palikir' },
  GL: { zone: 'America/Godthab', city: 'Nuuk' },
  ID: { zone: 'Asia/Jakarta', city: 'Jakarta' },
  KI: { zone: 'Pacific/Tarawa', city: 'Tarawa' },
  KZ: { zone: 'Asia/Almaty', city: 'Astana' },
  MH: { zone: 'Pacific/Majuro', city: 'Majuro' },
  MN: { zone: 'Asia/Ulaanbaatar', city: 'Ulaanbaatar' },
  MX: { zone: 'America/Mexico_City', city: 'Mexico City' },
  MY: { zone: 'Asia/Kuala_Lumpur', city: 'Kuala Lumpur' },
  NZ: { zone: 'Pacific/Auckland', city: 'Wellington' },
  PF: { zone: 'Pacific/Tahiti', city: 'Papeete' },
  PG: { zone: 'Pacific/Port_Moresby', city: 'Port Moresby' },
  PS: { zone: 'Asia/Hebron', city: 'Ramallah' },
  PT: { zone: 'Europe/Lisbon', city: 'Lisbon' },
  RU: { zone: 'Europe/Moscow', city: 'Moscow' },
  UA: { zone: 'Europe/Kiev', city: 'Kyiv' },
  US: { zone: 'America/New_York', city: 'Washington' },
  UZ: { zone: 'Asia/Tashkent', city: 'Tashkent' },
};

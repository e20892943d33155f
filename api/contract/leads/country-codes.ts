/**
 * Country calling codes for the phone field. Ghana and the four countries most visitors write from come
 * first, in that order; every other country follows alphabetically. Several countries share a dial code
 * (+1, +44, +7...), so an option is identified by its ISO 3166 alpha-2 code while the form sends only the
 * dial code.
 *
 * The list ships to the browser with the join form, so it is packed into one string (ISO code, dial digits,
 * English name; entries split by ';'): about half the bytes of an array of objects.
 */
export interface CountryCode {
  /** ISO 3166-1 alpha-2 code (XK for Kosovo, by common use): the option's identity. */
  readonly iso: string;
  readonly name: string;
  /** International dial code with its plus sign, e.g. '+233'. */
  readonly dial: string;
}

const FIRST = 'GH233Ghana;US1USA;GB44UK;NG234Nigeria;ZA27South Africa;';

const OTHERS =
  'AF93Afghanistan;AX358Åland Islands;AL355Albania;DZ213Algeria;AS1American Samoa;AD376Andorra;AO244Angola;' +
  'AI1Anguilla;AQ672Antarctica;AG1Antigua and Barbuda;AR54Argentina;AM374Armenia;AW297Aruba;AU61Australia;' +
  'AT43Austria;AZ994Azerbaijan;BS1Bahamas;BH973Bahrain;BD880Bangladesh;BB1Barbados;BY375Belarus;BE32Belgium;' +
  'BZ501Belize;BJ229Benin;BM1Bermuda;BT975Bhutan;BO591Bolivia;BA387Bosnia and Herzegovina;BW267Botswana;' +
  'BR55Brazil;IO246British Indian Ocean Territory;VG1British Virgin Islands;BN673Brunei;BG359Bulgaria;' +
  'BF226Burkina Faso;BI257Burundi;CV238Cabo Verde;KH855Cambodia;CM237Cameroon;CA1Canada;' +
  'BQ599Caribbean Netherlands;KY1Cayman Islands;CF236Central African Republic;TD235Chad;CL56Chile;CN86China;' +
  'CX61Christmas Island;CC61Cocos (Keeling) Islands;CO57Colombia;KM269Comoros;CG242Congo - Brazzaville;' +
  "CD243Congo - Kinshasa;CK682Cook Islands;CR506Costa Rica;CI225Côte d'Ivoire;HR385Croatia;CU53Cuba;" +
  'CW599Curaçao;CY357Cyprus;CZ420Czechia;DK45Denmark;DJ253Djibouti;DM1Dominica;DO1Dominican Republic;' +
  'EC593Ecuador;EG20Egypt;SV503El Salvador;GQ240Equatorial Guinea;ER291Eritrea;EE372Estonia;SZ268Eswatini;' +
  'ET251Ethiopia;FK500Falkland Islands;FO298Faroe Islands;FJ679Fiji;FI358Finland;FR33France;' +
  'GF594French Guiana;PF689French Polynesia;TF262French Southern Territories;GA241Gabon;GM220Gambia;' +
  'GE995Georgia;DE49Germany;GI350Gibraltar;GR30Greece;GL299Greenland;GD1Grenada;GP590Guadeloupe;GU1Guam;' +
  'GT502Guatemala;GG44Guernsey;GN224Guinea;GW245Guinea-Bissau;GY592Guyana;HT509Haiti;HN504Honduras;' +
  'HK852Hong Kong;HU36Hungary;IS354Iceland;IN91India;ID62Indonesia;IR98Iran;IQ964Iraq;IE353Ireland;' +
  'IM44Isle of Man;IL972Israel;IT39Italy;JM1Jamaica;JP81Japan;JE44Jersey;JO962Jordan;KZ7Kazakhstan;' +
  'KE254Kenya;KI686Kiribati;XK383Kosovo;KW965Kuwait;KG996Kyrgyzstan;LA856Laos;LV371Latvia;LB961Lebanon;' +
  'LS266Lesotho;LR231Liberia;LY218Libya;LI423Liechtenstein;LT370Lithuania;LU352Luxembourg;MO853Macao;' +
  'MG261Madagascar;MW265Malawi;MY60Malaysia;MV960Maldives;ML223Mali;MT356Malta;MH692Marshall Islands;' +
  'MQ596Martinique;MR222Mauritania;MU230Mauritius;YT262Mayotte;MX52Mexico;FM691Micronesia;MD373Moldova;' +
  'MC377Monaco;MN976Mongolia;ME382Montenegro;MS1Montserrat;MA212Morocco;MZ258Mozambique;MM95Myanmar;' +
  'NA264Namibia;NR674Nauru;NP977Nepal;NL31Netherlands;NC687New Caledonia;NZ64New Zealand;NI505Nicaragua;' +
  'NE227Niger;NU683Niue;NF672Norfolk Island;KP850North Korea;MK389North Macedonia;' +
  'MP1Northern Mariana Islands;NO47Norway;OM968Oman;PK92Pakistan;PW680Palau;PS970Palestine;PA507Panama;' +
  'PG675Papua New Guinea;PY595Paraguay;PE51Peru;PH63Philippines;PN64Pitcairn Islands;PL48Poland;' +
  'PT351Portugal;PR1Puerto Rico;QA974Qatar;RE262Réunion;RO40Romania;RU7Russia;RW250Rwanda;' +
  'BL590Saint Barthélemy;SH290Saint Helena;KN1Saint Kitts and Nevis;LC1Saint Lucia;MF590Saint Martin;' +
  'PM508Saint Pierre and Miquelon;VC1Saint Vincent and the Grenadines;WS685Samoa;SM378San Marino;' +
  'ST239São Tomé and Príncipe;SA966Saudi Arabia;SN221Senegal;RS381Serbia;SC248Seychelles;SL232Sierra Leone;' +
  'SG65Singapore;SX1Sint Maarten;SK421Slovakia;SI386Slovenia;SB677Solomon Islands;SO252Somalia;' +
  'GS500South Georgia and the South Sandwich Islands;KR82South Korea;SS211South Sudan;ES34Spain;' +
  'LK94Sri Lanka;SD249Sudan;SR597Suriname;SJ47Svalbard and Jan Mayen;SE46Sweden;CH41Switzerland;SY963Syria;' +
  'TW886Taiwan;TJ992Tajikistan;TZ255Tanzania;TH66Thailand;TL670Timor-Leste;TG228Togo;TK690Tokelau;' +
  'TO676Tonga;TT1Trinidad and Tobago;TN216Tunisia;TR90Türkiye;TM993Turkmenistan;TC1Turks and Caicos Islands;' +
  'TV688Tuvalu;UM1U.S. Outlying Islands;VI1U.S. Virgin Islands;UG256Uganda;UA380Ukraine;' +
  'AE971United Arab Emirates;UY598Uruguay;UZ998Uzbekistan;VU678Vanuatu;VA39Vatican City;VE58Venezuela;' +
  'VN84Vietnam;WF681Wallis and Futuna;EH212Western Sahara;YE967Yemen;ZM260Zambia;ZW263Zimbabwe';

export const COUNTRY_CODES: readonly CountryCode[] = (FIRST + OTHERS).split(';').map((entry) => {
  const [, iso = '', digits = '', name = ''] = /^([A-Z]{2})(\d+)(.+)$/.exec(entry) ?? [];
  return { iso, name, dial: `+${digits}` };
});

export const DEFAULT_COUNTRY_ISO = 'GH';

/** Every distinct dial code, in list order: the values the API accepts as countryCode. */
export const DIAL_CODES: readonly string[] = [...new Set(COUNTRY_CODES.map((country) => country.dial))];

const dialCodeSet = new Set(DIAL_CODES);

export function isDialCode(code: string): boolean {
  return dialCodeSet.has(code);
}

export function countryByIso(iso: string): CountryCode | undefined {
  return COUNTRY_CODES.find((country) => country.iso === iso);
}

/** The first country using a dial code: how a bare dial code maps back to an option (e.g. +1 -> USA). */
export function countryByDialCode(dial: string): CountryCode | undefined {
  return COUNTRY_CODES.find((country) => country.dial === dial);
}

import { z } from 'zod';
import { bookingIdParam } from './bookings.ts';
import { envelope, isCalendarDate, listEnvelope, phoneField, requiredText, singleLineText, text } from './common.ts';
import { endpoint } from './endpoint.ts';
import { TRAVELLER_MESSAGES } from './traveller-messages.ts';

/**
 * Traveller details: after booking, the lead traveller names each passenger (as on their ID), with
 * date of birth, gender, nationality, identity document and an emergency contact. Treks require
 * them by `traveller_details_days` (setting) before the start; the departure manifest lists them.
 */

/** ISO 3166-1 alpha-2: every country a traveller can hold a passport of. Names come from Intl.DisplayNames. */
export const COUNTRY_CODES = [
  'AD',
  'AE',
  'AF',
  'AG',
  'AI',
  'AL',
  'AM',
  'AO',
  'AQ',
  'AR',
  'AS',
  'AT',
  'AU',
  'AW',
  'AX',
  'AZ',
  'BA',
  'BB',
  'BD',
  'BE',
  'BF',
  'BG',
  'BH',
  'BI',
  'BJ',
  'BL',
  'BM',
  'BN',
  'BO',
  'BQ',
  'BR',
  'BS',
  'BT',
  'BV',
  'BW',
  'BY',
  'BZ',
  'CA',
  'CC',
  'CD',
  'CF',
  'CG',
  'CH',
  'CI',
  'CK',
  'CL',
  'CM',
  'CN',
  'CO',
  'CR',
  'CU',
  'CV',
  'CW',
  'CX',
  'CY',
  'CZ',
  'DE',
  'DJ',
  'DK',
  'DM',
  'DO',
  'DZ',
  'EC',
  'EE',
  'EG',
  'EH',
  'ER',
  'ES',
  'ET',
  'FI',
  'FJ',
  'FK',
  'FM',
  'FO',
  'FR',
  'GA',
  'GB',
  'GD',
  'GE',
  'GF',
  'GG',
  'GH',
  'GI',
  'GL',
  'GM',
  'GN',
  'GP',
  'GQ',
  'GR',
  'GS',
  'GT',
  'GU',
  'GW',
  'GY',
  'HK',
  'HM',
  'HN',
  'HR',
  'HT',
  'HU',
  'ID',
  'IE',
  'IL',
  'IM',
  'IN',
  'IO',
  'IQ',
  'IR',
  'IS',
  'IT',
  'JE',
  'JM',
  'JO',
  'JP',
  'KE',
  'KG',
  'KH',
  'KI',
  'KM',
  'KN',
  'KP',
  'KR',
  'KW',
  'KY',
  'KZ',
  'LA',
  'LB',
  'LC',
  'LI',
  'LK',
  'LR',
  'LS',
  'LT',
  'LU',
  'LV',
  'LY',
  'MA',
  'MC',
  'MD',
  'ME',
  'MF',
  'MG',
  'MH',
  'MK',
  'ML',
  'MM',
  'MN',
  'MO',
  'MP',
  'MQ',
  'MR',
  'MS',
  'MT',
  'MU',
  'MV',
  'MW',
  'MX',
  'MY',
  'MZ',
  'NA',
  'NC',
  'NE',
  'NF',
  'NG',
  'NI',
  'NL',
  'NO',
  'NP',
  'NR',
  'NU',
  'NZ',
  'OM',
  'PA',
  'PE',
  'PF',
  'PG',
  'PH',
  'PK',
  'PL',
  'PM',
  'PN',
  'PR',
  'PS',
  'PT',
  'PW',
  'PY',
  'QA',
  'RE',
  'RO',
  'RS',
  'RU',
  'RW',
  'SA',
  'SB',
  'SC',
  'SD',
  'SE',
  'SG',
  'SH',
  'SI',
  'SJ',
  'SK',
  'SL',
  'SM',
  'SN',
  'SO',
  'SR',
  'SS',
  'ST',
  'SV',
  'SX',
  'SY',
  'SZ',
  'TC',
  'TD',
  'TF',
  'TG',
  'TH',
  'TJ',
  'TK',
  'TL',
  'TM',
  'TN',
  'TO',
  'TR',
  'TT',
  'TV',
  'TW',
  'TZ',
  'UA',
  'UG',
  'UM',
  'US',
  'UY',
  'UZ',
  'VA',
  'VC',
  'VE',
  'VG',
  'VI',
  'VN',
  'VU',
  'WF',
  'WS',
  'YE',
  'YT',
  'ZA',
  'ZM',
  'ZW',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
/** Indian nationals need no protected-area permit; everyone else is shown the trek's permit note. */
export const HOME_NATIONALITY = 'IN';

export const TRAVELLER_GENDERS = ['female', 'male', 'other'] as const;
export type TravellerGender = (typeof TRAVELLER_GENDERS)[number];
export const TRAVELLER_ID_TYPES = ['aadhaar', 'passport', 'other'] as const;
export type TravellerIdType = (typeof TRAVELLER_ID_TYPES)[number];

/** Days before the start by which a trip's traveller details are due (setting traveller_details_days). */
export const DEFAULT_TRAVELLER_DETAILS_DAYS = 14;
/** The reminder goes this many days before that deadline. */
export const TRAVELLER_REMINDER_DAYS = 3;

export const TRAVELLER_LIMITS = {
  nameMax: 120,
  idNumberMax: 30,
  medicalNotesMax: 1000,
  /** The oldest date of birth taken: 120 years ago. */
  maxAgeYears: 120,
  permitNoteMax: 2000,
} as const;

const M = TRAVELLER_MESSAGES;

/** Today's date (YYYY-MM-DD, UTC): a date of birth after it is refused. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

const dateOfBirth = requiredText(10, M.dateOfBirthRequired)
  .pipe(z.string().refine(isCalendarDate, { error: M.dateOfBirthInvalid, abort: true }))
  .refine((value) => value <= todayUtc(), { error: M.dateOfBirthFuture, abort: true })
  .refine((value) => Number(value.slice(0, 4)) >= new Date().getUTCFullYear() - TRAVELLER_LIMITS.maxAgeYears, {
    error: M.dateOfBirthInvalid,
  });

/** The ID number as stored: Aadhaar digits without spaces, a passport number in capitals. */
export function normaliseIdNumber(idType: TravellerIdType, value: string): string {
  const trimmed = value.trim();
  if (idType === 'aadhaar') return trimmed.replace(/[\s-]/g, '');
  if (idType === 'passport') return trimmed.replace(/\s/g, '').toUpperCase();
  return trimmed.replace(/\s+/g, ' ');
}

/** The message for an ID number that does not fit its type, or null when it fits. */
export function idNumberProblem(idType: TravellerIdType, value: string): string | null {
  const id = normaliseIdNumber(idType, value);
  if (!id) return M.idNumberRequired;
  if (idType === 'aadhaar') return /^\d{12}$/.test(id) ? null : M.aadhaarInvalid;
  if (idType === 'passport') return /^[A-Z0-9]{6,9}$/.test(id) ? null : M.passportInvalid;
  return /^[\p{L}\p{N}][\p{L}\p{N} \-/]{2,29}$/u.test(id) ? null : M.idNumberInvalid;
}

/** The ID number of one ID type: its own rule and message, stored normalised. */
const idNumberOf = (idType: TravellerIdType) =>
  requiredText(TRAVELLER_LIMITS.idNumberMax + 10, M.idNumberRequired)
    .superRefine((value, ctx) => {
      const problem = idNumberProblem(idType, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => normaliseIdNumber(idType, value));

const travellerFields = {
  full_name: singleLineText(TRAVELLER_LIMITS.nameMax, M.travellerNameRequired),
  date_of_birth: dateOfBirth,
  gender: z.enum(TRAVELLER_GENDERS, { error: M.genderRequired }),
  nationality: z
    .string({ error: M.nationalityInvalid })
    .trim()
    .toUpperCase()
    .refine((code) => (COUNTRY_CODES as readonly string[]).includes(code), { error: M.nationalityInvalid }),
  emergency_contact: z.object(
    {
      name: singleLineText(TRAVELLER_LIMITS.nameMax, M.emergencyNameRequired),
      phone: requiredText(40, M.emergencyPhoneRequired).pipe(phoneField),
    },
    { error: M.emergencyNameRequired },
  ),
  medical_notes: text(TRAVELLER_LIMITS.medicalNotesMax)
    .nullish()
    .transform((value) => (value ? value : null)),
};

/**
 * One traveller as the form and PUT send it. The ID number's rule follows the ID type (one variant
 * per type), so its message comes with the other fields' in one answer.
 */
export const travellerInput = z.discriminatedUnion(
  'id_type',
  TRAVELLER_ID_TYPES.map((idType) =>
    z.object({ ...travellerFields, id_type: z.literal(idType), id_number: idNumberOf(idType) }),
  ) as unknown as [
    z.ZodObject<
      typeof travellerFields & { id_type: z.ZodLiteral<TravellerIdType>; id_number: ReturnType<typeof idNumberOf> }
    >,
  ],
  { error: M.idTypeRequired },
);
export type TravellerInput = z.input<typeof travellerInput>;
export type TravellerValues = z.output<typeof travellerInput>;

/** PUT /api/bookings/:id/travellers (and the staff route): one entry per passenger, in order. */
export const travellersBody = z.object({
  travellers: z.array(travellerInput, { error: M.travellersRequired }).max(10, { error: M.travellersRequired }),
});
export type TravellersBody = z.input<typeof travellersBody>;
export type TravellersValues = z.output<typeof travellersBody>;

export const traveller = z.object({
  /** 1-based place on the booking. */
  position: z.number().int(),
  full_name: z.string(),
  date_of_birth: z.string(),
  gender: z.enum(TRAVELLER_GENDERS),
  nationality: z.string(),
  id_type: z.enum(TRAVELLER_ID_TYPES),
  id_number: z.string(),
  emergency_contact: z.object({ name: z.string(), phone: z.string() }),
  /** Returned to the booking's owner (who wrote them) and to staff; never printed on the leader's copy. */
  medical_notes: z.string().nullable(),
  updated_at: z.string(),
});
export type Traveller = z.infer<typeof traveller>;

/** A booking's traveller details and what the form needs around them. */
export const travellerDetails = z.object({
  booking_id: z.number().int(),
  reference: z.string(),
  passengers: z.number().int(),
  travel_date: z.string(),
  trip: z.object({ kind: z.enum(['tour', 'trek']), title: z.string() }).nullable(),
  /** Whether the trip asks for them (a trek's requires_traveller_details). */
  required: z.boolean(),
  /** travel_date minus traveller_details_days; null when not required. */
  due_date: z.string().nullable(),
  /** Every passenger has a row. */
  complete: z.boolean(),
  /** The owner may still save them (an active booking before its start). */
  editable: z.boolean(),
  /** Shown on the form to travellers whose nationality is not Indian. */
  permit_note: z.string().nullable(),
  travellers: z.array(traveller),
});
export type TravellerDetails = z.infer<typeof travellerDetails>;

/** GET /api/bookings/traveller-details: for My Bookings, where each upcoming booking stands. */
export const travellerDetailsStatus = z.object({
  booking_id: z.number().int(),
  required: z.boolean(),
  due_date: z.string().nullable(),
  filled: z.number().int(),
  passengers: z.number().int(),
  complete: z.boolean(),
  editable: z.boolean(),
});
export type TravellerDetailsStatus = z.infer<typeof travellerDetailsStatus>;

/** Age in whole years on a given day (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, on: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The lead traveller's side of traveller details: their own bookings only. */
export const travellersApi = {
  status: endpoint({
    method: 'GET',
    path: '/api/bookings/traveller-details',
    response: listEnvelope(travellerDetailsStatus),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/bookings/:id/travellers',
    params: bookingIdParam,
    response: envelope(travellerDetails),
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/bookings/:id/travellers',
    params: bookingIdParam,
    body: travellersBody,
    response: envelope(travellerDetails),
  }),
};

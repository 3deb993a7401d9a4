import type { DashboardActivityType } from '@trails/contracts/admin-dashboard';
import type { Locale } from '@trails/contracts/constants';

/**
 * One sentence per kind of event; `actor` did it, `subject` is what it is about (an enquiry may
 * name no destination, and is then worded without one).
 */
type ActivityWords = Record<DashboardActivityType, (actor: string, subject: string | null) => string>;

/** The activity feed's sentences in each site language, as the back office words them. */
const WORDS: Record<Locale, ActivityWords> = {
  en: {
    booking: (actor, subject) => `${actor} booked ${subject}`,
    enquiry: (actor, subject) => (subject ? `${actor} sent an enquiry about ${subject}` : `${actor} sent an enquiry`),
    review: (actor, subject) => `${actor} reviewed ${subject}`,
    user: (actor) => `${actor} created an account`,
  },
  hi: {
    booking: (actor, subject) => `${actor} ने ${subject} बुक किया`,
    enquiry: (actor, subject) => (subject ? `${actor} ने ${subject} के बारे में पूछताछ भेजी` : `${actor} ने पूछताछ भेजी`),
    review: (actor, subject) => `${actor} ने ${subject} की समीक्षा की`,
    user: (actor) => `${actor} ने खाता बनाया`,
  },
  es: {
    booking: (actor, subject) => `${actor} reservó ${subject}`,
    enquiry: (actor, subject) =>
      subject ? `${actor} envió una consulta sobre ${subject}` : `${actor} envió una consulta`,
    review: (actor, subject) => `${actor} escribió una reseña de ${subject}`,
    user: (actor) => `${actor} creó una cuenta`,
  },
  fr: {
    booking: (actor, subject) => `${actor} a réservé ${subject}`,
    enquiry: (actor, subject) =>
      subject ? `${actor} a envoyé une demande sur ${subject}` : `${actor} a envoyé une demande`,
    review: (actor, subject) => `${actor} a donné son avis sur ${subject}`,
    user: (actor) => `${actor} a créé un compte`,
  },
  de: {
    booking: (actor, subject) => `${actor} hat ${subject} gebucht`,
    enquiry: (actor, subject) =>
      subject ? `${actor} hat eine Anfrage zu ${subject} gesendet` : `${actor} hat eine Anfrage gesendet`,
    review: (actor, subject) => `${actor} hat ${subject} bewertet`,
    user: (actor) => `${actor} hat ein Konto erstellt`,
  },
};

/** The feed item's sentence in `locale`. */
export function activityMessage(
  locale: Locale,
  type: DashboardActivityType,
  actor: string,
  subject: string | null,
): string {
  return WORDS[locale][type](actor, subject);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** How long ago `at` was, seen from `now`, in `locale` ("5 minutes ago", "5 मिनट पहले"). */
export function timeAgo(locale: Locale, at: Date, now: Date): string {
  const seconds = Math.round((at.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

import { formatDate, formatMoney, type EmailLanguage } from './format.ts';
import { renderInLanguage, type EmailContent, type RenderedEmail } from './layout.ts';
import type { EmailSite } from './site.ts';
import { COMMON_TEXTS, bookingLink, greeting, tripDetails, type BookingEmailData } from './templates.ts';

/** What staff may change on a booking, as the change email names it. */
export type BookingChangeField = 'trip' | 'dates' | 'passengers' | 'total' | 'contact' | 'special_requests';

/** A value of a change as the email shows it: a date range, a sum in the booking's currency, or text. */
export type ChangeValue =
  | { kind: 'dates'; start: string; end: string | null }
  | { kind: 'money'; amount: number; currency: string }
  | { kind: 'text'; value: string };

const FIELD_LABELS: Record<EmailLanguage, Record<BookingChangeField, string>> = {
  en: {
    trip: 'Trip',
    dates: 'Dates',
    passengers: 'Travellers',
    total: 'Total',
    contact: 'Contact details',
    special_requests: 'Special requests',
  },
  hi: {
    trip: 'यात्रा',
    dates: 'तिथियाँ',
    passengers: 'यात्री',
    total: 'कुल राशि',
    contact: 'संपर्क विवरण',
    special_requests: 'विशेष अनुरोध',
  },
  es: {
    trip: 'Viaje',
    dates: 'Fechas',
    passengers: 'Viajeros',
    total: 'Total',
    contact: 'Datos de contacto',
    special_requests: 'Peticiones especiales',
  },
  fr: {
    trip: 'Voyage',
    dates: 'Dates',
    passengers: 'Voyageurs',
    total: 'Total',
    contact: 'Coordonnées',
    special_requests: 'Demandes particulières',
  },
  de: {
    trip: 'Reise',
    dates: 'Termine',
    passengers: 'Reisende',
    total: 'Gesamtbetrag',
    contact: 'Kontaktdaten',
    special_requests: 'Besondere Wünsche',
  },
};

const NONE: Record<EmailLanguage, string> = { en: 'none', hi: 'कोई नहीं', es: 'ninguna', fr: 'aucune', de: 'keine' };

function shown(value: ChangeValue, lang: EmailLanguage): string {
  if (value.kind === 'dates')
    return value.end && value.end !== value.start
      ? `${formatDate(value.start, lang)} – ${formatDate(value.end, lang)}`
      : formatDate(value.start, lang);
  if (value.kind === 'money') return formatMoney(value.amount, value.currency, lang);
  return value.value || NONE[lang];
}

type Texts = Pick<EmailContent, 'subject' | 'heading' | 'paragraphs'>;

/** To the traveller, when staff change the booking: each change as before → after, and the booking as it now is. */
export function bookingChangedEmail(
  site: EmailSite,
  data: BookingEmailData,
  changes: { field: BookingChangeField; before: ChangeValue; after: ChangeValue }[],
  language?: string,
): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const { reference: ref, tripTitle: trip } = data;
    const texts: Record<EmailLanguage, Texts> = {
      en: {
        subject: `Your booking ${ref} has been changed – ${trip}`,
        heading: 'Your booking has been changed',
        paragraphs: [
          `We have changed your booking ${ref} as agreed. Here is what changed, and your booking as it now stands.`,
          'An updated invoice is available from My Bookings.',
        ],
      },
      hi: {
        subject: `आपकी बुकिंग ${ref} में बदलाव किया गया है – ${trip}`,
        heading: 'आपकी बुकिंग में बदलाव किया गया है',
        paragraphs: [
          `तय किए अनुसार हमने आपकी बुकिंग ${ref} में बदलाव किया है। नीचे बदलाव और आपकी बुकिंग की मौजूदा जानकारी दी गई है।`,
          'अद्यतन चालान मेरी बुकिंग में उपलब्ध है।',
        ],
      },
      es: {
        subject: `Su reserva ${ref} ha sido modificada – ${trip}`,
        heading: 'Su reserva ha sido modificada',
        paragraphs: [
          `Hemos modificado su reserva ${ref} según lo acordado. Estos son los cambios y su reserva tal como queda.`,
          'Tiene una factura actualizada en Mis reservas.',
        ],
      },
      fr: {
        subject: `Votre réservation ${ref} a été modifiée – ${trip}`,
        heading: 'Votre réservation a été modifiée',
        paragraphs: [
          `Nous avons modifié votre réservation ${ref} comme convenu. Voici ce qui a changé, et votre réservation telle qu’elle est désormais.`,
          'Une facture mise à jour est disponible dans Mes réservations.',
        ],
      },
      de: {
        subject: `Ihre Buchung ${ref} wurde geändert – ${trip}`,
        heading: 'Ihre Buchung wurde geändert',
        paragraphs: [
          `Wir haben Ihre Buchung ${ref} wie vereinbart geändert. Hier sehen Sie die Änderungen und Ihre Buchung, wie sie jetzt ist.`,
          'Eine aktualisierte Rechnung finden Sie unter Meine Buchungen.',
        ],
      },
    };
    const changed: [string, string][] = changes.map((change) => [
      FIELD_LABELS[lang][change.field],
      `${shown(change.before, lang)} → ${shown(change.after, lang)}`,
    ]);
    return {
      ...texts[lang],
      preheader: trip,
      greeting: greeting(data.travellerName, lang),
      details: [...changed, ...tripDetails(site, data, lang)],
      action: { label: COMMON_TEXTS[lang].viewBooking, url: bookingLink(data) },
      closing: [COMMON_TEXTS[lang].replyQuestions],
    };
  });
}

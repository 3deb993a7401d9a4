import { formatDate, formatDateRange, formatTravellers, type EmailLanguage } from './format.ts';
import { renderInLanguage, type EmailContent, type RenderedEmail } from './layout.ts';
import type { EmailSite } from './site.ts';
import { greeting } from './templates.ts';

/** A waitlist offer as its emails describe it. */
export interface WaitlistEmailData {
  travellerName: string;
  tripTitle: string;
  /** Calendar dates, 'YYYY-MM-DD'. */
  startDate: string;
  endDate: string;
  seats: number;
  /** The booking wizard's link with the offer token (a path on the site), for the offer email. */
  bookingPath?: string;
  /** The trip's page, for the expired email. */
  tripPath?: string;
  offerExpiresAt?: Date;
}

const LABELS: Record<EmailLanguage, Record<'trip' | 'dates' | 'seats' | 'until', string>> = {
  en: { trip: 'Trip', dates: 'Dates', seats: 'Seats held', until: 'Held until' },
  hi: { trip: 'यात्रा', dates: 'तिथियाँ', seats: 'रोकी गई सीटें', until: 'कब तक रोकी गई' },
  es: { trip: 'Viaje', dates: 'Fechas', seats: 'Plazas reservadas', until: 'Reservadas hasta' },
  fr: { trip: 'Voyage', dates: 'Dates', seats: 'Places réservées', until: 'Réservées jusqu’au' },
  de: { trip: 'Reise', dates: 'Termin', seats: 'Reservierte Plätze', until: 'Reserviert bis' },
};

function details(data: WaitlistEmailData, language: EmailLanguage, withExpiry: boolean): Array<[string, string]> {
  const labels = LABELS[language];
  const rows: Array<[string, string]> = [
    [labels.trip, data.tripTitle],
    [labels.dates, formatDateRange(data.startDate, data.endDate, language)],
    [labels.seats, formatTravellers(data.seats, language)],
  ];
  if (withExpiry && data.offerExpiresAt) rows.push([labels.until, formatDate(data.offerExpiresAt, language, true)]);
  return rows;
}

/** Seats came back on a departure the traveller waits for: they are held until the offer expires. */
export function waitlistOfferEmail(site: EmailSite, data: WaitlistEmailData, language?: string | null): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const { tripTitle: trip } = data;
    const until = data.offerExpiresAt ? formatDate(data.offerExpiresAt, lang, true) : '';
    const texts: Record<EmailLanguage, Omit<EmailContent, 'greeting' | 'details' | 'action'> & { button: string }> = {
      en: {
        subject: `Seats are free on ${trip} – ${site.name}`,
        preheader: `We are holding your seats until ${until}`,
        heading: 'Your seats are waiting',
        paragraphs: [
          `Seats have come free on ${trip}, the departure you are waiting for, and we are holding them for you until ${until}.`,
          'Book them with the button below. If you do not, they go to the next traveller in line.',
        ],
        button: 'Book your seats',
        closing: ['No longer interested? Do nothing, or leave the waitlist in My Bookings.'],
      },
      hi: {
        subject: `${trip} पर सीटें खाली हुई हैं – ${site.name}`,
        preheader: `हम आपकी सीटें ${until} तक रोक रहे हैं`,
        heading: 'आपकी सीटें इंतज़ार कर रही हैं',
        paragraphs: [
          `${trip} की जिस प्रस्थान तिथि की आप प्रतीक्षा कर रहे हैं, उस पर सीटें खाली हुई हैं, और हम उन्हें ${until} तक आपके लिए रोक रहे हैं।`,
          'नीचे दिए बटन से उन्हें बुक करें। ऐसा न करने पर वे कतार में अगले यात्री को दी जाएँगी।',
        ],
        button: 'अपनी सीटें बुक करें',
        closing: ['अब रुचि नहीं है? कुछ न करें, या मेरी बुकिंग में प्रतीक्षा सूची छोड़ दें।'],
      },
      es: {
        subject: `Hay plazas libres en ${trip} – ${site.name}`,
        preheader: `Le reservamos las plazas hasta ${until}`,
        heading: 'Sus plazas le esperan',
        paragraphs: [
          `Se han liberado plazas en ${trip}, la salida que usted espera, y se las reservamos hasta ${until}.`,
          'Resérvelas con el botón de abajo. Si no lo hace, pasarán al siguiente viajero de la lista.',
        ],
        button: 'Reservar mis plazas',
        closing: ['¿Ya no le interesa? No haga nada, o deje la lista de espera en Mis reservas.'],
      },
      fr: {
        subject: `Des places se sont libérées sur ${trip} – ${site.name}`,
        preheader: `Nous vous réservons les places jusqu’au ${until}`,
        heading: 'Vos places vous attendent',
        paragraphs: [
          `Des places se sont libérées sur ${trip}, le départ que vous attendez, et nous vous les réservons jusqu’au ${until}.`,
          'Réservez-les avec le bouton ci-dessous. Sans réponse, elles passent au voyageur suivant de la liste.',
        ],
        button: 'Réserver mes places',
        closing: ['Plus intéressé ? Ne faites rien, ou quittez la liste d’attente dans Mes réservations.'],
      },
      de: {
        subject: `Plätze frei für ${trip} – ${site.name}`,
        preheader: `Wir halten Ihre Plätze bis ${until} frei`,
        heading: 'Ihre Plätze warten auf Sie',
        paragraphs: [
          `Für ${trip}, den Termin, auf den Sie warten, sind Plätze frei geworden. Wir halten sie bis ${until} für Sie frei.`,
          'Buchen Sie sie über die Schaltfläche unten. Sonst gehen sie an die nächste Person auf der Warteliste.',
        ],
        button: 'Plätze buchen',
        closing: ['Kein Interesse mehr? Tun Sie nichts, oder verlassen Sie die Warteliste unter Meine Buchungen.'],
      },
    };
    const { button, ...text } = texts[lang];
    return {
      ...text,
      greeting: greeting(data.travellerName, lang),
      details: details(data, lang, true),
      action: { label: button, url: data.bookingPath ?? '/profile/bookings' },
    };
  });
}

/** The offer was not taken in time: the seats went on down the line. */
export function waitlistOfferExpiredEmail(
  site: EmailSite,
  data: WaitlistEmailData,
  language?: string | null,
): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const { tripTitle: trip } = data;
    const texts: Record<EmailLanguage, Omit<EmailContent, 'greeting' | 'details' | 'action'> & { button: string }> = {
      en: {
        subject: `Your waitlist offer for ${trip} has expired – ${site.name}`,
        preheader: 'The seats went to the next traveller in line',
        heading: 'Your offer has expired',
        paragraphs: [
          `The seats we held for you on ${trip} were not booked in time, so they have gone to the next traveller in line.`,
          'If you still want to go, join the waitlist again or choose another date.',
        ],
        button: 'See the dates',
      },
      hi: {
        subject: `${trip} के लिए आपका प्रतीक्षा सूची प्रस्ताव समाप्त हो गया – ${site.name}`,
        preheader: 'सीटें कतार में अगले यात्री को दे दी गईं',
        heading: 'आपका प्रस्ताव समाप्त हो गया',
        paragraphs: [
          `${trip} पर आपके लिए रोकी गई सीटें समय पर बुक नहीं हुईं, इसलिए वे कतार में अगले यात्री को दे दी गई हैं।`,
          'अगर आप अब भी जाना चाहते हैं, तो फिर से प्रतीक्षा सूची में शामिल हों या कोई और तिथि चुनें।',
        ],
        button: 'तिथियाँ देखें',
      },
      es: {
        subject: `Su oferta de la lista de espera para ${trip} ha caducado – ${site.name}`,
        preheader: 'Las plazas pasaron al siguiente viajero de la lista',
        heading: 'Su oferta ha caducado',
        paragraphs: [
          `Las plazas que le reservamos en ${trip} no se reservaron a tiempo y han pasado al siguiente viajero de la lista.`,
          'Si aún quiere viajar, vuelva a apuntarse a la lista de espera o elija otra fecha.',
        ],
        button: 'Ver las fechas',
      },
      fr: {
        subject: `Votre offre de la liste d’attente pour ${trip} a expiré – ${site.name}`,
        preheader: 'Les places sont passées au voyageur suivant',
        heading: 'Votre offre a expiré',
        paragraphs: [
          `Les places que nous vous réservions sur ${trip} n’ont pas été réservées à temps : elles sont passées au voyageur suivant de la liste.`,
          'Si vous souhaitez toujours partir, inscrivez-vous à nouveau sur la liste d’attente ou choisissez une autre date.',
        ],
        button: 'Voir les dates',
      },
      de: {
        subject: `Ihr Angebot von der Warteliste für ${trip} ist abgelaufen – ${site.name}`,
        preheader: 'Die Plätze gingen an die nächste Person auf der Warteliste',
        heading: 'Ihr Angebot ist abgelaufen',
        paragraphs: [
          `Die für Sie reservierten Plätze für ${trip} wurden nicht rechtzeitig gebucht und gingen an die nächste Person auf der Warteliste.`,
          'Wenn Sie weiterhin mitreisen möchten, tragen Sie sich erneut ein oder wählen Sie einen anderen Termin.',
        ],
        button: 'Termine ansehen',
      },
    };
    const { button, ...text } = texts[lang];
    return {
      ...text,
      greeting: greeting(data.travellerName, lang),
      details: details(data, lang, false),
      action: { label: button, url: data.tripPath ?? '/tours' },
    };
  });
}

/**
 * Staff closed or cancelled the departure while seats were held for the traveller: the offer is
 * withdrawn (its link no longer books), and the traveller keeps their place in line should the
 * departure open again.
 */
export function waitlistOfferWithdrawnEmail(
  site: EmailSite,
  data: WaitlistEmailData,
  language?: string | null,
): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const { tripTitle: trip } = data;
    const texts: Record<EmailLanguage, Omit<EmailContent, 'greeting' | 'details' | 'action'> & { button: string }> = {
      en: {
        subject: `The departure of ${trip} you were offered is no longer open – ${site.name}`,
        preheader: 'Your offer is withdrawn; you keep your place in line',
        heading: 'This departure is no longer open',
        paragraphs: [
          `We have had to close the departure of ${trip} on which we were holding seats for you, so the booking link in our earlier email no longer works. Nothing has been charged.`,
          'You keep your place on its waitlist: if the departure opens again, we will write to you. You can also choose another date.',
        ],
        button: 'See other dates',
      },
      hi: {
        subject: `${trip} की जो प्रस्थान तिथि आपको दी गई थी, वह अब खुली नहीं है – ${site.name}`,
        preheader: 'आपका प्रस्ताव वापस ले लिया गया है; कतार में आपकी जगह बनी रहेगी',
        heading: 'यह प्रस्थान तिथि अब खुली नहीं है',
        paragraphs: [
          `${trip} की जिस प्रस्थान तिथि पर हम आपके लिए सीटें रोके हुए थे, उसे हमें बंद करना पड़ा है, इसलिए हमारे पिछले ईमेल का बुकिंग लिंक अब काम नहीं करेगा। आपसे कोई शुल्क नहीं लिया गया है।`,
          'प्रतीक्षा सूची में आपकी जगह बनी रहेगी: अगर यह तिथि फिर से खुलती है, तो हम आपको लिखेंगे। आप कोई और तिथि भी चुन सकते हैं।',
        ],
        button: 'दूसरी तिथियाँ देखें',
      },
      es: {
        subject: `La salida de ${trip} que le ofrecimos ya no está abierta – ${site.name}`,
        preheader: 'Su oferta queda retirada; conserva su lugar en la lista',
        heading: 'Esta salida ya no está abierta',
        paragraphs: [
          `Hemos tenido que cerrar la salida de ${trip} en la que le reservábamos plazas, así que el enlace de reserva de nuestro correo anterior ya no funciona. No se le ha cobrado nada.`,
          'Conserva su lugar en la lista de espera: si la salida vuelve a abrirse, le escribiremos. También puede elegir otra fecha.',
        ],
        button: 'Ver otras fechas',
      },
      fr: {
        subject: `Le départ de ${trip} qui vous était proposé n’est plus ouvert – ${site.name}`,
        preheader: 'Votre offre est retirée ; vous gardez votre place dans la liste',
        heading: 'Ce départ n’est plus ouvert',
        paragraphs: [
          `Nous avons dû fermer le départ de ${trip} sur lequel nous vous réservions des places : le lien de réservation de notre précédent e-mail ne fonctionne donc plus. Rien ne vous a été facturé.`,
          'Vous gardez votre place sur la liste d’attente : si le départ rouvre, nous vous écrirons. Vous pouvez aussi choisir une autre date.',
        ],
        button: 'Voir d’autres dates',
      },
      de: {
        subject: `Der angebotene Termin für ${trip} ist nicht mehr buchbar – ${site.name}`,
        preheader: 'Ihr Angebot wurde zurückgezogen; Ihr Platz auf der Warteliste bleibt',
        heading: 'Dieser Termin ist nicht mehr buchbar',
        paragraphs: [
          `Wir mussten den Termin für ${trip}, für den wir Plätze für Sie reserviert hatten, schließen. Der Buchungslink aus unserer letzten E-Mail funktioniert daher nicht mehr. Ihnen wurde nichts berechnet.`,
          'Ihr Platz auf der Warteliste bleibt erhalten: Wird der Termin wieder geöffnet, schreiben wir Ihnen. Sie können auch einen anderen Termin wählen.',
        ],
        button: 'Andere Termine ansehen',
      },
    };
    const { button, ...text } = texts[lang];
    return {
      ...text,
      greeting: greeting(data.travellerName, lang),
      details: details(data, lang, false),
      action: { label: button, url: data.tripPath ?? '/tours' },
    };
  });
}

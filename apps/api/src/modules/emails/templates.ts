import { formatDate, formatDateRange, formatMoney, formatTravellers, type EmailLanguage } from './format.ts';
import { renderInLanguage, type EmailContent, type RenderedEmail } from './layout.ts';
import type { EmailSite } from './site.ts';

/** The site's pages the emails link to, as paths on the site's base URL. */
export const EMAIL_PATHS = {
  booking: (bookingId: string | number) => `/booking-confirmation/${encodeURIComponent(String(bookingId))}`,
  profile: () => '/profile',
  adminBookings: () => '/admin/bookings',
  trips: () => '/tours',
  resetPassword: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  verifyEmail: (token: string) => `/verify-email?token=${encodeURIComponent(token)}`,
} as const;

/** A booking as the emails describe it, whatever the bookings table looks like. */
export interface BookingEmailData {
  reference: string;
  /** For the link to the booking's page; without it the link goes to the traveller's profile. */
  bookingId?: number | string;
  travellerName: string;
  travellerEmail?: string;
  travellerPhone?: string;
  tripTitle: string;
  /** Calendar dates, 'YYYY-MM-DD'. */
  startDate: string;
  endDate?: string | null;
  passengers: number;
  total: number;
  amountPaid?: number;
  /** Defaults to the site's currency. */
  currency?: string;
  /** Until when unpaid seats are held (booking received). */
  holdExpiresAt?: Date | string | null;
  /** Why it was cancelled (booking cancelled). */
  reason?: string | null;
  /** Path of the trip's page, for "book again" (booking expired). */
  tripPath?: string;
}

export interface PasswordResetEmailData {
  name: string;
  token: string;
  /** How long the link works. */
  validMinutes: number;
}

export const LABELS: Record<
  EmailLanguage,
  Record<
    'reference' | 'trip' | 'dates' | 'travellers' | 'total' | 'paid' | 'traveller' | 'email' | 'phone' | 'reason',
    string
  >
> = {
  en: {
    reference: 'Booking reference',
    trip: 'Trip',
    dates: 'Dates',
    travellers: 'Travellers',
    total: 'Total',
    paid: 'Amount paid',
    traveller: 'Traveller',
    email: 'Email',
    phone: 'Phone',
    reason: 'Reason',
  },
  hi: {
    reference: 'बुकिंग संदर्भ संख्या',
    trip: 'यात्रा',
    dates: 'तिथियाँ',
    travellers: 'यात्री',
    total: 'कुल राशि',
    paid: 'भुगतान की गई राशि',
    traveller: 'यात्री का नाम',
    email: 'ईमेल',
    phone: 'फ़ोन',
    reason: 'कारण',
  },
  es: {
    reference: 'Referencia de la reserva',
    trip: 'Viaje',
    dates: 'Fechas',
    travellers: 'Viajeros',
    total: 'Total',
    paid: 'Importe pagado',
    traveller: 'Viajero',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    reason: 'Motivo',
  },
  fr: {
    reference: 'Référence de réservation',
    trip: 'Voyage',
    dates: 'Dates',
    travellers: 'Voyageurs',
    total: 'Total',
    paid: 'Montant payé',
    traveller: 'Voyageur',
    email: 'E-mail',
    phone: 'Téléphone',
    reason: 'Motif',
  },
  de: {
    reference: 'Buchungsnummer',
    trip: 'Reise',
    dates: 'Reisedaten',
    travellers: 'Reisende',
    total: 'Gesamtbetrag',
    paid: 'Bezahlter Betrag',
    traveller: 'Reisende Person',
    email: 'E-Mail',
    phone: 'Telefon',
    reason: 'Grund',
  },
};

const GREETINGS: Record<EmailLanguage, (name: string) => string> = {
  en: (name) => `Dear ${name},`,
  hi: (name) => `नमस्ते ${name},`,
  es: (name) => `Hola, ${name}:`,
  fr: (name) => `Bonjour ${name},`,
  de: (name) => `Guten Tag ${name},`,
};

/** The opening line to a person by name. */
export const greeting = (name: string, language: EmailLanguage) => GREETINGS[language](name);

/** The opening line of an email to the operator's mailbox. */
export const OPERATOR_GREETING: Record<EmailLanguage, string> = {
  en: 'Hello,',
  hi: 'नमस्ते,',
  es: 'Hola:',
  fr: 'Bonjour,',
  de: 'Hallo,',
};

/** Buttons and closing lines several emails share. */
export const COMMON_TEXTS: Record<
  EmailLanguage,
  { viewBooking: string; browseTrips: string; openBackOffice: string; replyQuestions: string }
> = {
  en: {
    viewBooking: 'View your booking',
    browseTrips: 'Browse other trips',
    openBackOffice: 'Open in the back office',
    replyQuestions: 'Any questions? Just reply to this email.',
  },
  hi: {
    viewBooking: 'अपनी बुकिंग देखें',
    browseTrips: 'अन्य यात्राएँ देखें',
    openBackOffice: 'एडमिन पैनल में खोलें',
    replyQuestions: 'कोई सवाल हो तो बस इस ईमेल का जवाब दें।',
  },
  es: {
    viewBooking: 'Ver su reserva',
    browseTrips: 'Ver otros viajes',
    openBackOffice: 'Abrir en el panel de administración',
    replyQuestions: '¿Tiene alguna pregunta? Basta con responder a este correo.',
  },
  fr: {
    viewBooking: 'Voir votre réservation',
    browseTrips: 'Découvrir d’autres voyages',
    openBackOffice: 'Ouvrir dans l’espace d’administration',
    replyQuestions: 'Une question ? Il vous suffit de répondre à cet e-mail.',
  },
  de: {
    viewBooking: 'Ihre Buchung ansehen',
    browseTrips: 'Weitere Reisen entdecken',
    openBackOffice: 'In der Verwaltung öffnen',
    replyQuestions: 'Haben Sie Fragen? Antworten Sie einfach auf diese E-Mail.',
  },
};

export function tripDetails(site: EmailSite, data: BookingEmailData, language: EmailLanguage): Array<[string, string]> {
  const labels = LABELS[language];
  const currency = data.currency ?? site.currency;
  const rows: Array<[string, string]> = [
    [labels.reference, data.reference],
    [labels.trip, data.tripTitle],
    [labels.dates, formatDateRange(data.startDate, data.endDate, language)],
    [labels.travellers, formatTravellers(data.passengers, language)],
    [labels.total, formatMoney(data.total, currency, language)],
  ];
  if (data.amountPaid !== undefined) rows.push([labels.paid, formatMoney(data.amountPaid, currency, language)]);
  return rows;
}

export const bookingLink = (data: BookingEmailData) =>
  data.bookingId === undefined ? EMAIL_PATHS.profile() : EMAIL_PATHS.booking(data.bookingId);

/** To the traveller, as soon as a booking is made. */
export function bookingReceivedEmail(site: EmailSite, data: BookingEmailData, language?: string): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const hold = data.holdExpiresAt ? formatDate(data.holdExpiresAt, lang, true) : null;
    const trip = data.tripTitle;
    const shared = {
      preheader: `${trip}, ${formatDateRange(data.startDate, data.endDate, lang)}`,
      greeting: greeting(data.travellerName, lang),
      details: tripDetails(site, data, lang),
      action: { label: COMMON_TEXTS[lang].viewBooking, url: bookingLink(data) },
    };
    const texts: Record<EmailLanguage, Omit<EmailContent, keyof typeof shared>> = {
      en: {
        subject: `We have received your booking ${data.reference} – ${trip}`,
        heading: `Thank you, ${data.travellerName}!`,
        paragraphs: [
          `We have received your booking for ${trip}. Our team will confirm it shortly and let you know by email.`,
          ...(hold ? [`Your seats are held until ${hold}; please complete the payment by then.`] : []),
        ],
        closing: ['Any questions? Just reply to this email; we are happy to help.'],
      },
      hi: {
        subject: `आपकी बुकिंग ${data.reference} हमें मिल गई है – ${trip}`,
        heading: `धन्यवाद, ${data.travellerName}!`,
        paragraphs: [
          `${trip} के लिए आपकी बुकिंग हमें मिल गई है। हमारी टीम जल्द ही इसकी पुष्टि करेगी और आपको ईमेल से सूचित करेगी।`,
          ...(hold ? [`आपकी सीटें ${hold} तक आरक्षित हैं; कृपया तब तक भुगतान पूरा कर लें।`] : []),
        ],
        closing: ['कोई सवाल हो तो बस इस ईमेल का जवाब दें, हमें आपकी मदद करके ख़ुशी होगी।'],
      },
      es: {
        subject: `Hemos recibido su reserva ${data.reference} – ${trip}`,
        heading: `¡Gracias, ${data.travellerName}!`,
        paragraphs: [
          `Hemos recibido su reserva para ${trip}. Nuestro equipo la confirmará en breve y se lo comunicará por correo electrónico.`,
          ...(hold ? [`Sus plazas quedan reservadas hasta el ${hold}; complete el pago antes de esa fecha.`] : []),
        ],
        closing: ['¿Tiene alguna pregunta? Responda a este correo; estaremos encantados de ayudarle.'],
      },
      fr: {
        subject: `Nous avons bien reçu votre réservation ${data.reference} – ${trip}`,
        heading: `Merci, ${data.travellerName} !`,
        paragraphs: [
          `Nous avons bien reçu votre réservation pour ${trip}. Notre équipe la confirmera sous peu et vous en informera par e-mail.`,
          ...(hold
            ? [`Vos places sont bloquées jusqu’au ${hold} ; merci d’effectuer le paiement avant cette date.`]
            : []),
        ],
        closing: ['Une question ? Répondez simplement à cet e-mail, nous serons ravis de vous aider.'],
      },
      de: {
        subject: `Wir haben Ihre Buchung ${data.reference} erhalten – ${trip}`,
        heading: `Vielen Dank, ${data.travellerName}!`,
        paragraphs: [
          `Wir haben Ihre Buchung für ${trip} erhalten. Unser Team bestätigt sie in Kürze und informiert Sie per E-Mail.`,
          ...(hold ? [`Ihre Plätze sind bis ${hold} reserviert; bitte schließen Sie die Zahlung bis dahin ab.`] : []),
        ],
        closing: ['Haben Sie Fragen? Antworten Sie einfach auf diese E-Mail – wir helfen Ihnen gern.'],
      },
    };
    return { ...shared, ...texts[lang] };
  });
}

/** To the operator (the site's contact_email), for every new booking. */
export function newBookingEmail(site: EmailSite, data: BookingEmailData, language?: string): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const labels = LABELS[lang];
    const contact: Array<[string, string]> = [[labels.traveller, data.travellerName]];
    if (data.travellerEmail) contact.push([labels.email, data.travellerEmail]);
    if (data.travellerPhone) contact.push([labels.phone, data.travellerPhone]);
    const name = data.travellerName;
    const trip = data.tripTitle;
    const texts: Record<EmailLanguage, Pick<EmailContent, 'subject' | 'heading' | 'paragraphs'>> = {
      en: {
        subject: `New booking ${data.reference}: ${trip}`,
        heading: 'New booking received',
        paragraphs: [`${name} has booked ${trip}. The details are below.`],
      },
      hi: {
        subject: `नई बुकिंग ${data.reference}: ${trip}`,
        heading: 'नई बुकिंग आई है',
        paragraphs: [`${name} ने ${trip} बुक किया है। विवरण नीचे दिया गया है।`],
      },
      es: {
        subject: `Nueva reserva ${data.reference}: ${trip}`,
        heading: 'Nueva reserva recibida',
        paragraphs: [`${name} ha reservado ${trip}. Los detalles figuran a continuación.`],
      },
      fr: {
        subject: `Nouvelle réservation ${data.reference} : ${trip}`,
        heading: 'Nouvelle réservation reçue',
        paragraphs: [`${name} a réservé ${trip}. Le détail figure ci-dessous.`],
      },
      de: {
        subject: `Neue Buchung ${data.reference}: ${trip}`,
        heading: 'Neue Buchung eingegangen',
        paragraphs: [`${name} hat ${trip} gebucht. Die Details finden Sie unten.`],
      },
    };
    return {
      ...texts[lang],
      preheader: `${name}, ${formatTravellers(data.passengers, lang)}`,
      greeting: OPERATOR_GREETING[lang],
      details: [...tripDetails(site, data, lang), ...contact],
      action: { label: COMMON_TEXTS[lang].openBackOffice, url: EMAIL_PATHS.adminBookings() },
    };
  });
}

/** To the traveller, when the booking is cancelled (by them or by the operator). */
export function bookingCancelledEmail(site: EmailSite, data: BookingEmailData, language?: string): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const details = tripDetails(site, data, lang);
    if (data.reason) details.push([LABELS[lang].reason, data.reason]);
    const { reference: ref, tripTitle: trip } = data;
    const texts: Record<EmailLanguage, Pick<EmailContent, 'subject' | 'heading' | 'paragraphs' | 'closing'>> = {
      en: {
        subject: `Your booking ${ref} has been cancelled`,
        heading: 'Booking cancelled',
        paragraphs: [
          `Your booking ${ref} for ${trip} has been cancelled.`,
          'If you have paid, any refund due will be made to your original payment method.',
        ],
        closing: ['We hope to welcome you in the mountains soon.'],
      },
      hi: {
        subject: `आपकी बुकिंग ${ref} रद्द कर दी गई है`,
        heading: 'बुकिंग रद्द कर दी गई है',
        paragraphs: [
          `${trip} के लिए आपकी बुकिंग ${ref} रद्द कर दी गई है।`,
          'यदि आपने भुगतान किया है, तो देय धनवापसी आपके मूल भुगतान माध्यम में कर दी जाएगी।',
        ],
        closing: ['हमें उम्मीद है कि जल्द ही आपके साथ पहाड़ों की सैर करेंगे।'],
      },
      es: {
        subject: `Su reserva ${ref} ha sido cancelada`,
        heading: 'Reserva cancelada',
        paragraphs: [
          `Su reserva ${ref} para ${trip} ha sido cancelada.`,
          'Si ya ha pagado, el reembolso que corresponda se abonará por el mismo medio de pago que utilizó.',
        ],
        closing: ['Esperamos darle pronto la bienvenida en las montañas.'],
      },
      fr: {
        subject: `Votre réservation ${ref} a été annulée`,
        heading: 'Réservation annulée',
        paragraphs: [
          `Votre réservation ${ref} pour ${trip} a été annulée.`,
          'Si vous avez déjà payé, le remboursement dû sera effectué sur le moyen de paiement d’origine.',
        ],
        closing: ['Nous espérons vous accueillir bientôt en montagne.'],
      },
      de: {
        subject: `Ihre Buchung ${ref} wurde storniert`,
        heading: 'Buchung storniert',
        paragraphs: [
          `Ihre Buchung ${ref} für ${trip} wurde storniert.`,
          'Falls Sie bereits bezahlt haben, erstatten wir den fälligen Betrag über Ihr ursprüngliches Zahlungsmittel.',
        ],
        closing: ['Wir hoffen, Sie bald in den Bergen begrüßen zu dürfen.'],
      },
    };
    return {
      ...texts[lang],
      preheader: trip,
      greeting: greeting(data.travellerName, lang),
      details,
      action: { label: COMMON_TEXTS[lang].browseTrips, url: EMAIL_PATHS.trips() },
    };
  });
}

/** To the traveller, when an unpaid hold ran out and the seats were released. */
export function bookingExpiredEmail(site: EmailSite, data: BookingEmailData, language?: string): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const { reference: ref, tripTitle: trip } = data;
    const texts: Record<EmailLanguage, Pick<EmailContent, 'subject' | 'heading' | 'paragraphs'> & { again: string }> = {
      en: {
        subject: `Your booking hold ${ref} has expired`,
        heading: 'Your booking hold has expired',
        paragraphs: [
          `We held your seats for ${trip}, but the payment was not completed in time, so the hold has been released.`,
          'You are welcome to book again at any time; availability may have changed since.',
        ],
        again: 'Book again',
      },
      hi: {
        subject: `आपकी बुकिंग ${ref} की आरक्षण अवधि समाप्त हो गई है`,
        heading: 'आरक्षण की अवधि समाप्त हो गई',
        paragraphs: [
          `हमने ${trip} के लिए आपकी सीटें आरक्षित रखी थीं, लेकिन समय पर भुगतान पूरा नहीं हुआ, इसलिए यह आरक्षण रद्द हो गया है।`,
          'आप कभी भी दोबारा बुक कर सकते हैं; ध्यान दें कि तब तक उपलब्धता बदल सकती है।',
        ],
        again: 'फिर से बुक करें',
      },
      es: {
        subject: `La reserva provisional ${ref} ha caducado`,
        heading: 'Su reserva provisional ha caducado',
        paragraphs: [
          `Le reservamos plazas para ${trip}, pero el pago no se completó a tiempo, por lo que las plazas han quedado libres.`,
          'Puede volver a reservar cuando quiera; tenga en cuenta que la disponibilidad puede haber cambiado.',
        ],
        again: 'Reservar de nuevo',
      },
      fr: {
        subject: `Votre réservation provisoire ${ref} a expiré`,
        heading: 'Votre réservation provisoire a expiré',
        paragraphs: [
          `Nous avions bloqué vos places pour ${trip}, mais le paiement n’a pas été effectué à temps : les places ont donc été libérées.`,
          'Vous pouvez réserver de nouveau à tout moment ; les disponibilités ont toutefois pu changer.',
        ],
        again: 'Réserver à nouveau',
      },
      de: {
        subject: `Ihre Reservierung ${ref} ist abgelaufen`,
        heading: 'Ihre Reservierung ist abgelaufen',
        paragraphs: [
          `Wir hatten Ihre Plätze für ${trip} reserviert, doch die Zahlung ist nicht rechtzeitig eingegangen; die Plätze wurden daher freigegeben.`,
          'Sie können jederzeit erneut buchen; die Verfügbarkeit kann sich inzwischen geändert haben.',
        ],
        again: 'Erneut buchen',
      },
    };
    const { again, ...text } = texts[lang];
    return {
      ...text,
      preheader: trip,
      greeting: greeting(data.travellerName, lang),
      details: tripDetails(site, data, lang),
      action: { label: again, url: data.tripPath ?? EMAIL_PATHS.trips() },
    };
  });
}

/** The link to choose a new password. */
export function passwordResetEmail(site: EmailSite, data: PasswordResetEmailData, language?: string): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const minutes = data.validMinutes;
    const texts: Record<EmailLanguage, Omit<EmailContent, 'greeting' | 'action'> & { button: string }> = {
      en: {
        subject: `Reset your ${site.name} password`,
        preheader: `This link works for ${minutes} minutes.`,
        heading: 'Reset your password',
        paragraphs: [
          `We received a request to reset the password of your account. The link below works for ${minutes} minutes.`,
        ],
        button: 'Reset password',
        closing: ['If you did not ask for this, you can ignore this email; your password will not change.'],
      },
      hi: {
        subject: `अपना ${site.name} पासवर्ड रीसेट करें`,
        preheader: `यह लिंक ${minutes} मिनट तक मान्य है।`,
        heading: 'पासवर्ड रीसेट करें',
        paragraphs: [`हमें आपके खाते का पासवर्ड रीसेट करने का अनुरोध मिला है। नीचे दिया गया लिंक ${minutes} मिनट तक मान्य है।`],
        button: 'पासवर्ड रीसेट करें',
        closing: ['यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें; आपका पासवर्ड नहीं बदलेगा।'],
      },
      es: {
        subject: `Restablezca su contraseña de ${site.name}`,
        preheader: `Este enlace es válido durante ${minutes} minutos.`,
        heading: 'Restablecer la contraseña',
        paragraphs: [
          `Hemos recibido una solicitud para restablecer la contraseña de su cuenta. El enlace siguiente es válido durante ${minutes} minutos.`,
        ],
        button: 'Restablecer la contraseña',
        closing: ['Si no lo ha solicitado usted, puede ignorar este correo; su contraseña no cambiará.'],
      },
      fr: {
        subject: `Réinitialisez votre mot de passe ${site.name}`,
        preheader: `Ce lien est valable ${minutes} minutes.`,
        heading: 'Réinitialiser votre mot de passe',
        paragraphs: [
          `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Le lien ci-dessous est valable ${minutes} minutes.`,
        ],
        button: 'Réinitialiser le mot de passe',
        closing: [
          'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail ; votre mot de passe ne changera pas.',
        ],
      },
      de: {
        subject: `Setzen Sie Ihr Passwort für ${site.name} zurück`,
        preheader: `Dieser Link ist ${minutes} Minuten lang gültig.`,
        heading: 'Passwort zurücksetzen',
        paragraphs: [
          `Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Der Link unten ist ${minutes} Minuten lang gültig.`,
        ],
        button: 'Passwort zurücksetzen',
        closing: [
          'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
        ],
      },
    };
    const { button, ...text } = texts[lang];
    return {
      ...text,
      greeting: greeting(data.name, lang),
      action: { label: button, url: EMAIL_PATHS.resetPassword(data.token) },
    };
  });
}

export interface VerifyEmailData {
  name: string;
  token: string;
  validHours: number;
}

/** The link that confirms a new account's email address (sent on sign-up and on request). */
export function verifyEmailEmail(site: EmailSite, data: VerifyEmailData, language?: string): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const hours = data.validHours;
    const texts: Record<EmailLanguage, Omit<EmailContent, 'greeting' | 'action'> & { button: string }> = {
      en: {
        subject: `Verify your email address for ${site.name}`,
        preheader: `This link works for ${hours} hours.`,
        heading: 'Verify your email address',
        paragraphs: [
          `Thank you for creating an account with ${site.name}. Please confirm that this email address is yours with the link below; it works for ${hours} hours.`,
        ],
        button: 'Verify email',
        closing: ['If you did not create this account, you can ignore this email.'],
      },
      hi: {
        subject: `${site.name} पर अपना ईमेल पता सत्यापित करें`,
        preheader: `यह लिंक ${hours} घंटे तक मान्य है।`,
        heading: 'अपना ईमेल पता सत्यापित करें',
        paragraphs: [
          `${site.name} पर खाता बनाने के लिए धन्यवाद। कृपया नीचे दिए गए लिंक से पुष्टि करें कि यह ईमेल पता आपका है। लिंक ${hours} घंटे तक मान्य है।`,
        ],
        button: 'ईमेल सत्यापित करें',
        closing: ['यदि आपने यह खाता नहीं बनाया है, तो इस ईमेल को अनदेखा करें।'],
      },
      es: {
        subject: `Confirme su dirección de correo electrónico en ${site.name}`,
        preheader: `Este enlace es válido durante ${hours} horas.`,
        heading: 'Confirme su dirección de correo electrónico',
        paragraphs: [
          `Gracias por crear una cuenta en ${site.name}. Confirme que esta dirección de correo es suya con el enlace siguiente, válido durante ${hours} horas.`,
        ],
        button: 'Confirmar el correo',
        closing: ['Si no ha creado esta cuenta, puede ignorar este correo.'],
      },
      fr: {
        subject: `Confirmez votre adresse e-mail pour ${site.name}`,
        preheader: `Ce lien est valable ${hours} heures.`,
        heading: 'Confirmez votre adresse e-mail',
        paragraphs: [
          `Merci d’avoir créé un compte sur ${site.name}. Veuillez confirmer que cette adresse e-mail est bien la vôtre grâce au lien ci-dessous, valable ${hours} heures.`,
        ],
        button: 'Confirmer l’adresse e-mail',
        closing: ['Si vous n’avez pas créé ce compte, vous pouvez ignorer cet e-mail.'],
      },
      de: {
        subject: `Bestätigen Sie Ihre E-Mail-Adresse für ${site.name}`,
        preheader: `Dieser Link ist ${hours} Stunden lang gültig.`,
        heading: 'Bestätigen Sie Ihre E-Mail-Adresse',
        paragraphs: [
          `Vielen Dank, dass Sie ein Konto bei ${site.name} angelegt haben. Bitte bestätigen Sie über den Link unten, dass diese E-Mail-Adresse Ihnen gehört; er ist ${hours} Stunden lang gültig.`,
        ],
        button: 'E-Mail-Adresse bestätigen',
        closing: ['Falls Sie dieses Konto nicht angelegt haben, können Sie diese E-Mail ignorieren.'],
      },
    };
    const { button, ...text } = texts[lang];
    return {
      ...text,
      greeting: greeting(data.name, lang),
      action: { label: button, url: EMAIL_PATHS.verifyEmail(data.token) },
    };
  });
}

/**
 * To an account's previous address when its email address is changed, so a stolen session cannot
 * take the account over unnoticed. It names neither the new address nor anything the change sent.
 */
export function emailChangedEmail(site: EmailSite, data: { name: string }, language?: string): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const texts: Record<EmailLanguage, Omit<EmailContent, 'greeting'>> = {
      en: {
        subject: `The email address of your ${site.name} account was changed`,
        preheader: 'If you did not make this change, tell us at once.',
        heading: 'Your account’s email address was changed',
        paragraphs: [
          `The email address of your ${site.name} account has just been changed. Emails will go to the new address from now on.`,
          'If you did not make this change, please reply to this email at once.',
        ],
      },
      hi: {
        subject: `${site.name} पर आपके खाते का ईमेल पता बदला गया`,
        preheader: 'अगर यह बदलाव आपने नहीं किया है, तो तुरंत हमें बताएँ।',
        heading: 'आपके खाते का ईमेल पता बदला गया',
        paragraphs: [
          `${site.name} पर आपके खाते का ईमेल पता अभी बदला गया है। आगे के ईमेल नए पते पर जाएँगे।`,
          'अगर यह बदलाव आपने नहीं किया है, तो कृपया तुरंत इस ईमेल का जवाब देकर हमें बताएँ।',
        ],
      },
      es: {
        subject: `Se ha cambiado la dirección de correo de su cuenta de ${site.name}`,
        preheader: 'Si no ha hecho usted este cambio, avísenos enseguida.',
        heading: 'Se ha cambiado la dirección de correo de su cuenta',
        paragraphs: [
          `Se acaba de cambiar la dirección de correo de su cuenta de ${site.name}. A partir de ahora los correos irán a la nueva dirección.`,
          'Si no ha hecho usted este cambio, responda a este correo de inmediato.',
        ],
      },
      fr: {
        subject: `L’adresse e-mail de votre compte ${site.name} a été modifiée`,
        preheader: 'Si vous n’êtes pas à l’origine de ce changement, prévenez-nous tout de suite.',
        heading: 'L’adresse e-mail de votre compte a été modifiée',
        paragraphs: [
          `L’adresse e-mail de votre compte ${site.name} vient d’être modifiée. Les e-mails iront désormais à la nouvelle adresse.`,
          'Si vous n’êtes pas à l’origine de ce changement, répondez immédiatement à cet e-mail.',
        ],
      },
      de: {
        subject: `Die E-Mail-Adresse Ihres Kontos bei ${site.name} wurde geändert`,
        preheader: 'Wenn Sie das nicht waren, sagen Sie uns bitte sofort Bescheid.',
        heading: 'Die E-Mail-Adresse Ihres Kontos wurde geändert',
        paragraphs: [
          `Die E-Mail-Adresse Ihres Kontos bei ${site.name} wurde soeben geändert. E-Mails gehen ab jetzt an die neue Adresse.`,
          'Wenn Sie diese Änderung nicht vorgenommen haben, antworten Sie bitte sofort auf diese E-Mail.',
        ],
      },
    };
    return { ...texts[lang], greeting: greeting(data.name, lang) };
  });
}

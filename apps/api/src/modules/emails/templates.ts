import {
  emailLanguage,
  formatDate,
  formatDateRange,
  formatMoney,
  formatTravellers,
  type EmailLanguage,
} from './format.ts';
import { renderEmail, type EmailContent, type RenderedEmail } from './layout.ts';
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

export const LABELS = {
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
} as const;

export const greeting = (name: string, language: EmailLanguage) =>
  language === 'hi' ? `नमस्ते ${name},` : `Dear ${name},`;

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

export function build(
  site: EmailSite,
  language: string | undefined,
  write: (language: EmailLanguage) => EmailContent,
): RenderedEmail {
  const resolved = emailLanguage(language);
  return renderEmail(site, resolved, write(resolved));
}

/** To the traveller, as soon as a booking is made. */
export function bookingReceivedEmail(site: EmailSite, data: BookingEmailData, language?: string): RenderedEmail {
  return build(site, language, (lang) => {
    const hold = data.holdExpiresAt ? formatDate(data.holdExpiresAt, lang, true) : null;
    if (lang === 'hi')
      return {
        subject: `आपकी बुकिंग ${data.reference} हमें मिल गई है – ${data.tripTitle}`,
        preheader: `${data.tripTitle}, ${formatDateRange(data.startDate, data.endDate, lang)}`,
        heading: `धन्यवाद, ${data.travellerName}!`,
        greeting: greeting(data.travellerName, lang),
        paragraphs: [
          `${data.tripTitle} के लिए आपकी बुकिंग हमें मिल गई है। हमारी टीम जल्द ही इसकी पुष्टि करेगी और आपको ईमेल से सूचित करेगी।`,
          ...(hold ? [`आपकी सीटें ${hold} तक आरक्षित हैं; कृपया तब तक भुगतान पूरा कर लें।`] : []),
        ],
        details: tripDetails(site, data, lang),
        action: { label: 'अपनी बुकिंग देखें', url: bookingLink(data) },
        closing: ['कोई सवाल हो तो बस इस ईमेल का जवाब दें, हमें आपकी मदद करके ख़ुशी होगी।'],
      };
    return {
      subject: `We have received your booking ${data.reference} – ${data.tripTitle}`,
      preheader: `${data.tripTitle}, ${formatDateRange(data.startDate, data.endDate, lang)}`,
      heading: `Thank you, ${data.travellerName}!`,
      greeting: greeting(data.travellerName, lang),
      paragraphs: [
        `We have received your booking for ${data.tripTitle}. Our team will confirm it shortly and let you know by email.`,
        ...(hold ? [`Your seats are held until ${hold}; please complete the payment by then.`] : []),
      ],
      details: tripDetails(site, data, lang),
      action: { label: 'View your booking', url: bookingLink(data) },
      closing: ['Any questions? Just reply to this email; we are happy to help.'],
    };
  });
}

/** To the operator (the site's contact_email), for every new booking. */
export function newBookingEmail(site: EmailSite, data: BookingEmailData, language?: string): RenderedEmail {
  return build(site, language, (lang) => {
    const labels = LABELS[lang];
    const contact: Array<[string, string]> = [[labels.traveller, data.travellerName]];
    if (data.travellerEmail) contact.push([labels.email, data.travellerEmail]);
    if (data.travellerPhone) contact.push([labels.phone, data.travellerPhone]);
    const details = [...tripDetails(site, data, lang), ...contact];
    if (lang === 'hi')
      return {
        subject: `नई बुकिंग ${data.reference}: ${data.tripTitle}`,
        preheader: `${data.travellerName}, ${formatTravellers(data.passengers, lang)}`,
        heading: 'नई बुकिंग आई है',
        greeting: 'नमस्ते,',
        paragraphs: [`${data.travellerName} ने ${data.tripTitle} बुक किया है। विवरण नीचे दिया गया है।`],
        details,
        action: { label: 'एडमिन पैनल में खोलें', url: EMAIL_PATHS.adminBookings() },
      };
    return {
      subject: `New booking ${data.reference}: ${data.tripTitle}`,
      preheader: `${data.travellerName}, ${formatTravellers(data.passengers, lang)}`,
      heading: 'New booking received',
      greeting: 'Hello,',
      paragraphs: [`${data.travellerName} has booked ${data.tripTitle}. The details are below.`],
      details,
      action: { label: 'Open in the back office', url: EMAIL_PATHS.adminBookings() },
    };
  });
}

/** To the traveller, when the booking is cancelled (by them or by the operator). */
export function bookingCancelledEmail(site: EmailSite, data: BookingEmailData, language?: string): RenderedEmail {
  return build(site, language, (lang) => {
    const details = tripDetails(site, data, lang);
    if (data.reason) details.push([LABELS[lang].reason, data.reason]);
    if (lang === 'hi')
      return {
        subject: `आपकी बुकिंग ${data.reference} रद्द कर दी गई है`,
        preheader: data.tripTitle,
        heading: 'बुकिंग रद्द कर दी गई है',
        greeting: greeting(data.travellerName, lang),
        paragraphs: [
          `${data.tripTitle} के लिए आपकी बुकिंग ${data.reference} रद्द कर दी गई है।`,
          'यदि आपने भुगतान किया है, तो देय धनवापसी आपके मूल भुगतान माध्यम में कर दी जाएगी।',
        ],
        details,
        action: { label: 'अन्य यात्राएँ देखें', url: EMAIL_PATHS.trips() },
        closing: ['हमें उम्मीद है कि जल्द ही आपके साथ पहाड़ों की सैर करेंगे।'],
      };
    return {
      subject: `Your booking ${data.reference} has been cancelled`,
      preheader: data.tripTitle,
      heading: 'Booking cancelled',
      greeting: greeting(data.travellerName, lang),
      paragraphs: [
        `Your booking ${data.reference} for ${data.tripTitle} has been cancelled.`,
        'If you have paid, any refund due will be made to your original payment method.',
      ],
      details,
      action: { label: 'Browse other trips', url: EMAIL_PATHS.trips() },
      closing: ['We hope to welcome you in the mountains soon.'],
    };
  });
}

/** To the traveller, when an unpaid hold ran out and the seats were released. */
export function bookingExpiredEmail(site: EmailSite, data: BookingEmailData, language?: string): RenderedEmail {
  return build(site, language, (lang) => {
    const again = data.tripPath ?? EMAIL_PATHS.trips();
    if (lang === 'hi')
      return {
        subject: `आपकी बुकिंग ${data.reference} की आरक्षण अवधि समाप्त हो गई है`,
        preheader: data.tripTitle,
        heading: 'आरक्षण की अवधि समाप्त हो गई',
        greeting: greeting(data.travellerName, lang),
        paragraphs: [
          `हमने ${data.tripTitle} के लिए आपकी सीटें आरक्षित रखी थीं, लेकिन समय पर भुगतान पूरा नहीं हुआ, इसलिए यह आरक्षण रद्द हो गया है।`,
          'आप कभी भी दोबारा बुक कर सकते हैं; ध्यान दें कि तब तक उपलब्धता बदल सकती है।',
        ],
        details: tripDetails(site, data, lang),
        action: { label: 'फिर से बुक करें', url: again },
      };
    return {
      subject: `Your booking hold ${data.reference} has expired`,
      preheader: data.tripTitle,
      heading: 'Your booking hold has expired',
      greeting: greeting(data.travellerName, lang),
      paragraphs: [
        `We held your seats for ${data.tripTitle}, but the payment was not completed in time, so the hold has been released.`,
        'You are welcome to book again at any time; availability may have changed since.',
      ],
      details: tripDetails(site, data, lang),
      action: { label: 'Book again', url: again },
    };
  });
}

/** The link to choose a new password. */
export function passwordResetEmail(site: EmailSite, data: PasswordResetEmailData, language?: string): RenderedEmail {
  return build(site, language, (lang) => {
    const action = EMAIL_PATHS.resetPassword(data.token);
    if (lang === 'hi')
      return {
        subject: `अपना ${site.name} पासवर्ड रीसेट करें`,
        preheader: `यह लिंक ${data.validMinutes} मिनट तक मान्य है।`,
        heading: 'पासवर्ड रीसेट करें',
        greeting: greeting(data.name, lang),
        paragraphs: [
          `हमें आपके खाते का पासवर्ड रीसेट करने का अनुरोध मिला है। नीचे दिया गया लिंक ${data.validMinutes} मिनट तक मान्य है।`,
        ],
        action: { label: 'पासवर्ड रीसेट करें', url: action },
        closing: ['यदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें; आपका पासवर्ड नहीं बदलेगा।'],
      };
    return {
      subject: `Reset your ${site.name} password`,
      preheader: `This link works for ${data.validMinutes} minutes.`,
      heading: 'Reset your password',
      greeting: greeting(data.name, lang),
      paragraphs: [
        `We received a request to reset the password of your account. The link below works for ${data.validMinutes} minutes.`,
      ],
      action: { label: 'Reset password', url: action },
      closing: ['If you did not ask for this, you can ignore this email; your password will not change.'],
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
  return build(site, language, (lang) => {
    const action = EMAIL_PATHS.verifyEmail(data.token);
    if (lang === 'hi')
      return {
        subject: `${site.name} पर अपना ईमेल पता सत्यापित करें`,
        preheader: `यह लिंक ${data.validHours} घंटे तक मान्य है।`,
        heading: 'अपना ईमेल पता सत्यापित करें',
        greeting: greeting(data.name, lang),
        paragraphs: [
          `${site.name} पर खाता बनाने के लिए धन्यवाद। कृपया नीचे दिए गए लिंक से पुष्टि करें कि यह ईमेल पता आपका है। लिंक ${data.validHours} घंटे तक मान्य है।`,
        ],
        action: { label: 'ईमेल सत्यापित करें', url: action },
        closing: ['यदि आपने यह खाता नहीं बनाया है, तो इस ईमेल को अनदेखा करें।'],
      };
    return {
      subject: `Verify your email address for ${site.name}`,
      preheader: `This link works for ${data.validHours} hours.`,
      heading: 'Verify your email address',
      greeting: greeting(data.name, lang),
      paragraphs: [
        `Thank you for creating an account with ${site.name}. Please confirm that this email address is yours with the link below; it works for ${data.validHours} hours.`,
      ],
      action: { label: 'Verify email', url: action },
      closing: ['If you did not create this account, you can ignore this email.'],
    };
  });
}

/**
 * To an account's previous address when its email address is changed, so a stolen session cannot
 * take the account over unnoticed. It names neither the new address nor anything the change sent.
 */
export function emailChangedEmail(site: EmailSite, data: { name: string }, language?: string): RenderedEmail {
  return build(site, language, (lang) => {
    if (lang === 'hi')
      return {
        subject: `${site.name} पर आपके खाते का ईमेल पता बदला गया`,
        preheader: 'अगर यह बदलाव आपने नहीं किया है, तो तुरंत हमें बताएँ।',
        heading: 'आपके खाते का ईमेल पता बदला गया',
        greeting: greeting(data.name, lang),
        paragraphs: [
          `${site.name} पर आपके खाते का ईमेल पता अभी बदला गया है। आगे के ईमेल नए पते पर जाएँगे।`,
          'अगर यह बदलाव आपने नहीं किया है, तो कृपया तुरंत इस ईमेल का जवाब देकर हमें बताएँ।',
        ],
      };
    return {
      subject: `The email address of your ${site.name} account was changed`,
      preheader: 'If you did not make this change, tell us at once.',
      heading: 'Your account’s email address was changed',
      greeting: greeting(data.name, lang),
      paragraphs: [
        `The email address of your ${site.name} account has just been changed. Emails will go to the new address from now on.`,
        'If you did not make this change, please reply to this email at once.',
      ],
    };
  });
}

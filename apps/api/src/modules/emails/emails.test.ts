import { describe, expect, it } from 'vitest';
import { emailLanguage, escapeHtml, formatMoney } from './format.ts';
import type { EmailSite } from './site.ts';
import {
  bookingCancelledByOperatorEmail,
  bookingConfirmedEmail,
  paymentReceivedEmail,
} from './booking-admin-templates.ts';
import { campaignEmail } from './campaign-templates.ts';
import {
  customPackageQuoteEmail,
  customPackageReceivedEmail,
  newCustomPackageEmail,
} from './custom-package-templates.ts';
import { enquiryReceivedEmail, enquiryResponseEmail, newEnquiryEmail } from './enquiry-templates.ts';
import { pageLink } from './layout.ts';
import { balanceEmail } from './payment-templates.ts';
import { waitlistOfferEmail, waitlistOfferExpiredEmail } from './waitlist-templates.ts';
import {
  bookingCancelledEmail,
  bookingExpiredEmail,
  bookingReceivedEmail,
  newBookingEmail,
  passwordResetEmail,
  verifyEmailEmail,
  type BookingEmailData,
} from './templates.ts';

const site: EmailSite = {
  name: 'Himalaya Trails',
  logoUrl: 'https://trails.example/uploads/logo.png',
  contactEmail: 'hello@trails.example',
  contactPhone: '+91 98100 00000',
  contactAddress: 'Mall Road, Manali',
  currency: 'INR',
  baseUrl: 'https://trails.example',
};
const booking: BookingEmailData = {
  reference: 'HT-2026-0042',
  bookingId: 42,
  travellerName: 'Asha Rawat',
  travellerEmail: 'asha@example.test',
  travellerPhone: '+91 99999 11111',
  tripTitle: 'Hampta Pass Trek',
  startDate: '2026-06-10',
  endDate: '2026-06-14',
  passengers: 2,
  total: 123456.5,
};

describe('email templates', () => {
  it('write a booking in English with the amount in the site currency and a link on the base URL', () => {
    const email = bookingReceivedEmail(site, booking, 'en');
    expect(email.subject).toBe('We have received your booking HT-2026-0042 – Hampta Pass Trek');
    expect(email.html).toContain('₹1,23,456.50');
    expect(email.html).toContain('10 June 2026 – 14 June 2026');
    expect(email.html).toContain('2 travellers');
    expect(email.html).toContain('href="https://trails.example/booking-confirmation/42"');
    expect(email.html).toContain('<img src="https://trails.example/uploads/logo.png" alt="Himalaya Trails"');
    expect(email.html).toContain('<html lang="en">');
    expect(email.text).toContain('Booking reference: HT-2026-0042');
    expect(email.text).toContain('View your booking: https://trails.example/booking-confirmation/42');
    expect(email.text).not.toContain('<');
  });

  it('write Hindi in Devanagari, and fall back to English for other languages', () => {
    const hindi = bookingReceivedEmail(site, { ...booking, tripTitle: 'हम्प्टा पास ट्रेक' }, 'hi-IN');
    expect(hindi.subject).toBe('आपकी बुकिंग HT-2026-0042 हमें मिल गई है – हम्प्टा पास ट्रेक');
    expect(hindi.html).toContain('<html lang="hi">');
    expect(hindi.html).toContain('धन्यवाद, Asha Rawat!');
    expect(hindi.html).toContain('बुकिंग संदर्भ संख्या');
    expect(hindi.html).toContain('जून 2026');
    expect(hindi.text).toContain('अपनी बुकिंग देखें: https://trails.example/hi/booking-confirmation/42');
    expect(hindi.text).toContain('2 यात्री');

    expect(bookingReceivedEmail(site, booking, 'ja').subject).toBe(bookingReceivedEmail(site, booking).subject);
    expect(emailLanguage('ja')).toBe('en');
    expect(emailLanguage('HI')).toBe('hi');
    expect(emailLanguage('fr-CA')).toBe('fr');
  });

  it.each([
    [
      'es',
      'Hemos recibido su reserva HT-2026-0042 – Hampta Pass Trek',
      'Referencia de la reserva',
      '2 viajeros',
      /10 de junio de 2026/,
      'Un cordial saludo',
    ],
    [
      'fr',
      'Nous avons bien reçu votre réservation HT-2026-0042 – Hampta Pass Trek',
      'Référence de réservation',
      '2 voyageurs',
      /10 juin 2026/,
      'Bien cordialement',
    ],
    [
      'de',
      'Wir haben Ihre Buchung HT-2026-0042 erhalten – Hampta Pass Trek',
      'Buchungsnummer',
      '2 Personen',
      /10\. Juni 2026/,
      'Mit freundlichen Grüßen',
    ],
  ] as const)(
    'write %s with its own words, dates and amounts',
    (language, subject, label, travellers, date, signOff) => {
      const email = bookingReceivedEmail(site, booking, language);
      expect(email.subject).toBe(subject);
      expect(email.html).toContain(`<html lang="${language}">`);
      expect(email.text).toContain(label);
      expect(email.text).toContain(travellers);
      expect(email.text).toMatch(date);
      expect(email.text).toContain(signOff);
      expect(email.text).toMatch(/123[.\u202F\u00A0]456,50/);
    },
  );

  it('write every template in all five languages, with no English left in the other four', () => {
    const customRequest = {
      name: 'Asha',
      email: 'asha@example.test',
      phone: null,
      destinations: ['Leh'],
      days: 6,
      nights: 5,
      budgetMin: 40000,
      budgetMax: 60000,
      hotelStars: 3,
      travelers: 2,
      travelDate: '2026-07-01',
      specialRequirements: null,
    };
    const enquiry = { name: 'Asha', email: 'asha@example.test', phone: '+91 99999 11111', destination: 'Leh' };
    const templates = {
      bookingReceivedEmail: (lang: string) =>
        bookingReceivedEmail(site, { ...booking, holdExpiresAt: '2026-06-01T10:00:00Z' }, lang),
      newBookingEmail: (lang: string) => newBookingEmail(site, booking, lang),
      bookingCancelledEmail: (lang: string) => bookingCancelledEmail(site, { ...booking, reason: 'x' }, lang),
      bookingExpiredEmail: (lang: string) => bookingExpiredEmail(site, booking, lang),
      passwordResetEmail: (lang: string) =>
        passwordResetEmail(site, { name: 'Asha', token: 't', validMinutes: 60 }, lang),
      verifyEmailEmail: (lang: string) => verifyEmailEmail(site, { name: 'Asha', token: 't', validHours: 24 }, lang),
      bookingConfirmedEmail: (lang: string) => bookingConfirmedEmail(site, booking, lang),
      bookingCancelledByOperatorEmail: (lang: string) =>
        bookingCancelledByOperatorEmail(site, { ...booking, reason: 'x' }, lang),
      paymentReceivedEmail: (lang: string) =>
        paymentReceivedEmail(site, { ...booking, amount: 5000, paidOn: '2026-05-02', balanceDue: 100 }, lang),
      balanceDueEmail: (lang: string) =>
        balanceEmail(site, { ...booking, balance: 16000, dueDate: '2026-05-11', kind: 'balance_due' }, lang),
      balanceReminderEmail: (lang: string) =>
        balanceEmail(site, { ...booking, balance: 16000, dueDate: '2026-05-11', kind: 'balance_reminder' }, lang),
      enquiryReceivedEmail: (lang: string) => enquiryReceivedEmail(site, { reference: 'E-00042' }, lang),
      newEnquiryEmail: (lang: string) => newEnquiryEmail(site, enquiry, lang),
      enquiryResponseEmail: (lang: string) =>
        enquiryResponseEmail(site, { ...enquiry, message: 'm', response: 'r' }, lang),
      customPackageReceivedEmail: (lang: string) => customPackageReceivedEmail(site, { reference: 'Q-00042' }, lang),
      newCustomPackageEmail: (lang: string) => newCustomPackageEmail(site, customRequest, lang),
      customPackageQuoteEmail: (lang: string) =>
        customPackageQuoteEmail(
          site,
          {
            name: 'Asha',
            destinations: ['Leh'],
            travelers: 2,
            pricePerPerson: 20000,
            totalPrice: 40000,
            days: [{ day: 1, title: 'Leh', description: null }],
            inclusions: ['Hotels'],
            exclusions: ['Flights'],
            validUntil: '2026-06-01',
          },
          lang,
        ),
      campaignEmail: (lang: string) =>
        campaignEmail(
          site,
          { subject: 'News', bodyHtml: '<p>Hi</p>', name: 'Asha', unsubscribeUrl: 'https://trails.example/u' },
          lang,
        ),
    };
    // Words only the English version of some template says.
    const english =
      /\b(Dear|Hello|Thank you|We have|Your booking|View your|Browse|Booking reference|Travellers|Warm regards|Any questions|Reply to|receiving this)\b/;
    for (const [name, render] of Object.entries(templates)) {
      const en = render('en');
      for (const language of ['hi', 'es', 'fr', 'de']) {
        const email = render(language);
        expect(email.html, `${name} ${language}`).toContain(`<html lang="${language}">`);
        if (name !== 'campaignEmail') expect(email.subject, `${name} ${language}`).not.toBe(en.subject);
        expect(email.text, `${name} ${language}`).not.toMatch(english);
      }
    }
  });

  it('escape every interpolated value', () => {
    const hostile = '<script>alert("x")</script> & \'quotes\'';
    const email = newBookingEmail(
      { ...site, name: `<b>${hostile}</b>`, logoUrl: null, contactEmail: hostile },
      { ...booking, travellerName: hostile, tripTitle: hostile, reference: hostile, travellerEmail: hostile },
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
    // Without a logo the name is shown as text, escaped too.
    expect(email.html).not.toContain('<img');
    expect(escapeHtml('"><img src=x onerror=alert(1)>')).toBe('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
  });

  it('make links only to http(s) addresses on the base URL, and a one-line subject', () => {
    const email = passwordResetEmail(site, { name: 'Asha', token: 'a b&c"d', validMinutes: 60 }, 'en');
    expect(email.html).toContain('href="https://trails.example/reset-password?token=a%20b%26c%22d"');
    expect(email.text).toContain('60 minutes');
    const hindi = passwordResetEmail(site, { name: 'आशा', token: 't', validMinutes: 30 }, 'hi');
    expect(hindi.subject).toBe('अपना Himalaya Trails पासवर्ड रीसेट करें');
    expect(hindi.html).toContain('नमस्ते आशा,');
    const expired = bookingExpiredEmail(site, {
      ...booking,
      tripPath: 'javascript:alert(1)',
      tripTitle: 'Line\nbreak',
    });
    expect(expired.html).not.toContain('javascript:');
    expect(expired.subject).not.toMatch(/\n/);
  });

  it('link a traveller in Hindi, Spanish, French or German to the pages of that language; English and the back office stay un-prefixed', () => {
    const hindi = bookingReceivedEmail(site, booking, 'hi');
    expect(hindi.html).toContain('href="https://trails.example/hi/booking-confirmation/42"');
    expect(hindi.html).not.toContain('href="https://trails.example/booking-confirmation/42"');
    // The logo links to the home page in the same language.
    expect(hindi.html).toContain('<a href="https://trails.example/hi" style="text-decoration:none">');
    expect(bookingReceivedEmail(site, booking, 'en').html).toContain(
      '<a href="https://trails.example" style="text-decoration:none">',
    );

    const reset = passwordResetEmail(site, { name: 'Asha', token: 'abc', validMinutes: 60 }, 'fr');
    expect(reset.text).toContain('https://trails.example/fr/reset-password?token=abc');
    const verify = verifyEmailEmail(site, { name: 'Asha', token: 'xyz', validHours: 24 }, 'de');
    expect(verify.text).toContain('https://trails.example/de/verify-email?token=xyz');
    expect(verifyEmailEmail(site, { name: 'Asha', token: 'xyz', validHours: 24 }, 'en').text).toContain(
      'https://trails.example/verify-email?token=xyz',
    );

    const offer = {
      travellerName: 'Asha',
      tripTitle: 'Hampta Pass',
      startDate: '2026-06-10',
      endDate: '2026-06-14',
      seats: 2,
    };
    expect(
      waitlistOfferEmail(site, { ...offer, bookingPath: '/booking/trek/hampta?departure=7&offer=t0k' }, 'es').text,
    ).toContain('https://trails.example/es/booking/trek/hampta?departure=7&offer=t0k');
    expect(waitlistOfferExpiredEmail(site, { ...offer, tripPath: '/trek/hampta' }, 'hi').text).toContain(
      'https://trails.example/hi/trek/hampta',
    );
    expect(waitlistOfferExpiredEmail(site, { ...offer, tripPath: '/trek/hampta' }, 'en').text).toContain(
      'https://trails.example/trek/hampta',
    );
    expect(waitlistOfferExpiredEmail(site, { ...offer, tripPath: '/trek/hampta' }, 'en').text).not.toContain('/en/');

    // Only the public pages take the prefix.
    expect(pageLink('hi', '/profile')).toBe('/hi/profile');
    expect(pageLink('hi', '/tour/manali-escape#write-review')).toBe('/hi/tour/manali-escape#write-review');
    expect(pageLink('hi', '/admin/bookings')).toBe('/admin/bookings');
    expect(pageLink('fr', '/api/unsubscribe?token=x')).toBe('/api/unsubscribe?token=x');
    expect(pageLink('fr', 'https://elsewhere.example/trek/x')).toBe('https://elsewhere.example/trek/x');
    expect(pageLink('en', '/trek/x')).toBe('/trek/x');
  });

  it('cover cancellation with its reason and the operator notice with the contact details', () => {
    const cancelled = bookingCancelledEmail(site, { ...booking, reason: 'Road closed by landslide' }, 'en');
    expect(cancelled.subject).toBe('Your booking HT-2026-0042 has been cancelled');
    expect(cancelled.text).toContain('Reason: Road closed by landslide');
    const cancelledHi = bookingCancelledEmail(site, { ...booking, reason: 'भूस्खलन' }, 'hi');
    expect(cancelledHi.text).toContain('कारण: भूस्खलन');
    const notice = newBookingEmail(site, booking);
    expect(notice.subject).toBe('New booking HT-2026-0042: Hampta Pass Trek');
    expect(notice.text).toContain('Phone: +91 99999 11111');
    expect(notice.text).toContain('https://trails.example/admin/bookings');
    expect(bookingExpiredEmail(site, booking, 'hi').subject).toContain('HT-2026-0042');
  });

  it('format amounts in the given currency', () => {
    expect(formatMoney(2500, 'USD', 'en')).toMatch(/^(US)?\$2,500\.00$/);
    expect(formatMoney(10, 'rupees', 'en')).toBe('10.00 rupees');
  });
});

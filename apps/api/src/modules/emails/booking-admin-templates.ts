import { formatDate, formatMoney } from './format.ts';
import type { RenderedEmail } from './layout.ts';
import type { EmailSite } from './site.ts';
import { LABELS, bookingLink, build, greeting, tripDetails, type BookingEmailData } from './templates.ts';

/** To the traveller, when staff confirm the booking. */
export function bookingConfirmedEmail(site: EmailSite, data: BookingEmailData, language?: string): RenderedEmail {
  return build(site, language, (lang) => {
    if (lang === 'hi')
      return {
        subject: `आपकी बुकिंग ${data.reference} की पुष्टि हो गई है – ${data.tripTitle}`,
        preheader: data.tripTitle,
        heading: 'बुकिंग की पुष्टि हो गई',
        greeting: greeting(data.travellerName, lang),
        paragraphs: [
          `${data.tripTitle} के लिए आपकी बुकिंग ${data.reference} की पुष्टि हो गई है। हम आपका स्वागत करने के लिए उत्सुक हैं।`,
          'भुगतान और यात्रा की तैयारी से जुड़ी जानकारी हमारी टीम आपको अलग से भेजेगी।',
        ],
        details: tripDetails(site, data, lang),
        action: { label: 'अपनी बुकिंग देखें', url: bookingLink(data) },
        closing: ['कोई सवाल हो तो बस इस ईमेल का जवाब दें।'],
      };
    return {
      subject: `Your booking ${data.reference} is confirmed – ${data.tripTitle}`,
      preheader: data.tripTitle,
      heading: 'Booking confirmed',
      greeting: greeting(data.travellerName, lang),
      paragraphs: [
        `Your booking ${data.reference} for ${data.tripTitle} is confirmed. We look forward to welcoming you.`,
        'Our team will send you the payment and preparation details separately.',
      ],
      details: tripDetails(site, data, lang),
      action: { label: 'View your booking', url: bookingLink(data) },
      closing: ['Any questions? Just reply to this email.'],
    };
  });
}

/** To the traveller, when staff cancel the booking, with the reason. */
export function bookingCancelledByOperatorEmail(
  site: EmailSite,
  data: BookingEmailData,
  language?: string,
): RenderedEmail {
  return build(site, language, (lang) => {
    const details = tripDetails(site, data, lang);
    if (lang === 'hi') {
      if (data.reason) details.push([LABELS.hi.reason, data.reason]);
      return {
        subject: `हमें खेद है: आपकी बुकिंग ${data.reference} रद्द कर दी गई है`,
        preheader: data.tripTitle,
        heading: 'हमने आपकी बुकिंग रद्द कर दी है',
        greeting: greeting(data.travellerName, lang),
        paragraphs: [
          `हमें खेद है कि ${data.tripTitle} के लिए आपकी बुकिंग ${data.reference} हमें रद्द करनी पड़ी है।`,
          'आपके द्वारा किया गया कोई भी भुगतान आपको वापस कर दिया जाएगा; हमारी टीम इसके लिए आपसे संपर्क करेगी।',
        ],
        details,
        action: { label: 'अन्य यात्राएँ देखें', url: '/tours' },
        closing: ['असुविधा के लिए क्षमा करें। कोई सवाल हो तो बस इस ईमेल का जवाब दें।'],
      };
    }
    if (data.reason) details.push([LABELS.en.reason, data.reason]);
    return {
      subject: `We are sorry: your booking ${data.reference} has been cancelled`,
      preheader: data.tripTitle,
      heading: 'We have cancelled your booking',
      greeting: greeting(data.travellerName, lang),
      paragraphs: [
        `We are sorry to tell you that we have had to cancel your booking ${data.reference} for ${data.tripTitle}.`,
        'Any payment you have made will be refunded; our team will contact you about it.',
      ],
      details,
      action: { label: 'Browse other trips', url: '/tours' },
      closing: ['We apologise for the inconvenience. Any questions? Just reply to this email.'],
    };
  });
}

/** To the traveller, when staff record a payment: what came in and what is still due. */
export function paymentReceivedEmail(
  site: EmailSite,
  data: BookingEmailData & { amount: number; paidOn: string; balanceDue: number },
  language?: string,
): RenderedEmail {
  return build(site, language, (lang) => {
    const currency = data.currency ?? site.currency;
    const amount = formatMoney(data.amount, currency, lang);
    const balance = formatMoney(data.balanceDue, currency, lang);
    const date = formatDate(data.paidOn, lang);
    const details = tripDetails(site, data, lang);
    if (lang === 'hi') {
      details.push(['शेष देय राशि', balance]);
      return {
        subject: `भुगतान प्राप्त हुआ: ${amount} – बुकिंग ${data.reference}`,
        preheader: `${data.tripTitle}, ${amount}`,
        heading: 'भुगतान के लिए धन्यवाद',
        greeting: greeting(data.travellerName, lang),
        paragraphs: [
          `हमें ${date} को बुकिंग ${data.reference} के लिए ${amount} का भुगतान प्राप्त हुआ है।`,
          data.balanceDue > 0 ? `शेष देय राशि: ${balance}।` : 'आपकी बुकिंग का पूरा भुगतान हो गया है।',
        ],
        details,
        action: { label: 'अपनी बुकिंग देखें', url: bookingLink(data) },
      };
    }
    details.push(['Balance due', balance]);
    return {
      subject: `Payment received: ${amount} – booking ${data.reference}`,
      preheader: `${data.tripTitle}, ${amount}`,
      heading: 'Thank you for your payment',
      greeting: greeting(data.travellerName, lang),
      paragraphs: [
        `We received ${amount} for booking ${data.reference} on ${date}.`,
        data.balanceDue > 0 ? `Balance still due: ${balance}.` : 'Your booking is now paid in full.',
      ],
      details,
      action: { label: 'View your booking', url: bookingLink(data) },
    };
  });
}

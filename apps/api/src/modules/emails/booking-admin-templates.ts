import { formatDate, formatMoney, type EmailLanguage } from './format.ts';
import { renderInLanguage, type EmailContent, type RenderedEmail } from './layout.ts';
import type { EmailSite } from './site.ts';
import { COMMON_TEXTS, LABELS, bookingLink, greeting, tripDetails, type BookingEmailData } from './templates.ts';

type Texts = Pick<EmailContent, 'subject' | 'heading' | 'paragraphs'> & Partial<Pick<EmailContent, 'closing'>>;

/** To the traveller, when staff confirm the booking. */
export function bookingConfirmedEmail(site: EmailSite, data: BookingEmailData, language?: string): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const { reference: ref, tripTitle: trip } = data;
    const texts: Record<EmailLanguage, Texts> = {
      en: {
        subject: `Your booking ${ref} is confirmed – ${trip}`,
        heading: 'Booking confirmed',
        paragraphs: [
          `Your booking ${ref} for ${trip} is confirmed. We look forward to welcoming you.`,
          'Our team will send you the payment and preparation details separately.',
        ],
      },
      hi: {
        subject: `आपकी बुकिंग ${ref} की पुष्टि हो गई है – ${trip}`,
        heading: 'बुकिंग की पुष्टि हो गई',
        paragraphs: [
          `${trip} के लिए आपकी बुकिंग ${ref} की पुष्टि हो गई है। हम आपका स्वागत करने के लिए उत्सुक हैं।`,
          'भुगतान और यात्रा की तैयारी से जुड़ी जानकारी हमारी टीम आपको अलग से भेजेगी।',
        ],
      },
      es: {
        subject: `Su reserva ${ref} está confirmada – ${trip}`,
        heading: 'Reserva confirmada',
        paragraphs: [
          `Su reserva ${ref} para ${trip} está confirmada. Estamos deseando darle la bienvenida.`,
          'Nuestro equipo le enviará por separado los datos de pago y la información para preparar el viaje.',
        ],
      },
      fr: {
        subject: `Votre réservation ${ref} est confirmée – ${trip}`,
        heading: 'Réservation confirmée',
        paragraphs: [
          `Votre réservation ${ref} pour ${trip} est confirmée. Nous nous réjouissons de vous accueillir.`,
          'Notre équipe vous enverra séparément les modalités de paiement et les informations de préparation.',
        ],
      },
      de: {
        subject: `Ihre Buchung ${ref} ist bestätigt – ${trip}`,
        heading: 'Buchung bestätigt',
        paragraphs: [
          `Ihre Buchung ${ref} für ${trip} ist bestätigt. Wir freuen uns darauf, Sie willkommen zu heißen.`,
          'Unser Team sendet Ihnen die Zahlungs- und Reiseinformationen separat zu.',
        ],
      },
    };
    return {
      ...texts[lang],
      preheader: trip,
      greeting: greeting(data.travellerName, lang),
      details: tripDetails(site, data, lang),
      action: { label: COMMON_TEXTS[lang].viewBooking, url: bookingLink(data) },
      closing: [COMMON_TEXTS[lang].replyQuestions],
    };
  });
}

/** To the traveller, when staff cancel the booking, with the reason. */
export function bookingCancelledByOperatorEmail(
  site: EmailSite,
  data: BookingEmailData,
  language?: string,
): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const details = tripDetails(site, data, lang);
    if (data.reason) details.push([LABELS[lang].reason, data.reason]);
    const { reference: ref, tripTitle: trip } = data;
    const texts: Record<EmailLanguage, Texts & { sorry: string }> = {
      en: {
        subject: `We are sorry: your booking ${ref} has been cancelled`,
        heading: 'We have cancelled your booking',
        paragraphs: [
          `We are sorry to tell you that we have had to cancel your booking ${ref} for ${trip}.`,
          'Any payment you have made will be refunded; our team will contact you about it.',
        ],
        sorry: 'We apologise for the inconvenience.',
      },
      hi: {
        subject: `हमें खेद है: आपकी बुकिंग ${ref} रद्द कर दी गई है`,
        heading: 'हमने आपकी बुकिंग रद्द कर दी है',
        paragraphs: [
          `हमें खेद है कि ${trip} के लिए आपकी बुकिंग ${ref} हमें रद्द करनी पड़ी है।`,
          'आपके द्वारा किया गया कोई भी भुगतान आपको वापस कर दिया जाएगा; हमारी टीम इसके लिए आपसे संपर्क करेगी।',
        ],
        sorry: 'असुविधा के लिए क्षमा करें।',
      },
      es: {
        subject: `Lo sentimos: su reserva ${ref} ha sido cancelada`,
        heading: 'Hemos cancelado su reserva',
        paragraphs: [
          `Lamentamos comunicarle que hemos tenido que cancelar su reserva ${ref} para ${trip}.`,
          'Le reembolsaremos cualquier pago que haya realizado; nuestro equipo se pondrá en contacto con usted para ello.',
        ],
        sorry: 'Le pedimos disculpas por las molestias.',
      },
      fr: {
        subject: `Nous sommes désolés : votre réservation ${ref} a été annulée`,
        heading: 'Nous avons annulé votre réservation',
        paragraphs: [
          `Nous avons le regret de vous informer que nous avons dû annuler votre réservation ${ref} pour ${trip}.`,
          'Tout paiement effectué vous sera remboursé ; notre équipe vous contactera à ce sujet.',
        ],
        sorry: 'Veuillez nous excuser pour ce désagrément.',
      },
      de: {
        subject: `Es tut uns leid: Ihre Buchung ${ref} wurde storniert`,
        heading: 'Wir haben Ihre Buchung storniert',
        paragraphs: [
          `Leider müssen wir Ihnen mitteilen, dass wir Ihre Buchung ${ref} für ${trip} stornieren mussten.`,
          'Bereits geleistete Zahlungen erstatten wir Ihnen; unser Team setzt sich dazu mit Ihnen in Verbindung.',
        ],
        sorry: 'Wir bitten um Entschuldigung für die Unannehmlichkeiten.',
      },
    };
    const { sorry, ...text } = texts[lang];
    return {
      ...text,
      preheader: trip,
      greeting: greeting(data.travellerName, lang),
      details,
      action: { label: COMMON_TEXTS[lang].browseTrips, url: '/tours' },
      closing: [`${sorry} ${COMMON_TEXTS[lang].replyQuestions}`],
    };
  });
}

/** To the traveller, when staff record a payment: what came in and what is still due. */
export function paymentReceivedEmail(
  site: EmailSite,
  data: BookingEmailData & { amount: number; paidOn: string; balanceDue: number },
  language?: string,
): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const currency = data.currency ?? site.currency;
    const amount = formatMoney(data.amount, currency, lang);
    const balance = formatMoney(data.balanceDue, currency, lang);
    const date = formatDate(data.paidOn, lang);
    const ref = data.reference;
    const due = data.balanceDue > 0;
    const texts: Record<EmailLanguage, Texts & { balanceLabel: string }> = {
      en: {
        subject: `Payment received: ${amount} – booking ${ref}`,
        heading: 'Thank you for your payment',
        paragraphs: [
          `We received ${amount} for booking ${ref} on ${date}.`,
          due ? `Balance still due: ${balance}.` : 'Your booking is now paid in full.',
        ],
        balanceLabel: 'Balance due',
      },
      hi: {
        subject: `भुगतान प्राप्त हुआ: ${amount} – बुकिंग ${ref}`,
        heading: 'भुगतान के लिए धन्यवाद',
        paragraphs: [
          `हमें ${date} को बुकिंग ${ref} के लिए ${amount} का भुगतान प्राप्त हुआ है।`,
          due ? `शेष देय राशि: ${balance}।` : 'आपकी बुकिंग का पूरा भुगतान हो गया है।',
        ],
        balanceLabel: 'शेष देय राशि',
      },
      es: {
        subject: `Pago recibido: ${amount} – reserva ${ref}`,
        heading: 'Gracias por su pago',
        paragraphs: [
          `Hemos recibido ${amount} para la reserva ${ref} el ${date}.`,
          due ? `Saldo pendiente: ${balance}.` : 'Su reserva ya está pagada en su totalidad.',
        ],
        balanceLabel: 'Saldo pendiente',
      },
      fr: {
        subject: `Paiement reçu : ${amount} – réservation ${ref}`,
        heading: 'Merci pour votre paiement',
        paragraphs: [
          `Nous avons reçu ${amount} pour la réservation ${ref} le ${date}.`,
          due ? `Solde restant dû : ${balance}.` : 'Votre réservation est désormais entièrement payée.',
        ],
        balanceLabel: 'Solde dû',
      },
      de: {
        subject: `Zahlung erhalten: ${amount} – Buchung ${ref}`,
        heading: 'Vielen Dank für Ihre Zahlung',
        paragraphs: [
          `Wir haben am ${date} ${amount} für die Buchung ${ref} erhalten.`,
          due ? `Noch offener Betrag: ${balance}.` : 'Ihre Buchung ist nun vollständig bezahlt.',
        ],
        balanceLabel: 'Offener Betrag',
      },
    };
    const { balanceLabel, ...text } = texts[lang];
    return {
      ...text,
      preheader: `${data.tripTitle}, ${amount}`,
      greeting: greeting(data.travellerName, lang),
      details: [...tripDetails(site, data, lang), [balanceLabel, balance]],
      action: { label: COMMON_TEXTS[lang].viewBooking, url: bookingLink(data) },
    };
  });
}

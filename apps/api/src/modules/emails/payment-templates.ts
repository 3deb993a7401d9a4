import { formatDate, formatMoney, type EmailLanguage } from './format.ts';
import { renderInLanguage, type EmailContent, type RenderedEmail } from './layout.ts';
import type { EmailSite } from './site.ts';
import { EMAIL_PATHS, greeting, tripDetails, type BookingEmailData } from './templates.ts';

/** The balance of a booking: due now (balance_due) or in a week (balance_reminder), with a link to pay it. */
export function balanceEmail(
  site: EmailSite,
  data: BookingEmailData & { balance: number; dueDate: string; kind: 'balance_due' | 'balance_reminder' },
  language?: string,
): RenderedEmail {
  return renderInLanguage(site, language, (lang) => {
    const currency = data.currency ?? site.currency;
    const balance = formatMoney(data.balance, currency, lang);
    const due = formatDate(data.dueDate, lang);
    const url = `${EMAIL_PATHS.booking(data.bookingId ?? '')}?pay=balance`;
    const ref = data.reference;
    const trip = data.tripTitle;
    const isDue = data.kind === 'balance_due';
    const texts: Record<
      EmailLanguage,
      Pick<EmailContent, 'subject' | 'heading' | 'paragraphs'> & { label: string; button: string }
    > = {
      en: {
        subject: isDue
          ? `Balance due: ${balance} – booking ${ref}`
          : `Reminder: ${balance} due by ${due} – booking ${ref}`,
        heading: isDue ? 'The balance of your trip' : 'A reminder about your balance',
        paragraphs: [
          `The balance of ${balance} for booking ${ref} (${trip}) is due by ${due}.`,
          'You can pay it online with the button below.',
        ],
        label: 'Balance',
        button: 'Pay the balance',
      },
      hi: {
        subject: isDue
          ? `शेष भुगतान देय: ${balance} – बुकिंग ${ref}`
          : `याद दिलाना: ${due} तक ${balance} का भुगतान – बुकिंग ${ref}`,
        heading: isDue ? 'आपकी यात्रा का शेष भुगतान' : 'शेष भुगतान की याद',
        paragraphs: [
          `${trip} की बुकिंग ${ref} के लिए ${balance} की शेष राशि ${due} तक देय है।`,
          'नीचे दिए गए बटन से आप इसे ऑनलाइन चुका सकते हैं।',
        ],
        label: 'शेष राशि',
        button: 'शेष राशि चुकाएँ',
      },
      es: {
        subject: isDue
          ? `Saldo pendiente: ${balance} – reserva ${ref}`
          : `Recordatorio: ${balance} a pagar antes del ${due} – reserva ${ref}`,
        heading: isDue ? 'El saldo de su viaje' : 'Un recordatorio sobre su saldo',
        paragraphs: [
          `El saldo de ${balance} de la reserva ${ref} (${trip}) vence el ${due}.`,
          'Puede pagarlo en línea con el botón de abajo.',
        ],
        label: 'Saldo',
        button: 'Pagar el saldo',
      },
      fr: {
        subject: isDue
          ? `Solde à régler : ${balance} – réservation ${ref}`
          : `Rappel : ${balance} à régler avant le ${due} – réservation ${ref}`,
        heading: isDue ? 'Le solde de votre voyage' : 'Un rappel concernant votre solde',
        paragraphs: [
          `Le solde de ${balance} de la réservation ${ref} (${trip}) est à régler avant le ${due}.`,
          'Vous pouvez le régler en ligne avec le bouton ci-dessous.',
        ],
        label: 'Solde',
        button: 'Régler le solde',
      },
      de: {
        subject: isDue
          ? `Restbetrag fällig: ${balance} – Buchung ${ref}`
          : `Erinnerung: ${balance} fällig bis ${due} – Buchung ${ref}`,
        heading: isDue ? 'Der Restbetrag Ihrer Reise' : 'Eine Erinnerung an Ihren Restbetrag',
        paragraphs: [
          `Der Restbetrag von ${balance} für die Buchung ${ref} (${trip}) ist bis zum ${due} fällig.`,
          'Sie können ihn über die Schaltfläche unten online bezahlen.',
        ],
        label: 'Restbetrag',
        button: 'Restbetrag bezahlen',
      },
    };
    const { label, button, ...text } = texts[lang];
    return {
      ...text,
      preheader: `${trip}, ${balance}`,
      greeting: greeting(data.travellerName, lang),
      details: [...tripDetails(site, data, lang), [label, balance]],
      action: { label: button, url },
    };
  });
}

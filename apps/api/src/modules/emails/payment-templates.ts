import { formatDate, formatMoney } from './format.ts';
import { renderInLanguage, type RenderedEmail } from './layout.ts';
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
    const details = tripDetails(site, data, lang);
    if (lang === 'hi') {
      details.push(['शेष राशि', balance]);
      return {
        subject:
          data.kind === 'balance_due'
            ? `शेष भुगतान देय: ${balance} – बुकिंग ${data.reference}`
            : `याद दिलाना: ${due} तक ${balance} का भुगतान – बुकिंग ${data.reference}`,
        preheader: `${data.tripTitle}, ${balance}`,
        heading: data.kind === 'balance_due' ? 'आपकी यात्रा का शेष भुगतान' : 'शेष भुगतान की याद',
        greeting: greeting(data.travellerName, lang),
        paragraphs: [
          `${data.tripTitle} की बुकिंग ${data.reference} के लिए ${balance} की शेष राशि ${due} तक देय है।`,
          'नीचे दिए गए बटन से आप इसे ऑनलाइन चुका सकते हैं।',
        ],
        details,
        action: { label: 'शेष राशि चुकाएँ', url },
      };
    }
    details.push(['Balance', balance]);
    return {
      subject:
        data.kind === 'balance_due'
          ? `Balance due: ${balance} – booking ${data.reference}`
          : `Reminder: ${balance} due by ${due} – booking ${data.reference}`,
      preheader: `${data.tripTitle}, ${balance}`,
      heading: data.kind === 'balance_due' ? 'The balance of your trip' : 'A reminder about your balance',
      greeting: greeting(data.travellerName, lang),
      paragraphs: [
        `The balance of ${balance} for booking ${data.reference} (${data.tripTitle}) is due by ${due}.`,
        'You can pay it online with the button below.',
      ],
      details,
      action: { label: 'Pay the balance', url },
    };
  });
}

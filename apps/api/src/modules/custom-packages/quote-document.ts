import { eq } from 'drizzle-orm';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import type { Locale } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { customPackages } from '../../db/schema/index.ts';
import { findUserLocale } from '../auth/users.port.ts';
import { emailLanguage } from '../emails/format.ts';
import { readInvoiceOperator } from '../invoices/invoice-operator.ts';
import { quoteNumber, renderQuotePdf } from './quote.pdf.ts';

export interface QuoteDocument {
  filename: string;
  content: Buffer;
}

/**
 * The quote PDF of a request, rendered from what is stored now, for staff (and the outbox) or for
 * the traveller who owns it: 404 when the request does not exist or is another traveller's, 409
 * while no quote has been sent. Written in `language`, else in the language the traveller uses.
 */
export async function quotePdf(
  db: Executor,
  id: number,
  viewer: 'staff' | { userId: number },
  language?: Locale,
): Promise<QuoteDocument> {
  const [row] = await db.select().from(customPackages).where(eq(customPackages.id, id)).limit(1);
  if (!row || (viewer !== 'staff' && row.userId !== viewer.userId)) throw notFound(MESSAGES.customPackageNotFound);
  if (!row.quote || row.quotedPrice === null) throw conflict(SALES_MESSAGES.quoteNotSent);
  const { operator, currency } = await readInvoiceOperator(db);
  const content = await renderQuotePdf(
    {
      id: row.id,
      operator,
      traveller: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
      destinations: row.destinations,
      travelDate: row.travelDate,
      durationDays: row.durationDays,
      durationNights: row.durationNights,
      travelers: row.travelers,
      hotelStars: row.hotelStars,
      pricePerPerson: row.quote.price_per_person,
      total: row.quotedPrice,
      currency,
      validUntil: row.quote.valid_until || null,
      sentAt: row.quoteSentAt,
      days: row.quote.days,
      inclusions: row.quote.inclusions,
      exclusions: row.quote.exclusions,
    },
    language ?? emailLanguage(await findUserLocale(db, row.userId)),
  );
  return { filename: `quote-${quoteNumber(row.id)}.pdf`, content };
}

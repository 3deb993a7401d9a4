import type {
  AdminCustomPackage,
  AdminCustomPackageCounts,
  AdminCustomPackagesQuery,
  CustomPackageQuoteBody,
} from '@trails/contracts/admin-custom-packages';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import type { ListEnvelope } from '@trails/contracts/common';
import { DEFAULT_PUBLIC_SETTINGS, type CustomPackageStatus, type Locale } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { isoOrNull, list, pageMeta } from '../../lib/respond.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { findUserLocale } from '../auth/users.port.ts';
import { nextReference, insertBooking } from '../bookings/booking-records.ts';
import { tripEndDate } from '../settings/booking-settings.ts';
import { customPackageQuoteEmail } from '../emails/custom-package-templates.ts';
import { readEmailSite } from '../emails/site.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import {
  bookingOfCustomPackage,
  customPackageCounts,
  deleteCustomPackage,
  findAdminCustomPackage,
  lockCustomPackage,
  pageOfCustomPackages,
  updateCustomPackage,
  type AdminCustomPackageView,
} from './custom-packages.admin.repo.ts';
import type { CustomPackageRow } from './custom-packages.repo.ts';
import { toCustomPackageDto } from './custom-packages.service.ts';
import { quotePdf, type QuoteDocument } from './quote-document.ts';
import type { BookingEventSink } from '../bookings/booking-event-sink.ts';

function toAdminDto(view: AdminCustomPackageView): AdminCustomPackage {
  const { row } = view;
  const currency = view.currency || DEFAULT_PUBLIC_SETTINGS.currency;
  return {
    ...toCustomPackageDto(row, currency),
    currency,
    user: { id: row.userId, name: view.userName, email: view.userEmail },
    assigned_to: row.assignedTo,
    notes: row.notes,
    quote_details: row.quote ?? null,
    quote_sent_at: isoOrNull(row.quoteSentAt),
    booking:
      view.bookingId !== null && view.bookingReference !== null
        ? { id: view.bookingId, reference: view.bookingReference }
        : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export interface AdminCustomPackageDeps {
  publicUrl: string;
  activity: ActivityService;
  /** booking.created (a converted request) for the operator's other systems (webhooks). */
  bookingEvents?: BookingEventSink;
}

/** Staff handling of custom trip requests: status, assignee, internal notes, quotes and conversion. */
export function createAdminCustomPackagesService(
  db: Database,
  { publicUrl, activity, bookingEvents }: AdminCustomPackageDeps,
) {
  async function get(id: number): Promise<AdminCustomPackage> {
    const view = await findAdminCustomPackage(db, id);
    if (!view) throw notFound(MESSAGES.customPackageNotFound);
    return toAdminDto(view);
  }

  /** Locks the request, applies `change` and records it, all in one transaction; answers the fresh view. */
  async function write(
    id: number,
    actorId: number,
    action: string,
    change: (tx: Executor, row: CustomPackageRow) => Promise<string>,
  ): Promise<AdminCustomPackage> {
    await db.transaction(async (tx) => {
      const row = await lockCustomPackage(tx, id);
      if (!row) throw notFound(MESSAGES.customPackageNotFound);
      const description = await change(tx, row);
      const after = await lockCustomPackage(tx, id);
      await activity.record(tx, {
        userId: actorId,
        type: 'custom_package',
        action,
        description,
        subjectId: id,
        label: `#${id} ${row.contactName}`,
        before: row,
        after,
      });
    });
    return get(id);
  }

  return {
    get,

    /** The request's quote as a PDF, as the traveller receives it. */
    quotePdf: (id: number, language: Locale): Promise<QuoteDocument> => quotePdf(db, id, 'staff', language),

    async list(query: AdminCustomPackagesQuery): Promise<ListEnvelope<AdminCustomPackage>> {
      const { rows, total } = await pageOfCustomPackages(db, query);
      return list(rows.map(toAdminDto), pageMeta(query.page, query.per_page, total));
    },

    counts: (): Promise<AdminCustomPackageCounts> => customPackageCounts(db),

    setStatus(id: number, status: CustomPackageStatus, actorId: number) {
      return write(id, actorId, 'status_changed', async (tx, row) => {
        await updateCustomPackage(tx, id, { status });
        return `Custom package #${id} status changed from ${row.status} to ${status}`;
      });
    },

    assign(id: number, assignedTo: string | null, actorId: number) {
      return write(id, actorId, 'assigned', async (tx) => {
        await updateCustomPackage(tx, id, { assignedTo });
        return assignedTo ? `Custom package #${id} assigned to ${assignedTo}` : `Custom package #${id} unassigned`;
      });
    },

    setNotes(id: number, notes: string | null, actorId: number) {
      return write(id, actorId, 'notes_updated', async (tx) => {
        await updateCustomPackage(tx, id, { notes });
        return `Internal notes of custom package #${id} updated`;
      });
    },

    /** Stores the quote, marks the request quoted and emails the traveller: together or not at all. */
    async sendQuote(id: number, quote: CustomPackageQuoteBody, actorId: number): Promise<AdminCustomPackage> {
      const site = await readEmailSite(db, publicUrl);
      return write(id, actorId, 'quoted', async (tx, row) => {
        if (await bookingOfCustomPackage(tx, id)) throw conflict(ADMIN_MESSAGES.packageAlreadyConverted);
        await updateCustomPackage(tx, id, {
          quote,
          quotedPrice: quote.total_price,
          quoteSentAt: new Date(),
          status: 'quoted',
        });
        const language = await findUserLocale(tx, row.userId);
        const email = customPackageQuoteEmail(
          site,
          {
            name: row.contactName,
            destinations: row.destinations,
            travelers: row.travelers,
            pricePerPerson: quote.price_per_person,
            totalPrice: quote.total_price,
            days: quote.days,
            inclusions: quote.inclusions,
            exclusions: quote.exclusions,
            validUntil: quote.valid_until,
          },
          language,
        );
        await enqueueEmail(tx, {
          to: { address: row.contactEmail, name: row.contactName },
          kind: 'custom_package_quote',
          related: { type: 'custom_package', id },
          // Rendered by the sender from the stored quote, so the row stays small.
          attachments: [{ kind: 'custom-package-quote', id }],
          ...email,
        });
        return `Quote of ${quote.total_price} ${site.currency} sent for custom package #${id}`;
      });
    },

    /**
     * Turns a confirmed request into the traveller's booking at the quoted price. The row lock and
     * the unique booking per package make a second conversion a 409, also when two staff click at once.
     */
    async convert(id: number, actorId: number): Promise<AdminCustomPackage> {
      const currency = (await readEmailSite(db, publicUrl)).currency;
      try {
        return await write(id, actorId, 'converted', async (tx, row) => {
          if (await bookingOfCustomPackage(tx, id)) throw conflict(ADMIN_MESSAGES.packageAlreadyConverted);
          if (row.status !== 'confirmed') throw conflict(ADMIN_MESSAGES.packageNotConfirmed);
          if (row.quotedPrice === null) throw conflict(ADMIN_MESSAGES.packageWithoutQuote);
          const total = row.quotedPrice;
          const unitPrice = row.quote?.price_per_person ?? round2(total / row.travelers);
          const now = new Date();
          const reference = await nextReference(tx, now);
          const bookingId = await insertBooking(tx, {
            reference,
            userId: row.userId,
            customPackageId: id,
            travelDate: row.travelDate,
            endDate: tripEndDate(row.travelDate, row.durationDays),
            passengers: row.travelers,
            unitPrice,
            discountAmount: Math.max(0, round2(unitPrice * row.travelers - total)),
            totalAmount: total,
            currency,
            contactName: row.contactName,
            contactEmail: row.contactEmail,
            contactPhone: row.contactPhone ?? '',
            specialRequests: row.specialRequirements,
            status: 'confirmed',
            paymentStatus: 'pending',
            createdAt: now,
          });
          await bookingEvents?.(tx, 'booking.created', bookingId);
          return `Custom package #${id} converted to booking ${reference}`;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'bookings_custom_package_idx'))
          throw conflict(ADMIN_MESSAGES.packageAlreadyConverted);
        throw error;
      }
    },

    async remove(id: number, actorId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await lockCustomPackage(tx, id);
        if (!before) throw notFound(MESSAGES.customPackageNotFound);
        // The booking names the package as its only subject, so the package is its record.
        if (await bookingOfCustomPackage(tx, id)) throw conflict(ADMIN_MESSAGES.packageHasBooking);
        if (!(await deleteCustomPackage(tx, id))) throw notFound(MESSAGES.customPackageNotFound);
        await activity.record(tx, {
          userId: actorId,
          type: 'custom_package',
          action: 'deleted',
          description: `Custom package #${id} deleted`,
          subjectId: id,
          label: `#${id} ${before.contactName}`,
          before,
        });
      });
    },
  };
}

export type AdminCustomPackagesService = ReturnType<typeof createAdminCustomPackagesService>;

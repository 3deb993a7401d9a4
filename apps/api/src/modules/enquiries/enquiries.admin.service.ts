import { BULK_MESSAGES, type BulkResult } from '@trails/contracts/admin-bulk';
import {
  ENQUIRY_CONVERSION_DEFAULTS,
  type AdminEnquiriesQuery,
  type AdminEnquiry,
  type AdminEnquiryDetail,
  type AdminEnquiryUpdateBody,
  type EnquiryConvertBody,
} from '@trails/contracts/admin-enquiries';
import { SALES_MESSAGES } from '@trails/contracts/admin-sales-messages';
import { fillMessage } from '@trails/contracts/booking-messages';
import type { ListEnvelope } from '@trails/contracts/common';
import type { EnquiryStatus } from '@trails/contracts/constants';
import { earliestEnquiryDate } from '@trails/contracts/enquiries';
import { MESSAGES } from '@trails/contracts/messages';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import { isoOrNull, list, pageMeta } from '../../lib/respond.ts';
import { runEach } from '../../lib/bulk.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { findUserLocale } from '../auth/users.port.ts';
import { enquiryResponseEmail } from '../emails/enquiry-templates.ts';
import { readEmailSite } from '../emails/site.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { notifyStaff } from '../notifications/notifier.ts';
import { findOrCreateTraveller } from '../users/traveller-account.ts';
import { insertCustomPackage } from '../custom-packages/custom-packages.port.ts';
import { findBookableTrip } from '../catalogue/bookable-trip.ts';
import { findDeparture, takeSeats } from '../departures/seats.port.ts';
import { seatsLeftOf } from '../departures/departure-seats.ts';
import { readBookingSettings, todayIn } from '../settings/booking-settings.ts';
import { insertBooking, nextReference } from '../bookings/booking-records.ts';
import { bookingReceivedEmail } from '../emails/templates.ts';
import {
  addEnquiryResponse,
  deleteEnquiry,
  enquiryThread,
  findAdminEnquiry,
  listAdminEnquiries,
  linkEnquiry,
  lockEnquiry,
  setEnquiryStatus,
  type AdminEnquiryRow,
} from './enquiries.admin.repo.ts';
import type { BookingEventSink } from '../bookings/booking-event-sink.ts';

function toDto({ enquiry, tourTitle, trekTitle, responderName, bookingReference }: AdminEnquiryRow): AdminEnquiry {
  return {
    id: enquiry.id,
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    destination: enquiry.destination,
    message: enquiry.message,
    travel_date: enquiry.travelDate,
    status: enquiry.status,
    source: enquiry.source,
    trip_title: tourTitle ?? trekTitle ?? null,
    language: enquiry.language,
    admin_response: enquiry.adminResponse,
    responded_at: isoOrNull(enquiry.respondedAt),
    responded_by: enquiry.respondedBy !== null ? { id: enquiry.respondedBy, name: responderName ?? '' } : null,
    custom_package: enquiry.customPackageId !== null ? { id: enquiry.customPackageId } : null,
    booking: enquiry.bookingId !== null ? { id: enquiry.bookingId, reference: bookingReference ?? '' } : null,
    created_at: enquiry.createdAt.toISOString(),
  };
}

/** Who acts, for the activity log. */
export interface StaffActor {
  id: number;
  ip?: string | null;
}

/** Staff work on enquiries: list, read, change status, reply (emailed, kept as a thread), delete. */
const seatsLeft = seatsLeftOf;

const notEnoughSeats = (left: number) =>
  conflict(left === 0 ? MESSAGES.departureFull : fillMessage(MESSAGES.seatsLeft, { count: left }));

type LockedEnquiry = NonNullable<Awaited<ReturnType<typeof lockEnquiry>>>;

export function createAdminEnquiriesService(
  db: Database,
  deps: {
    publicUrl: string;
    activity: ActivityService;
    publicData?: PublicDataInvalidator;
    /** booking.created (a converted enquiry) for the operator's other systems (webhooks). */
    bookingEvents?: BookingEventSink;
  },
) {
  async function detail(id: number): Promise<AdminEnquiryDetail> {
    const [row, thread] = await Promise.all([findAdminEnquiry(db, id), enquiryThread(db, id)]);
    if (!row) throw notFound(SALES_MESSAGES.enquiryNotFound);
    return {
      ...toDto(row),
      responses: thread.map((reply) => ({
        id: reply.id,
        message: reply.message,
        sent_by: reply.sentById !== null ? { id: reply.sentById, name: reply.sentByName ?? '' } : null,
        created_at: reply.createdAt.toISOString(),
      })),
    };
  }

  /** Sends one reply inside the caller's transaction, on the locked enquiry. */
  async function respondIn(
    tx: Executor,
    enquiry: NonNullable<Awaited<ReturnType<typeof lockEnquiry>>>,
    response: string,
    actor: StaffActor,
    site: Awaited<ReturnType<typeof readEmailSite>>,
    now: Date,
  ) {
    // The language the enquiry was written in; else the linked account's; else English.
    const language = enquiry.language ?? (enquiry.userId !== null ? await findUserLocale(tx, enquiry.userId) : null);
    await addEnquiryResponse(tx, enquiry.id, response, actor.id, now);
    await enqueueEmail(tx, {
      to: { address: enquiry.email, name: enquiry.name },
      kind: 'enquiry_response',
      related: { type: 'enquiry', id: enquiry.id },
      ...enquiryResponseEmail(
        site,
        { name: enquiry.name, destination: enquiry.destination ?? '', message: enquiry.message, response },
        language,
      ),
    });
    await deps.activity.record(tx, {
      userId: actor.id,
      type: 'enquiry',
      action: 'responded',
      subjectId: enquiry.id,
      label: `${enquiry.name} <${enquiry.email}>`,
      description: `Replied to the enquiry of ${enquiry.name}`,
      before: { status: enquiry.status, admin_response: enquiry.adminResponse },
      after: { status: 'responded', admin_response: response },
      ip: actor.ip ?? null,
    });
  }

  async function locked<T>(
    id: number,
    work: (tx: Executor, enquiry: NonNullable<Awaited<ReturnType<typeof lockEnquiry>>>) => Promise<T>,
  ) {
    return db.transaction(async (tx) => {
      const enquiry = await lockEnquiry(tx, id);
      if (!enquiry) throw notFound(SALES_MESSAGES.enquiryNotFound);
      return work(tx, enquiry);
    });
  }

  async function changeStatus(
    tx: Executor,
    enquiry: { id: number; name: string; email: string },
    from: EnquiryStatus,
    to: EnquiryStatus,
    actor: StaffActor,
  ) {
    if (from === to) return;
    await setEnquiryStatus(tx, enquiry.id, to);
    await deps.activity.record(tx, {
      userId: actor.id,
      type: 'enquiry',
      action: 'status_changed',
      subjectId: enquiry.id,
      label: `${enquiry.name} <${enquiry.email}>`,
      description: `Enquiry status changed from ${from} to ${to}`,
      before: { status: from },
      after: { status: to },
      ip: actor.ip ?? null,
    });
  }

  /** The traveller's custom trip request from the enquiry: destination, date, contact and message carried over. */
  async function toCustomPackage(
    tx: Executor,
    enquiry: LockedEnquiry,
    body: Extract<EnquiryConvertBody, { to: 'custom_package' }>,
    tripTitle: string | null,
  ) {
    const travelDate = body.travel_date ?? enquiry.travelDate;
    if (!travelDate) throw fieldError('travel_date', MESSAGES.travelDateRequired);
    if (travelDate < earliestEnquiryDate()) throw fieldError('travel_date', MESSAGES.customDatePast);
    const traveller = await findOrCreateTraveller(tx, {
      userId: enquiry.userId,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      locale: enquiry.language,
    });
    const days = body.duration_days ?? ENQUIRY_CONVERSION_DEFAULTS.durationDays;
    const destination = enquiry.destination?.trim() || tripTitle;
    const stored = await insertCustomPackage(tx, {
      userId: traveller.id,
      destinations: destination ? [destination] : [],
      durationDays: days,
      durationNights: days - 1,
      budgetMin: ENQUIRY_CONVERSION_DEFAULTS.budgetMin,
      budgetMax: ENQUIRY_CONVERSION_DEFAULTS.budgetMax,
      travelers: body.travelers ?? ENQUIRY_CONVERSION_DEFAULTS.travelers,
      travelDate,
      specialRequirements: enquiry.message,
      contactName: enquiry.name,
      contactEmail: enquiry.email,
      contactPhone: enquiry.phone,
    });
    await linkEnquiry(tx, enquiry.id, { customPackageId: stored.id });
    return `Converted the enquiry of ${enquiry.name} to custom package #${stored.id}`;
  }

  /**
   * A pending booking on a departure for the enquirer, as the public booking service writes one:
   * the seats are taken by one conditional statement in this transaction, the hold and the
   * traveller's email go with it.
   */
  async function toBooking(
    tx: Executor,
    enquiry: LockedEnquiry,
    body: Extract<EnquiryConvertBody, { to: 'booking' }>,
    now: Date,
  ) {
    const settings = await readBookingSettings(tx);
    const departure = await findDeparture(tx, body.departure_id);
    if (!departure) throw fieldError('departure_id', MESSAGES.departureNotFound);
    const type = departure.tourId !== null ? 'tour' : 'trek';
    const trip = await findBookableTrip(tx, type, (departure.tourId ?? departure.trekId)!);
    if (!trip) throw fieldError('departure_id', MESSAGES.departureNotFound);
    if (departure.status !== 'open' || departure.startDate <= todayIn(settings.timezone, now))
      throw fieldError('departure_id', MESSAGES.departureNotBookable);
    const unitPrice = departure.price ?? trip.price;
    if (!(unitPrice > 0)) throw fieldError('departure_id', MESSAGES.invalidTourPrice);
    if (!(await takeSeats(tx, departure.id, body.travelers))) {
      const current = await findDeparture(tx, departure.id);
      if (!current || current.status !== 'open') throw fieldError('departure_id', MESSAGES.departureNotBookable);
      throw notEnoughSeats(seatsLeft(current));
    }
    const traveller = await findOrCreateTraveller(tx, {
      userId: enquiry.userId,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      locale: enquiry.language,
    });
    const reference = await nextReference(tx, now);
    const holdExpiresAt = new Date(now.getTime() + settings.holdHours * 3_600_000);
    const total = Math.round(unitPrice * body.travelers * 100) / 100;
    const bookingId = await insertBooking(tx, {
      reference,
      userId: traveller.id,
      tourId: type === 'tour' ? trip.id : null,
      trekId: type === 'trek' ? trip.id : null,
      departureId: departure.id,
      travelDate: departure.startDate,
      endDate: departure.endDate,
      passengers: body.travelers,
      unitPrice,
      discountAmount: 0,
      totalAmount: total,
      currency: settings.currency,
      contactName: enquiry.name,
      contactEmail: enquiry.email,
      contactPhone: enquiry.phone ?? '',
      specialRequests: enquiry.message,
      status: 'pending',
      paymentStatus: 'pending',
      holdExpiresAt,
      createdAt: now,
    });
    await linkEnquiry(tx, enquiry.id, { bookingId });
    await deps.bookingEvents?.(tx, 'booking.created', bookingId);
    const site = await readEmailSite(tx, deps.publicUrl);
    await enqueueEmail(tx, {
      to: { address: enquiry.email, name: enquiry.name },
      kind: 'booking_received',
      related: { type: 'booking', id: bookingId },
      ...bookingReceivedEmail(
        site,
        {
          reference,
          bookingId,
          travellerName: enquiry.name,
          travellerEmail: enquiry.email,
          travellerPhone: enquiry.phone ?? '',
          tripTitle: trip.title,
          startDate: departure.startDate,
          endDate: departure.endDate,
          passengers: body.travelers,
          total,
          currency: settings.currency,
          holdExpiresAt,
        },
        enquiry.language ?? traveller.locale,
      ),
    });
    await notifyStaff(tx, {
      type: 'booking',
      title: 'Enquiry converted to a booking',
      message: `${enquiry.name} now holds ${body.travelers} ${body.travelers === 1 ? 'seat' : 'seats'} on ${trip.title} from ${departure.startDate} (${reference})`,
      link: '/admin/bookings',
    });
    return `Converted the enquiry of ${enquiry.name} to booking ${reference}`;
  }

  return {
    async list(query: AdminEnquiriesQuery): Promise<ListEnvelope<AdminEnquiry>> {
      const { rows, total } = await listAdminEnquiries(db, query);
      return list(rows.map(toDto), pageMeta(query.page, query.per_page, total));
    },

    get: detail,

    /** Any status, in any order; a response in the same call is sent as `respond` sends it. */
    async update(id: number, body: AdminEnquiryUpdateBody, actor: StaffActor, now = new Date()) {
      const site = body.admin_response ? await readEmailSite(db, deps.publicUrl) : null;
      await locked(id, async (tx, enquiry) => {
        let from = enquiry.status;
        if (body.admin_response && site) {
          await respondIn(tx, enquiry, body.admin_response, actor, site, now);
          from = 'responded';
        }
        await changeStatus(tx, enquiry, from, body.status, actor);
      });
      return detail(id);
    },

    /** The selected enquiries closed, each as a status change is (locked, logged); closed ones are skipped. */
    closeMany: (ids: readonly number[], actor: StaffActor): Promise<BulkResult> =>
      runEach(ids, (id) =>
        locked(id, async (tx, enquiry) => {
          if (enquiry.status === 'closed') throw conflict(BULK_MESSAGES.enquiryAlreadyClosed);
          await changeStatus(tx, enquiry, enquiry.status, 'closed', actor);
        }),
      ),

    async respond(id: number, response: string, actor: StaffActor, now = new Date()) {
      const site = await readEmailSite(db, deps.publicUrl);
      await locked(id, (tx, enquiry) => respondIn(tx, enquiry, response, actor, site, now));
      return detail(id);
    },

    /**
     * Turns the enquiry into a custom trip request or a pending booking for the enquirer, in one
     * transaction on the locked enquiry: a second conversion (also two staff at once) is a 409.
     * The status is kept (the spec's three statuses); the link is stored on the enquiry.
     */
    async convert(id: number, body: EnquiryConvertBody, actor: StaffActor, now = new Date()) {
      try {
        await db.transaction(async (tx) => {
          const enquiry = await lockEnquiry(tx, id);
          if (!enquiry) throw notFound(SALES_MESSAGES.enquiryNotFound);
          if (enquiry.customPackageId !== null || enquiry.bookingId !== null)
            throw conflict(SALES_MESSAGES.enquiryAlreadyConverted);
          const row = body.to === 'custom_package' ? await findAdminEnquiry(tx, id) : null;
          const description =
            body.to === 'custom_package'
              ? await toCustomPackage(tx, enquiry, body, row?.tourTitle ?? row?.trekTitle ?? null)
              : await toBooking(tx, enquiry, body, now);
          await deps.activity.record(tx, {
            userId: actor.id,
            type: 'enquiry',
            action: 'converted',
            subjectId: id,
            description,
            metadata: { to: body.to },
            ip: actor.ip ?? null,
          });
        });
      } catch (error) {
        if (
          isUniqueViolation(error, 'enquiries_booking_idx') ||
          isUniqueViolation(error, 'enquiries_custom_package_idx')
        )
          throw conflict(SALES_MESSAGES.enquiryAlreadyConverted);
        throw error;
      }
      // Popularity (the trending sort) and seats left count bookings.
      if (body.to === 'booking') await deps.publicData?.invalidate();
      return detail(id);
    },

    async remove(id: number, actor: StaffActor) {
      await locked(id, async (tx, enquiry) => {
        await deleteEnquiry(tx, id);
        await deps.activity.record(tx, {
          userId: actor.id,
          type: 'enquiry',
          action: 'deleted',
          subjectId: id,
          label: `${enquiry.name} <${enquiry.email}>`,
          description: `Deleted the enquiry of ${enquiry.name} (${enquiry.email})`,
          before: {
            name: enquiry.name,
            email: enquiry.email,
            phone: enquiry.phone,
            status: enquiry.status,
            message: enquiry.message,
            admin_response: enquiry.adminResponse,
          },
          ip: actor.ip ?? null,
        });
      });
    },
  };
}

export type AdminEnquiriesService = ReturnType<typeof createAdminEnquiriesService>;

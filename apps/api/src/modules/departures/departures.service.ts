import { DEPARTURE_ADMIN_MESSAGES } from '@trails/contracts/admin-departure-messages';
import { fillMessage } from '@trails/contracts/booking-messages';
import {
  BOOKING_LIMITS,
  type AdminDeparture,
  type CreateDepartureBody,
  type DepartureListQuery,
  type PublicDeparture,
  type UpdateDepartureBody,
} from '@trails/contracts/bookings';
import { MESSAGES } from '@trails/contracts/messages';
import type { Database, Executor } from '../../db/client.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { readInvoiceOperator } from '../invoices/invoice-operator.ts';
import type { ManifestCopy, ManifestData } from './departures.manifest.ts';
import type { ManifestTravellersPort } from '../travellers/travellers.service.ts';
import { seatsLeftOf } from './departure-seats.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/respond.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import { addDays, readBookingSettings, todayIn, tripEndDate } from '../settings/booking-settings.ts';
import { findBookableTrip, type ItemKind } from '../catalogue/bookable-trip.ts';
import {
  countActiveBookings,
  deleteDeparture,
  findAdminDeparture,
  insertDeparture,
  isStaffAccount,
  lockDeparture,
  manifestBookings,
  openDepartures,
  pageOfDepartures,
  updateDeparture,
  type AdminDepartureView,
  type DepartureRow,
} from './departures.repo.ts';

export function toPublicDeparture(row: DepartureRow, tripPrice: number): PublicDeparture {
  return {
    id: row.id,
    start_date: row.startDate,
    end_date: row.endDate,
    seats_total: row.seatsTotal,
    seats_left: seatsLeftOf(row),
    price: row.price ?? tripPrice,
    status: row.status,
  };
}

function toAdminDeparture(view: AdminDepartureView): AdminDeparture {
  const row = view.departure;
  return {
    ...toPublicDeparture(row, view.tripPrice),
    tour_id: row.tourId,
    trek_id: row.trekId,
    trip: {
      kind: row.tourId !== null ? 'tour' : 'trek',
      id: (row.tourId ?? row.trekId)!,
      title: view.tripTitle,
      slug: view.tripSlug,
    },
    seats_booked: row.seatsBooked,
    seats_held: row.seatsHeld,
    price_override: row.price,
    leader_user_id: row.leaderUserId,
    leader_name: row.leaderUserId !== null ? view.leaderAccountName : row.leaderName,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Who made a change, for the activity log. */
export interface DepartureActor {
  id: number;
  ip?: string | null;
}

const tripNotFound = (type: ItemKind) => (type === 'tour' ? MESSAGES.tourNotFound : MESSAGES.trekNotFound);

export function createDeparturesService(
  db: Database,
  {
    publicData,
    activity,
    travellers,
    onSeatsFreed,
    onClosed,
    moveBookings,
  }: {
    publicData: PublicDataInvalidator;
    activity: ActivityService;
    /** Who travels on each booking, for the manifest (none: the manifest prints pending rows). */
    travellers?: ManifestTravellersPort;
    /** Told, inside the transaction that holds the departure's lock, that seats came back (the waitlist offers them). */
    onSeatsFreed?: (tx: Executor, departureId: number) => Promise<void>;
    /** Told, inside the same transaction, that an open departure was closed or cancelled (the waitlist withdraws its offers). */
    onClosed?: (tx: Executor, departureId: number) => Promise<void>;
    /**
     * Moves the departure's active bookings to its new dates, in the transaction that holds its lock:
     * the bookings module's write (`moveDepartureBookings` of `bookings/booking-records.ts`).
     */
    moveBookings: (tx: Executor, departureId: number, dates: { travelDate: string; endDate: string }) => Promise<void>;
  },
) {
  /** The departure as the back office shows it, read in the same transaction as the change. */
  const view = async (executor: Executor, id: number) => toAdminDeparture((await findAdminDeparture(executor, id))!);
  /** One activity entry per write, with the departure as staff see it before and after. */
  const record = (
    executor: Executor,
    actor: DepartureActor,
    action: string,
    before: AdminDeparture | null,
    after: AdminDeparture | null,
  ) => {
    const shown = (after ?? before)!;
    return activity.record(executor, {
      userId: actor.id,
      type: 'departure',
      action,
      description: `Departure ${action}: ${shown.trip.title} on ${shown.start_date}`,
      subjectId: shown.id,
      label: `${shown.trip.title} · ${shown.start_date}`,
      before,
      after,
      ip: actor.ip ?? null,
    });
  };

  /** The leader columns a body asks for: a staff account (checked) or a free-text name, or unchanged. */
  async function leaderOf(executor: Executor, body: UpdateDepartureBody) {
    if (typeof body.leader_user_id === 'number') {
      if (!(await isStaffAccount(executor, body.leader_user_id)))
        throw fieldError('leader_user_id', DEPARTURE_ADMIN_MESSAGES.leaderNotStaff);
      return { leaderUserId: body.leader_user_id, leaderName: null };
    }
    if (body.leader_name !== undefined && body.leader_name !== null && body.leader_name !== '')
      return { leaderUserId: null, leaderName: body.leader_name };
    if (body.leader_user_id === null || body.leader_name !== undefined) return { leaderUserId: null, leaderName: null };
    return {};
  }

  return {
    /** The upcoming open departures of a public trip, in date order, bounded. */
    async listPublic(type: ItemKind, idOrSlug: string, now = new Date()): Promise<PublicDeparture[]> {
      const trip = await findBookableTrip(db, type, idOrSlug);
      if (!trip || !trip.isActive) throw notFound(tripNotFound(type));
      const settings = await readBookingSettings(db);
      const from = addDays(todayIn(settings.timezone, now), settings.leadDays);
      const rows = await openDepartures(db, type, trip.id, from, BOOKING_LIMITS.departuresListMax);
      return rows.map((row) => toPublicDeparture(row, trip.price));
    },

    async list(query: DepartureListQuery) {
      const filter = {
        ...(query.tour_id !== undefined ? { tourId: query.tour_id } : {}),
        ...(query.trek_id !== undefined ? { trekId: query.trek_id } : {}),
      };
      const more = {
        ...(query.kind !== undefined ? { kind: query.kind } : {}),
        ...(query.month !== undefined ? { month: query.month } : {}),
        ...(query.status !== undefined ? { status: query.status } : {}),
      };
      const { rows, total } = await pageOfDepartures(db, { ...filter, ...more }, query.page, query.per_page);
      return { items: rows.map(toAdminDeparture), meta: pageMeta(query.page, query.per_page, total) };
    },

    async create(body: CreateDepartureBody, actor: DepartureActor): Promise<AdminDeparture> {
      const type: ItemKind = body.tour_id !== undefined ? 'tour' : 'trek';
      const trip = await findBookableTrip(db, type, (body.tour_id ?? body.trek_id)!);
      if (!trip) throw fieldError(type === 'tour' ? 'tour_id' : 'trek_id', tripNotFound(type));
      const created = await db.transaction(async (tx) => {
        const row = await insertDeparture(tx, {
          tourId: type === 'tour' ? trip.id : null,
          trekId: type === 'trek' ? trip.id : null,
          startDate: body.start_date,
          endDate: tripEndDate(body.start_date, trip.durationDays),
          seatsTotal: body.seats_total,
          price: body.price ?? null,
          status: body.status ?? 'open',
          note: body.note || null,
        });
        const after = await view(tx, row.id);
        await record(tx, actor, 'created', null, after);
        return after;
      });
      await publicData.invalidate();
      return created;
    },

    /** Seats never drop below those booked; a new start date moves the active bookings with it. */
    async update(id: number, body: UpdateDepartureBody, actor: DepartureActor): Promise<AdminDeparture> {
      const updated = await db.transaction(async (tx) => {
        const current = await lockDeparture(tx, id);
        if (!current) throw notFound(MESSAGES.departureNotFound);
        const before = await view(tx, id);
        const type: ItemKind = current.tourId !== null ? 'tour' : 'trek';
        const trip = (await findBookableTrip(tx, type, (current.tourId ?? current.trekId)!))!;
        // Seats held for a waitlist offer count as taken until the offer is booked or expires.
        const taken = current.seatsBooked + current.seatsHeld;
        if (body.seats_total !== undefined && body.seats_total < taken)
          throw fieldError('seats_total', fillMessage(MESSAGES.seatsBelowBooked, { count: taken }));
        const leader = await leaderOf(tx, body);
        const startDate = body.start_date ?? current.startDate;
        const endDate = tripEndDate(startDate, trip.durationDays);
        const row = await updateDeparture(tx, id, {
          startDate,
          endDate,
          ...(body.seats_total !== undefined ? { seatsTotal: body.seats_total } : {}),
          ...(body.price !== undefined ? { price: body.price } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
          ...(body.note !== undefined ? { note: body.note || null } : {}),
          ...leader,
        });
        if (startDate !== current.startDate) await moveBookings(tx, id, { travelDate: startDate, endDate });
        // More seats (or a departure open again): offer them to the waitlist in this transaction.
        if (seatsLeftOf(row) > seatsLeftOf(current) || (row.status === 'open' && current.status !== 'open'))
          await onSeatsFreed?.(tx, id);
        // Closed or cancelled: seats held for waitlist offers go back and their links stop booking.
        if (row.status !== 'open' && current.status === 'open') await onClosed?.(tx, id);
        const after = await view(tx, row.id);
        await record(tx, actor, 'updated', before, after);
        return after;
      });
      await publicData.invalidate();
      return updated;
    },

    /** Only a departure without pending or confirmed bookings can go; otherwise close it. */
    async remove(id: number, actor: DepartureActor): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await lockDeparture(tx, id);
        if (!current) throw notFound(MESSAGES.departureNotFound);
        if ((await countActiveBookings(tx, id)) > 0) throw conflict(MESSAGES.departureHasBookings);
        const before = await view(tx, id);
        await deleteDeparture(tx, id);
        await record(tx, actor, 'deleted', before, null);
      });
      await publicData.invalidate();
    },

    /** What the manifest prints: the departure, its leader, and every pending or confirmed booking. */
    async manifest(id: number, now = new Date(), copy: ManifestCopy = 'staff'): Promise<ManifestData> {
      const found = await findAdminDeparture(db, id);
      if (!found) throw notFound(MESSAGES.departureNotFound);
      const departure = toAdminDeparture(found);
      const [rows, { operator }] = await Promise.all([manifestBookings(db, id), readInvoiceOperator(db)]);
      const people = travellers ? await travellers.forManifest(rows.map((row) => row.id)) : new Map();
      return {
        copy,
        operatorName: operator.name,
        trip: { kind: departure.trip.kind, title: departure.trip.title },
        startDate: departure.start_date,
        endDate: departure.end_date,
        leader: departure.leader_name,
        seatsTotal: departure.seats_total,
        seatsBooked: departure.seats_booked,
        status: departure.status,
        generatedAt: now,
        bookings: rows.map((row) => {
          const paid = Number(row.amountPaid);
          return {
            reference: row.reference,
            status: row.status,
            paymentStatus: row.paymentStatus,
            passengers: row.passengers,
            leadTraveller: row.contactName,
            email: row.contactEmail,
            phone: row.contactPhone,
            specialRequests: row.specialRequests,
            total: row.totalAmount,
            paid,
            balanceDue: Math.max(0, row.totalAmount - paid),
            currency: row.currency,
            travellers: people.get(row.id) ?? [],
          };
        }),
      };
    },
  };
}

export type DeparturesService = ReturnType<typeof createDeparturesService>;

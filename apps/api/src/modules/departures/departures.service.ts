import {
  BOOKING_LIMITS,
  MESSAGES,
  fillMessage,
  type AdminDeparture,
  type CreateDepartureBody,
  type DepartureListQuery,
  type PublicDeparture,
  type UpdateDepartureBody,
} from '@trails/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/respond.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { addDays, readBookingSettings, todayIn, tripEndDate } from '../bookings/booking-settings.ts';
import { findBookableTrip, type ItemKind } from '../catalogue/bookable-trip.repo.ts';
import {
  countActiveBookings,
  deleteDeparture,
  insertDeparture,
  lockDeparture,
  moveDepartureBookings,
  openDepartures,
  pageOfDepartures,
  updateDeparture,
  type DepartureRow,
} from './departures.repo.ts';

export function toPublicDeparture(row: DepartureRow, tripPrice: number): PublicDeparture {
  return {
    id: row.id,
    start_date: row.startDate,
    end_date: row.endDate,
    seats_total: row.seatsTotal,
    seats_left: Math.max(0, row.seatsTotal - row.seatsBooked),
    price: row.price ?? tripPrice,
    status: row.status,
  };
}

function toAdminDeparture(row: DepartureRow, tripPrice: number): AdminDeparture {
  return {
    ...toPublicDeparture(row, tripPrice),
    tour_id: row.tourId,
    trek_id: row.trekId,
    seats_booked: row.seatsBooked,
    price_override: row.price,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const tripNotFound = (type: ItemKind) => (type === 'tour' ? MESSAGES.tourNotFound : MESSAGES.trekNotFound);

export function createDeparturesService(
  db: Database,
  { publicData, activity }: { publicData: PublicDataInvalidator; activity: ActivityService },
) {
  const log = (
    tx: Executor,
    actorId: number,
    action: string,
    label: string,
    before: AdminDeparture | null,
    after: AdminDeparture | null,
  ) => {
    const id = (after ?? before)!.id;
    return activity.record(tx, {
      userId: actorId,
      type: 'departure',
      action,
      description: `Departure ${label} ${action}`,
      subjectId: id,
      label,
      before,
      after,
    });
  };
  const labelOf = (title: string, startDate: string) => `${title} · ${startDate}`;

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
      const { rows, total } = await pageOfDepartures(db, filter, query.page, query.per_page);
      return {
        items: rows.map((row) => toAdminDeparture(row.departure, row.tripPrice)),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },

    async create(body: CreateDepartureBody, actorId: number): Promise<AdminDeparture> {
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
        const dto = toAdminDeparture(row, trip.price);
        await log(tx, actorId, 'created', labelOf(trip.title, dto.start_date), null, dto);
        return dto;
      });
      await publicData.invalidate();
      return created;
    },

    /** Seats never drop below those booked; a new start date moves the active bookings with it. */
    async update(id: number, body: UpdateDepartureBody, actorId: number): Promise<AdminDeparture> {
      const updated = await db.transaction(async (tx) => {
        const current = await lockDeparture(tx, id);
        if (!current) throw notFound(MESSAGES.departureNotFound);
        const type: ItemKind = current.tourId !== null ? 'tour' : 'trek';
        const trip = (await findBookableTrip(tx, type, (current.tourId ?? current.trekId)!))!;
        if (body.seats_total !== undefined && body.seats_total < current.seatsBooked)
          throw fieldError('seats_total', fillMessage(MESSAGES.seatsBelowBooked, { count: current.seatsBooked }));
        const startDate = body.start_date ?? current.startDate;
        const endDate = tripEndDate(startDate, trip.durationDays);
        const row = await updateDeparture(tx, id, {
          startDate,
          endDate,
          ...(body.seats_total !== undefined ? { seatsTotal: body.seats_total } : {}),
          ...(body.price !== undefined ? { price: body.price } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
          ...(body.note !== undefined ? { note: body.note || null } : {}),
        });
        if (startDate !== current.startDate) await moveDepartureBookings(tx, id, startDate, endDate);
        const dto = toAdminDeparture(row, trip.price);
        const before = toAdminDeparture(current, trip.price);
        await log(tx, actorId, 'updated', labelOf(trip.title, dto.start_date), before, dto);
        return dto;
      });
      await publicData.invalidate();
      return updated;
    },

    /** Only a departure without pending or confirmed bookings can go; otherwise close it. */
    async remove(id: number, actorId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await lockDeparture(tx, id);
        if (!current) throw notFound(MESSAGES.departureNotFound);
        if ((await countActiveBookings(tx, id)) > 0) throw conflict(MESSAGES.departureHasBookings);
        const type: ItemKind = current.tourId !== null ? 'tour' : 'trek';
        const trip = await findBookableTrip(tx, type, (current.tourId ?? current.trekId)!);
        await deleteDeparture(tx, id);
        const before = toAdminDeparture(current, trip?.price ?? 0);
        await log(tx, actorId, 'deleted', labelOf(trip?.title ?? '', before.start_date), before, null);
      });
      await publicData.invalidate();
    },
  };
}

export type DeparturesService = ReturnType<typeof createDeparturesService>;

import { fillMessage } from '@trails/contracts/booking-messages';
import { DEFAULT_PUBLIC_SETTINGS } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import {
  DEFAULT_TRAVELLER_DETAILS_DAYS,
  type Traveller,
  type TravellerDetails,
  type TravellerDetailsStatus,
  type TravellersValues,
} from '@trails/contracts/traveller-details';
import type { Database, Executor } from '../../db/client.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { addDays, todayIn } from '../settings/booking-settings.ts';
import { readSettings } from '../settings/settings.reader.ts';
import {
  findTravellerBooking,
  listTravellers,
  lockBooking,
  replaceTravellers,
  upcomingBookingsOf,
  type TravellerBookingRow,
  type TravellerRow,
} from './travellers.repo.ts';

/** The days setting and the operator's today. */
export interface TravellerSettings {
  detailsDays: number;
  today: string;
}

export async function readTravellerSettings(db: Executor, now: Date = new Date()): Promise<TravellerSettings> {
  const stored = await readSettings(db, ['traveller_details_days', 'timezone']);
  const days = Number(stored.traveller_details_days);
  return {
    detailsDays:
      stored.traveller_details_days && Number.isInteger(days) && days >= 0 && days <= 365
        ? days
        : DEFAULT_TRAVELLER_DETAILS_DAYS,
    today: todayIn(stored.timezone || DEFAULT_PUBLIC_SETTINGS.timezone, now),
  };
}

/** The deadline of a booking's details: the start less the setting's days (none when not required). */
export const detailsDueDate = (booking: { travelDate: string; requiresDetails: boolean }, detailsDays: number) =>
  booking.requiresDetails ? addDays(booking.travelDate, -detailsDays) : null;

const isActive = (status: string) => status === 'pending' || status === 'confirmed';

/** The owner may save while the booking is active and the trip has not started. */
const ownerMayEdit = (booking: NonNullable<TravellerBookingRow>, today: string) =>
  isActive(booking.status) && booking.travelDate > today;

export function toTraveller(row: TravellerRow): Traveller {
  return {
    position: row.position,
    full_name: row.fullName,
    date_of_birth: row.dateOfBirth,
    gender: row.gender,
    nationality: row.nationality,
    id_type: row.idType,
    id_number: row.idNumber,
    emergency_contact: { name: row.emergencyContactName, phone: row.emergencyContactPhone },
    medical_notes: row.medicalNotes,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One traveller as the manifest prints it (medical notes left for the staff copy to decide). */
export interface ManifestTraveller {
  position: number;
  fullName: string;
  dateOfBirth: string;
  gender: string;
  nationality: string;
  idType: string;
  idNumber: string;
  emergencyName: string;
  emergencyPhone: string;
  medicalNotes: string | null;
}

/** Who is saving: the booking's owner (only their own, while editable) or a member of staff. */
export type TravellerEditor = { userId: number; staff: false } | { userId: number; staff: true; ip?: string };

/**
 * `activity` logs staff corrections on the booking's history (the names only: IDs and medical
 * notes stay out of the permanent log).
 */
export function createTravellersService(
  db: Database,
  { activity }: { activity?: Pick<ActivityService, 'record'> } = {},
) {
  const present = (
    booking: NonNullable<TravellerBookingRow>,
    rows: TravellerRow[],
    settings: TravellerSettings,
  ): TravellerDetails => ({
    booking_id: booking.id,
    reference: booking.reference,
    passengers: booking.passengers,
    travel_date: booking.travelDate,
    trip: booking.trekTitle
      ? { kind: 'trek', title: booking.trekTitle }
      : booking.tourTitle
        ? { kind: 'tour', title: booking.tourTitle }
        : null,
    required: booking.requiresDetails,
    due_date: detailsDueDate(booking, settings.detailsDays),
    complete: rows.filter((row) => row.position <= booking.passengers).length >= booking.passengers,
    editable: ownerMayEdit(booking, settings.today),
    permit_note: booking.permitNote,
    travellers: rows.filter((row) => row.position <= booking.passengers).map(toTraveller),
  });

  const load = async (bookingId: number, ownerId?: number) => {
    const booking = await findTravellerBooking(db, bookingId, ownerId);
    // Someone else's booking is as good as missing: its existence is not told.
    if (!booking) throw notFound(MESSAGES.bookingNotFound);
    return booking;
  };

  return {
    /** A booking's details: the owner's own (`ownerId`), or any booking for staff (no owner). */
    async get(bookingId: number, ownerId?: number): Promise<TravellerDetails> {
      const booking = await load(bookingId, ownerId);
      const [rows, settings] = await Promise.all([listTravellers(db, [booking.id]), readTravellerSettings(db)]);
      return present(booking, rows, settings);
    },

    /**
     * Replaces a booking's travellers: one entry per passenger, in order. The owner saves only
     * their own booking while it is active and before its start; staff save any booking.
     */
    async save(bookingId: number, body: TravellersValues, editor: TravellerEditor) {
      const booking = await load(bookingId, editor.staff ? undefined : editor.userId);
      const settings = await readTravellerSettings(db);
      if (!editor.staff && !ownerMayEdit(booking, settings.today)) throw conflict(MESSAGES.travellerDetailsClosed);
      if (body.travellers.length !== booking.passengers)
        throw fieldError('travellers', fillMessage(MESSAGES.travellerCount, { count: booking.passengers }));
      await db.transaction(async (tx) => {
        if (!(await lockBooking(tx, booking.id))) throw notFound(MESSAGES.bookingNotFound);
        const before = editor.staff ? await listTravellers(tx, [booking.id]) : [];
        await replaceTravellers(
          tx,
          booking.id,
          body.travellers.map((traveller, index) => ({
            bookingId: booking.id,
            position: index + 1,
            fullName: traveller.full_name,
            dateOfBirth: traveller.date_of_birth,
            gender: traveller.gender,
            nationality: traveller.nationality,
            idType: traveller.id_type,
            idNumber: traveller.id_number,
            emergencyContactName: traveller.emergency_contact.name,
            emergencyContactPhone: traveller.emergency_contact.phone,
            medicalNotes: traveller.medical_notes,
            updatedBy: editor.userId,
          })),
        );
        if (editor.staff)
          await activity?.record(tx, {
            userId: editor.userId,
            type: 'booking',
            action: 'travellers_updated',
            subjectId: booking.id,
            label: booking.reference,
            description: `${booking.reference}: traveller details updated`,
            before: { travellers: before.map((row) => row.fullName) },
            after: { travellers: body.travellers.map((traveller) => traveller.full_name) },
            ip: editor.ip ?? null,
          });
      });
      return present(booking, await listTravellers(db, [booking.id]), settings);
    },

    /** My Bookings: where each of the traveller's upcoming bookings stands (at most 100). */
    async statusOf(userId: number): Promise<TravellerDetailsStatus[]> {
      const settings = await readTravellerSettings(db);
      const rows = await upcomingBookingsOf(db, userId, settings.today);
      return rows.map((booking) => ({
        booking_id: booking.id,
        required: booking.requiresDetails,
        due_date: detailsDueDate(booking, settings.detailsDays),
        filled: Math.min(booking.filled, booking.passengers),
        passengers: booking.passengers,
        complete: booking.filled >= booking.passengers,
        editable: ownerMayEdit(booking, settings.today),
      }));
    },

    /** The manifest's port: each booking's travellers in position order. */
    async forManifest(bookingIds: number[]): Promise<Map<number, ManifestTraveller[]>> {
      const out = new Map<number, ManifestTraveller[]>();
      for (const row of await listTravellers(db, bookingIds)) {
        const list = out.get(row.bookingId) ?? [];
        list.push({
          position: row.position,
          fullName: row.fullName,
          dateOfBirth: row.dateOfBirth,
          gender: row.gender,
          nationality: row.nationality,
          idType: row.idType,
          idNumber: row.idNumber,
          emergencyName: row.emergencyContactName,
          emergencyPhone: row.emergencyContactPhone,
          medicalNotes: row.medicalNotes,
        });
        out.set(row.bookingId, list);
      }
      return out;
    },
  };
}

export type TravellersService = ReturnType<typeof createTravellersService>;
/** What the departure manifest asks of this module. */
export type ManifestTravellersPort = Pick<TravellersService, 'forManifest'>;

import {
  SALES_MESSAGES,
  type AdminEnquiriesQuery,
  type AdminEnquiry,
  type AdminEnquiryDetail,
  type AdminEnquiryUpdateBody,
  type EnquiryStatus,
  type ListEnvelope,
} from '@trails/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isoOrNull, list, pageMeta } from '../../lib/respond.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { findUserLocale } from '../auth/auth.repo.ts';
import { enquiryResponseEmail } from '../emails/enquiry-templates.ts';
import { readEmailSite } from '../emails/site.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import {
  addEnquiryResponse,
  deleteEnquiry,
  enquiryThread,
  findAdminEnquiry,
  listAdminEnquiries,
  lockEnquiry,
  setEnquiryStatus,
  type AdminEnquiryRow,
} from './enquiries.admin.repo.ts';

function toDto({ enquiry, tourTitle, trekTitle, responderName }: AdminEnquiryRow): AdminEnquiry {
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
    created_at: enquiry.createdAt.toISOString(),
  };
}

/** Who acts, for the activity log. */
export interface StaffActor {
  id: number;
  ip?: string | null;
}

/** Staff work on enquiries: list, read, change status, reply (emailed, kept as a thread), delete. */
export function createAdminEnquiriesService(db: Database, deps: { publicUrl: string; activity: ActivityService }) {
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

    async respond(id: number, response: string, actor: StaffActor, now = new Date()) {
      const site = await readEmailSite(db, deps.publicUrl);
      await locked(id, (tx, enquiry) => respondIn(tx, enquiry, response, actor, site, now));
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

import type { Locale } from '@trails/contracts/constants';
import type { CreateEnquiryBody } from '@trails/contracts/enquiries';
import type { EnquirySource } from '@trails/contracts/enquiry-constants';
import { MESSAGES } from '@trails/contracts/messages';
import type { Database } from '../../db/client.ts';
import { HttpError, fieldError } from '../../lib/errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import {
  enquiryReceivedEmail,
  enquiryReference,
  newEnquiryEmail,
  type EnquiryEmailData,
} from '../emails/enquiry-templates.ts';
import { readEmailSite } from '../emails/site.ts';
import { notifyStaff } from '../notifications/notifier.ts';
import type { WebhookEmitter } from '../webhooks/webhooks.service.ts';
import { insertEnquiry } from './enquiries.repo.ts';

export interface EnquiryDeps {
  publicUrl: string;
  tours: CatalogueService<'tour'>;
  treks: CatalogueService<'trek'>;
  /** enquiry.created for the operator's other systems (webhooks). */
  events?: WebhookEmitter;
}

/** Who sent it: a signed-in traveller's id, and the site language of the request. */
export interface EnquirySender {
  userId: number | null;
  language: Locale | null;
}

export function createEnquiriesService(db: Database, deps: EnquiryDeps) {
  /** The title of the tour or trek an enquiry is about; an unknown or hidden one is a 422 under its field. */
  async function tripTitle(body: CreateEnquiryBody): Promise<string | null> {
    const [field, service] =
      body.tour_id !== undefined ? (['tour_id', deps.tours] as const) : (['trek_id', deps.treks] as const);
    if (body.tour_id !== undefined && body.trek_id !== undefined) throw fieldError('trek_id', MESSAGES.tripEitherOr);
    const id = body.tour_id ?? body.trek_id;
    if (id === undefined) return null;
    try {
      return (await service.get(String(id))).title;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404)
        throw fieldError(field, field === 'tour_id' ? MESSAGES.tourNotFound : MESSAGES.trekNotFound);
      throw error;
    }
  }

  function sourceOf(body: CreateEnquiryBody): EnquirySource {
    if (body.tour_id !== undefined) return 'tour';
    if (body.trek_id !== undefined) return 'trek';
    return body.source ?? 'page';
  }

  return {
    /**
     * Stores the enquiry and, in the same transaction, queues the traveller's acknowledgement, the
     * operator's copy and a staff notification. A filled honeypot is accepted and dropped.
     */
    async create(body: CreateEnquiryBody, sender: EnquirySender): Promise<{ stored: boolean }> {
      if (body.website) return { stored: false };
      const [title, site] = await Promise.all([tripTitle(body), readEmailSite(db, deps.publicUrl)]);
      const fields = {
        name: body.name,
        email: body.email,
        phone: body.phone,
        destination: body.destination,
        travelDate: body.travel_date || null,
        message: body.message || null,
      };
      const data: EnquiryEmailData = { ...fields, tripTitle: title };
      const operatorCopy = site.contactEmail ? newEnquiryEmail(site, data) : null;
      await db.transaction(async (tx) => {
        const id = await insertEnquiry(tx, {
          ...fields,
          userId: sender.userId,
          tourId: body.tour_id ?? null,
          trekId: body.trek_id ?? null,
          source: sourceOf(body),
          language: sender.language,
        });
        const related = { type: 'enquiry', id };
        await enqueueEmail(tx, {
          to: { address: body.email },
          kind: 'enquiry_received',
          related,
          ...enquiryReceivedEmail(site, { reference: enquiryReference(id) }, sender.language),
        });
        if (operatorCopy && site.contactEmail)
          await enqueueEmail(tx, { to: { address: site.contactEmail }, kind: 'enquiry_new', related, ...operatorCopy });
        await notifyStaff(tx, {
          type: 'enquiry',
          title: 'New enquiry',
          message: `${body.name} asked about ${title ?? body.destination}${body.travel_date ? ` for ${body.travel_date}` : ''}`,
          link: '/admin/enquiries',
        });
        await deps.events?.emit(tx, 'enquiry.created', {
          enquiry: {
            id,
            reference: enquiryReference(id),
            name: fields.name,
            email: fields.email,
            phone: fields.phone ?? null,
            destination: fields.destination ?? null,
            travel_date: fields.travelDate,
            message: fields.message,
            tour_id: body.tour_id ?? null,
            trek_id: body.trek_id ?? null,
            trip_title: title,
            source: sourceOf(body),
            language: sender.language,
            user_id: sender.userId,
            status: 'new',
          },
        });
      });
      return { stored: true };
    },
  };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;

import type { PaginationMeta } from '@trails/contracts/common';
import { DEFAULT_PUBLIC_SETTINGS, type Locale } from '@trails/contracts/constants';
import { CUSTOM_PACKAGE_MESSAGES } from '@trails/contracts/custom-package-messages';
import {
  budgetIssues,
  budgetRuleFor,
  customBudgetFor,
  hotelCategoryOf,
  hotelStarsOf,
  type CreateCustomPackageBody,
  type CustomBudget,
  type CustomPackage,
} from '@trails/contracts/custom-packages';
import { earliestEnquiryDate } from '@trails/contracts/enquiries';
import type { Database } from '../../db/client.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/respond.ts';
import type { Session } from '../auth/auth.service.ts';
import {
  customPackageReceivedEmail,
  newCustomPackageEmail,
  type CustomPackageEmailData,
} from '../emails/custom-package-templates.ts';
import { readEmailSite } from '../emails/site.ts';
import { notifyStaff } from '../notifications/notifier.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { lockOwnCustomPackage, updateCustomPackage } from './custom-packages.admin.repo.ts';
import { insertCustomPackage, pageOfOwnCustomPackages, type CustomPackageRow } from './custom-packages.repo.ts';
import { quotePdf, type QuoteDocument } from './quote-document.ts';
import { quoteNumber } from './quote.pdf.ts';

export interface CustomPackageDeps {
  publicUrl: string;
  /** The middle half of the catalogue's trip prices (tours and treks), or null with no trips. */
  tripPrices: () => Promise<{ low: number; high: number } | null>;
}

/** The traveller's view of a request; the quote only once staff have quoted (internal notes never). */
export function toCustomPackageDto(row: CustomPackageRow, currency: string): CustomPackage {
  const quoted = row.status !== 'requested' && row.quotedPrice !== null;
  return {
    id: row.id,
    destinations: row.destinations,
    duration_days: row.durationDays,
    duration_nights: row.durationNights,
    budget_range: `${row.budgetMin}-${row.budgetMax}`,
    budget_min: row.budgetMin,
    budget_max: row.budgetMax,
    hotel_category: hotelCategoryOf(row.hotelStars),
    travelers: row.travelers,
    passengers: row.travelers,
    hotel_stars: row.hotelStars,
    travel_dates: row.travelDate,
    special_requirements: row.specialRequirements,
    contact_info: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
    status: row.status,
    quote: quoted
      ? {
          amount: row.quotedPrice!,
          currency,
          price_per_person: row.quote?.price_per_person ?? null,
          days: row.quote?.days ?? [],
          inclusions: row.quote?.inclusions ?? [],
          exclusions: row.quote?.exclusions ?? [],
          valid_until: row.quote?.valid_until ?? null,
        }
      : null,
    created_at: row.createdAt.toISOString(),
  };
}

export function createCustomPackagesService(db: Database, deps: CustomPackageDeps) {
  return {
    /** The builder's budget: the site currency, its rule and an opening range from real trip prices. */
    async budget(): Promise<CustomBudget> {
      const [site, prices] = await Promise.all([readEmailSite(db, deps.publicUrl), deps.tripPrices()]);
      return customBudgetFor(site.currency, prices);
    },

    /**
     * Stores the request and, in the same transaction, queues the traveller's acknowledgement, the
     * operator's copy and a staff notification: all of them or none.
     */
    async create(
      user: Session['user'],
      body: CreateCustomPackageBody,
      language: Locale | null,
    ): Promise<CustomPackage> {
      const site = await readEmailSite(db, deps.publicUrl);
      // The body's schema checks the spec's rule; the site currency's own rule may be stricter.
      const budgetErrors = budgetIssues(body.budget_range.min, body.budget_range.max, budgetRuleFor(site.currency));
      if (budgetErrors.length > 0) throw unprocessable({ budget_range: budgetErrors.map((issue) => issue.message) });
      const values = {
        userId: user.id,
        destinations: body.destinations,
        durationDays: body.duration_days,
        durationNights: body.duration_days - 1,
        budgetMin: body.budget_range.min,
        budgetMax: body.budget_range.max,
        hotelStars: hotelStarsOf(body.hotel_category),
        travelers: body.travelers,
        travelDate: body.travel_dates,
        specialRequirements: body.special_requirements || null,
        contactName: body.contact_info.name,
        contactEmail: body.contact_info.email,
        contactPhone: body.contact_info.phone || null,
      };
      const data: CustomPackageEmailData = {
        name: values.contactName,
        email: values.contactEmail,
        phone: values.contactPhone,
        destinations: values.destinations,
        days: values.durationDays,
        nights: values.durationNights,
        budgetMin: values.budgetMin,
        budgetMax: values.budgetMax,
        hotelStars: values.hotelStars,
        travelers: values.travelers,
        travelDate: values.travelDate,
        specialRequirements: values.specialRequirements,
      };
      const operatorCopy = site.contactEmail ? newCustomPackageEmail(site, data, 'en') : null;
      const row = await db.transaction(async (tx) => {
        const stored = await insertCustomPackage(tx, values);
        const related = { type: 'custom_package', id: stored.id };
        await enqueueEmail(tx, {
          to: { address: values.contactEmail },
          kind: 'custom_package_received',
          related,
          ...customPackageReceivedEmail(site, { reference: quoteNumber(stored.id) }, language ?? user.locale),
        });
        if (operatorCopy)
          await enqueueEmail(tx, {
            to: { address: site.contactEmail },
            kind: 'custom_package_new',
            related,
            ...operatorCopy,
          });
        await notifyStaff(tx, {
          type: 'custom_package',
          title: 'New custom package request',
          message: `${values.contactName} asked for ${values.durationDays} days in ${values.destinations.join(', ')} from ${values.travelDate}`,
          link: '/admin/custom-packages',
        });
        return stored;
      });
      return toCustomPackageDto(row, site.currency);
    },

    /**
     * The traveller's answer to a quote: accept (confirmed) or decline (cancelled). Only the owner,
     * only while quoted and not past its valid-until day; staff get a notification in the same
     * transaction.
     */
    async respond(user: Session['user'], id: number, answer: 'accept' | 'decline'): Promise<CustomPackage> {
      const row = await db.transaction(async (tx) => {
        const current = await lockOwnCustomPackage(tx, id, user.id);
        if (!current) throw notFound(CUSTOM_PACKAGE_MESSAGES.customPackageNotFound);
        if (current.status !== 'quoted' || current.quotedPrice === null)
          throw conflict(CUSTOM_PACKAGE_MESSAGES.customQuoteNotOpen);
        const validUntil = current.quote?.valid_until;
        if (validUntil && validUntil < earliestEnquiryDate())
          throw unprocessable(
            { valid_until: [CUSTOM_PACKAGE_MESSAGES.customQuoteExpired] },
            CUSTOM_PACKAGE_MESSAGES.customQuoteExpired,
          );
        const status = answer === 'accept' ? 'confirmed' : 'cancelled';
        await updateCustomPackage(tx, id, { status });
        await notifyStaff(tx, {
          type: 'custom_package',
          title: answer === 'accept' ? 'Custom package quote accepted' : 'Custom package quote declined',
          message: `${current.contactName} ${answer === 'accept' ? 'accepted' : 'declined'} the quote for ${current.destinations.join(', ')} (#${id})`,
          link: '/admin/custom-packages',
        });
        return { ...current, status, updatedAt: new Date() } satisfies CustomPackageRow;
      });
      const site = await readEmailSite(db, deps.publicUrl);
      return toCustomPackageDto(row, site.currency);
    },

    /** The quote of one of the traveller's own requests as a PDF (404 for another's). */
    quotePdf: (userId: number, id: number, language: Locale): Promise<QuoteDocument> =>
      quotePdf(db, id, { userId }, language),

    /** The user's own requests, newest first, a page at a time. */
    async list(
      userId: number,
      page: number,
      perPage: number,
    ): Promise<{ items: CustomPackage[]; meta: PaginationMeta }> {
      const { rows, total, currency: stored } = await pageOfOwnCustomPackages(db, userId, page, perPage);
      const currency = stored || DEFAULT_PUBLIC_SETTINGS.currency;
      return { items: rows.map((row) => toCustomPackageDto(row, currency)), meta: pageMeta(page, perPage, total) };
    },
  };
}

export type CustomPackagesService = ReturnType<typeof createCustomPackagesService>;

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CAMPAIGN_LIMITS,
  type AdminCampaign,
  type AdminCampaignsQuery,
  type CampaignBody,
  type CampaignPreview,
} from '@trails/contracts/admin-campaigns';
import { ADMIN_MESSAGES } from '@trails/contracts/admin-messages';
import type { ListEnvelope } from '@trails/contracts/common';
import type { Database, Executor } from '../../db/client.ts';
import type { CampaignAudience } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/html.ts';
import { list, pageMeta, isoOrNull } from '../../lib/respond.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import { campaignEmail } from '../emails/campaign-templates.ts';
import { emailLanguage, type EmailLanguage } from '../emails/format.ts';
import { readEmailSite, type EmailSite } from '../emails/site.ts';
import { findAccountLocale, setMarketingOptOut } from '../auth/users.port.ts';
import { enqueueEmail } from '../outbox/outbox.service.ts';
import { privateSetting } from '../settings/settings.reader.ts';
import {
  countRecipients,
  highestUserId,
  insertCampaign,
  listCampaigns,
  lockSendingCampaign,
  nextRecipients,
  outboxCountsOf,
  recordBatch,
  sendingCampaignIds,
  tripExists,
  type CampaignRow,
} from './campaigns.repo.ts';

export const UNSUBSCRIBE_PATH = '/api/unsubscribe';
/** The private setting that holds the key signing unsubscribe links: made once, shown by no list. */
const UNSUBSCRIBE_SECRET_KEY = 'unsubscribe_secret';
/** The unsubscribe page's words, in the languages emails are written in. */
export const UNSUBSCRIBE_TEXTS: Record<
  EmailLanguage,
  { heading: (site: string) => string; button: string; done: string; invalid: string }
> = {
  en: {
    heading: (site) => `Unsubscribe from ${site} newsletters`,
    button: 'Unsubscribe',
    done: 'You will no longer receive our newsletters.',
    invalid: 'This unsubscribe link is not valid.',
  },
  hi: {
    heading: (site) => `${site} के न्यूज़लेटर की सदस्यता छोड़ें`,
    button: 'सदस्यता छोड़ें',
    done: 'अब आपको हमारे न्यूज़लेटर नहीं मिलेंगे।',
    invalid: 'सदस्यता छोड़ने का यह लिंक मान्य नहीं है।',
  },
  es: {
    heading: (site) => `Darse de baja de los boletines de ${site}`,
    button: 'Darse de baja',
    done: 'Ya no recibirá nuestros boletines.',
    invalid: 'Este enlace para darse de baja no es válido.',
  },
  fr: {
    heading: (site) => `Se désabonner des lettres d’information de ${site}`,
    button: 'Se désabonner',
    done: 'Vous ne recevrez plus nos lettres d’information.',
    invalid: 'Ce lien de désabonnement n’est pas valide.',
  },
  de: {
    heading: (site) => `Newsletter von ${site} abbestellen`,
    button: 'Abbestellen',
    done: 'Sie erhalten unsere Newsletter nicht mehr.',
    invalid: 'Dieser Abmeldelink ist ungültig.',
  },
};

/** The API's (JSON) answers: English, as every API message. */
export const UNSUBSCRIBE_MESSAGES = { invalid: UNSUBSCRIBE_TEXTS.en.invalid, done: UNSUBSCRIBE_TEXTS.en.done } as const;

/** The signed-in staff member, as the preview and the test email need them. */
export interface CampaignAuthor {
  id: number;
  name: string;
  email: string;
  locale?: string | null;
}

export interface CampaignsOptions {
  /** The site's public address: links in the emails. */
  publicUrl: string;
  activity?: ActivityService;
  /** Outbox emails written per transaction. */
  batchSize?: number;
  logger?: { error(object: object, message?: string): void };
}

const base64url = (value: string) => Buffer.from(value).toString('base64url');

/**
 * Newsletters. Sending stores the campaign, then writes its emails to the outbox in batches of
 * `batchSize`, one transaction per batch that also moves the campaign's cursor: a big audience never
 * holds one long transaction, and a delivery that stopped (a crash, a restart) resumes after the
 * last recipient written, so nobody gets the newsletter twice and nobody is left out.
 */
export function createCampaignsService(db: Database, options: CampaignsOptions) {
  const { publicUrl, activity } = options;
  let logger = options.logger;
  const batchSize = options.batchSize ?? CAMPAIGN_LIMITS.batchSize;
  let secret: Promise<string> | null = null;
  const deliveries = new Map<number, Promise<void>>();

  const signingKey = () => {
    secret ??= privateSetting(db, UNSUBSCRIBE_SECRET_KEY, randomBytes(32).toString('hex')).catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
  const signature = (key: string, userId: number) =>
    createHmac('sha256', key).update(`unsubscribe:${userId}`).digest('base64url');

  const tokenWith = (key: string, userId: number) => `${base64url(String(userId))}.${signature(key, userId)}`;
  const unsubscribeToken = async (userId: number) => tokenWith(await signingKey(), userId);

  /** The account a token was signed for, or null for anything forged or malformed. */
  async function verifyToken(token: string): Promise<number | null> {
    const match = /^([A-Za-z0-9_-]{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const idText = Buffer.from(match[1]!, 'base64url').toString();
    if (!/^[1-9]\d{0,9}$/.test(idText)) return null;
    const userId = Number(idText);
    const expected = Buffer.from(signature(await signingKey(), userId));
    const given = Buffer.from(match[2]!);
    return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
  }

  const unsubscribeUrl = (key: string, userId: number) =>
    `${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(tokenWith(key, userId))}`;

  /**
   * The email to one person, with its RFC 8058 one-click unsubscribe headers. The signing key is read
   * beforehand: inside a transaction nothing may wait on another connection.
   */
  function emailFor(
    key: string,
    site: EmailSite,
    campaign: { subject: string; bodyHtml: string },
    person: { id: number; name: string; locale?: string | null },
  ) {
    const url = unsubscribeUrl(key, person.id);
    const rendered = campaignEmail(
      site,
      { subject: campaign.subject, bodyHtml: campaign.bodyHtml, name: person.name, unsubscribeUrl: url },
      person.locale,
    );
    return {
      ...rendered,
      headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  /** The body as safe HTML (422 when nothing is left), and the audience checked (404 for an unknown trip). */
  async function prepare(
    body: CampaignBody,
  ): Promise<{ subject: string; bodyHtml: string; audience: CampaignAudience }> {
    const bodyHtml = sanitizeRichText(body.body);
    if (!bodyHtml) throw fieldError('body', ADMIN_MESSAGES.campaignBodyRequired);
    const audience = body.audience as CampaignAudience;
    if (audience.type === 'trip' && !(await tripExists(db, audience.kind, audience.id)))
      throw notFound(ADMIN_MESSAGES.campaignTripNotFound);
    return { subject: body.subject, bodyHtml, audience };
  }

  /** One batch in one transaction; false when the campaign is finished (or not sending). */
  async function deliverBatch(id: number, key: string, site: EmailSite): Promise<boolean> {
    return db.transaction(async (tx) => {
      const campaign = await lockSendingCampaign(tx, id);
      if (!campaign) return false;
      const batch = await nextRecipients(tx, campaign.audience, campaign.cursorUserId, campaign.lastUserId, batchSize);
      for (const person of batch) {
        const email = emailFor(key, site, campaign, person);
        await enqueueEmail(tx, {
          to: { address: person.email, name: person.name },
          ...email,
          kind: 'campaign',
          related: { type: 'campaign', id },
        });
      }
      const finished = batch.length < batchSize;
      await recordBatch(tx, id, batch.at(-1)?.id ?? campaign.cursorUserId, batch.length, finished);
      return !finished;
    });
  }

  async function deliverAll(id: number): Promise<void> {
    const [key, site] = await Promise.all([signingKey(), readEmailSite(db, publicUrl)]);
    while (await deliverBatch(id, key, site)) {
      // Next batch, next transaction.
    }
  }

  /** Delivers a campaign (once per process at a time); errors are logged, the row keeps its progress. */
  function deliver(id: number): Promise<void> {
    const running = deliveries.get(id);
    if (running) return running;
    const delivery = deliverAll(id)
      .catch((error: unknown) => {
        logger?.error(
          { campaignId: id, error: error instanceof Error ? error.message : String(error) },
          'campaign delivery stopped',
        );
      })
      .finally(() => deliveries.delete(id));
    deliveries.set(id, delivery);
    return delivery;
  }

  async function toDto(
    row: CampaignRow,
    author: string | null,
    counts?: Record<string, number>,
  ): Promise<AdminCampaign> {
    return {
      id: row.id,
      subject: row.subject,
      audience: row.audience,
      status: row.status,
      recipient_count: row.recipientCount,
      enqueued_count: row.enqueuedCount,
      sent_count: counts?.sent ?? 0,
      failed_count: counts?.failed ?? 0,
      created_by: author,
      created_at: row.createdAt.toISOString(),
      completed_at: isoOrNull(row.completedAt),
    };
  }

  return {
    unsubscribeToken,
    verifyToken,

    async preview(author: CampaignAuthor, body: CampaignBody): Promise<CampaignPreview> {
      const campaign = await prepare(body);
      const [recipients, site, key] = await Promise.all([
        countRecipients(db, campaign.audience),
        readEmailSite(db, publicUrl),
        signingKey(),
      ]);
      const email = emailFor(key, site, campaign, author);
      return { recipients, subject: email.subject, html: email.html };
    },

    /** The newsletter to the signed-in staff member alone. */
    async sendTest(author: CampaignAuthor, body: CampaignBody): Promise<void> {
      const campaign = await prepare(body);
      const [site, key] = await Promise.all([readEmailSite(db, publicUrl), signingKey()]);
      const email = emailFor(key, site, campaign, author);
      await db.transaction(async (tx) => {
        await enqueueEmail(tx, {
          to: { address: author.email, name: author.name },
          ...email,
          subject: `[TEST] ${email.subject}`,
          kind: 'campaign_test',
        });
      });
    },

    /**
     * Stores the campaign (audience counted and bounded to today's accounts) and starts its delivery
     * without waiting for it. 422 when nobody would receive it.
     */
    async send(author: Pick<CampaignAuthor, 'id' | 'name'>, body: CampaignBody): Promise<AdminCampaign> {
      const campaign = await prepare(body);
      const row = await db.transaction(async (tx: Executor) => {
        const lastUserId = await highestUserId(tx);
        const recipientCount = await countRecipients(tx, campaign.audience, lastUserId);
        if (recipientCount === 0) throw fieldError('audience', ADMIN_MESSAGES.campaignNoRecipients);
        const created = await insertCampaign(tx, { ...campaign, recipientCount, lastUserId, createdBy: author.id });
        await activity?.record(tx, {
          userId: author.id,
          type: 'campaign',
          action: 'sent',
          description: `Newsletter “${campaign.subject}” sent to ${recipientCount} travellers`,
          subjectId: created.id,
          label: campaign.subject,
          after: { subject: campaign.subject, audience: campaign.audience, recipient_count: recipientCount },
        });
        return created;
      });
      void deliver(row.id);
      return toDto(row, author.name);
    },

    deliver,

    useLogger(next: NonNullable<CampaignsOptions['logger']>) {
      logger = next;
    },

    /** Continues every campaign a stopped server left half-sent. */
    async resume(): Promise<void> {
      for (const id of await sendingCampaignIds(db)) await deliver(id);
    },

    /** Waits for the deliveries under way in this process. */
    async settled(): Promise<void> {
      while (deliveries.size > 0) await Promise.all([...deliveries.values()]);
    },

    async list(query: AdminCampaignsQuery): Promise<ListEnvelope<AdminCampaign>> {
      const { rows, total } = await listCampaigns(db, query.per_page, (query.page - 1) * query.per_page);
      const counts = await outboxCountsOf(
        db,
        rows.map((row) => row.campaign.id),
      );
      const data = await Promise.all(rows.map((row) => toDto(row.campaign, row.author, counts.get(row.campaign.id))));
      return list(data, pageMeta(query.page, query.per_page, total));
    },

    /** Opts the token's account out of newsletters; false for a forged token or a deleted account. */
    /** The language of the account a valid link names (its newsletters' language), or null for a bad link. */
    async unsubscribeLanguage(token: string): Promise<EmailLanguage | null> {
      const userId = await verifyToken(token);
      if (userId === null) return null;
      const locale = await findAccountLocale(db, userId);
      return locale === null ? null : emailLanguage(locale);
    },

    async unsubscribe(token: string): Promise<boolean> {
      const userId = await verifyToken(token);
      return userId !== null && (await setMarketingOptOut(db, userId, true));
    },

    siteName: async () => (await readEmailSite(db, publicUrl)).name,
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;

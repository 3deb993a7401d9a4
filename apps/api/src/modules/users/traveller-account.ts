import { randomBytes } from 'node:crypto';
import { LOCALES, type Locale } from '@trails/contracts/constants';
import type { Executor } from '../../db/client.ts';
import { hashPassword } from '../../lib/password.ts';
import { findUserByEmail, findUserById, insertUser, type UserRow } from '../auth/users.port.ts';

export interface TravellerContact {
  /** The account the request already belongs to, when it was sent signed in. */
  userId?: number | null;
  name: string;
  email: string;
  phone?: string | null;
  locale?: string | null;
}

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * The traveller account for something staff create on a traveller's behalf: the linked account,
 * else the account with that email (any case), else a new customer account with an unusable random
 * password (the traveller sets one through "forgot password"). Safe when two conversions for the
 * same new email run at once: the loser of the insert reads the winner's row.
 */
export async function findOrCreateTraveller(tx: Executor, contact: TravellerContact): Promise<UserRow> {
  if (contact.userId) {
    const linked = await findUserById(tx, contact.userId);
    if (linked) return linked;
  }
  const existing = await findUserByEmail(tx, contact.email);
  if (existing) return existing;
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const created = await insertUser(
    tx,
    {
      name: contact.name,
      email: contact.email,
      phone: contact.phone || null,
      passwordHash,
      role: 'customer',
      ...(contact.locale && isLocale(contact.locale) ? { locale: contact.locale } : {}),
    },
    { ifEmailFree: true },
  );
  return created ?? (await findUserByEmail(tx, contact.email))!;
}

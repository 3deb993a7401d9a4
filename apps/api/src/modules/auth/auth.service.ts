import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginBody, RegisterBody, User } from '@trails/contracts/auth';
import { STAFF_ROLES, type Locale, type UserRole } from '@trails/contracts/constants';
import { MESSAGES } from '@trails/contracts/messages';
import type { Database } from '../../db/client.ts';
import { HttpError, fieldError, forbidden, isUniqueViolation, unauthorized } from '../../lib/errors.ts';
import { requestLocale } from '../../lib/language.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { assertStrongPassword } from '../../lib/password-strength.ts';
import type { PublicDataInvalidator } from '../../lib/public-cache.ts';
import { isoOrNull } from '../../lib/respond.ts';
import { bearerToken, generateToken, hashToken } from '../../lib/tokens.ts';
import {
  findLiveToken,
  findUserByEmail,
  insertToken,
  insertUser,
  revokeToken,
  touchToken,
  updateUser,
  type TokenScope,
  type UserRow,
} from './auth.repo.ts';

export interface Session {
  user: UserRow;
  tokenId: number;
  scope: TokenScope;
}

export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    role: row.role,
    email_verified_at: isoOrNull(row.emailVerifiedAt),
    last_login_at: isoOrNull(row.lastLoginAt),
    marketing_opt_out: row.marketingOptOut,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The users' unique email index decides who gets an address: a check before writing is only a
 * fast path, since two requests can both pass it. Rethrows anything else.
 */
export function emailTakenOnConflict(error: unknown): never {
  if (isUniqueViolation(error, 'users_email_lower_idx')) throw fieldError('email', MESSAGES.emailTaken);
  throw error;
}

const TOUCH_EVERY_MS = 5 * 60_000;
/** A hash to compare against when the email is unknown, so both cases take the same time. */
let decoyHash: Promise<string> | undefined;

/** Who is signing in from where: the browser, and the site language it uses. */
export interface Client {
  userAgent?: string | undefined;
  locale?: Locale | null;
}

/** The client of a request, for sign-in and registration. */
export const clientOf = (request: FastifyRequest): Client => ({
  userAgent: request.headers['user-agent'],
  locale: requestLocale(request.headers['accept-language']),
});

export function createAuthService(
  db: Database,
  options: {
    tokenTtlDays: number;
    publicData: PublicDataInvalidator;
    /** After a traveller signs up: the email verification link is sent from here. */
    onRegistered?: (user: UserRow) => Promise<void>;
  },
) {
  const sessions = new WeakMap<FastifyRequest, Session>();

  async function issueToken(user: UserRow, scope: TokenScope, { userAgent, locale }: Client) {
    const token = generateToken();
    const now = new Date();
    await insertToken(db, {
      userId: user.id,
      tokenHash: hashToken(token),
      scope,
      expiresAt: new Date(now.getTime() + options.tokenTtlDays * 86_400_000),
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    const updated = (await updateUser(db, user.id, { lastLoginAt: now, ...(locale ? { locale } : {}) })) ?? user;
    return { token, user: toUserDto(updated) };
  }

  async function checkCredentials({ email, password }: LoginBody): Promise<UserRow> {
    const user = await findUserByEmail(db, email);
    if (!user) {
      decoyHash ??= hashPassword('decoy-password');
      await verifyPassword(password, await decoyHash);
      throw fieldError('email', MESSAGES.invalidCredentials);
    }
    if (!(await verifyPassword(password, user.passwordHash))) {
      throw fieldError('email', MESSAGES.invalidCredentials);
    }
    if (user.isBlocked) throw forbidden(MESSAGES.accountBlocked);
    return user;
  }

  function sessionOf(request: FastifyRequest): Session {
    const session = sessions.get(request);
    if (!session) throw new Error('No session: the route lacks an auth onRequest hook');
    return session;
  }

  async function authenticate(request: FastifyRequest, scope: TokenScope): Promise<Session> {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    const now = new Date();
    const found = await findLiveToken(db, hashToken(token), now);
    if (!found) throw unauthorized();
    if (found.token.scope !== scope) {
      // A public-site token on the back office is a real sign-in with the wrong rights: 403, not 401.
      // The reverse stays a 401: the public side asks the traveller to sign in there.
      if (scope === 'admin') throw forbidden();
      throw unauthorized();
    }
    if (found.user.isBlocked) throw forbidden(MESSAGES.accountBlocked);
    // Emails follow the language the traveller now uses the site in.
    const locale = requestLocale(request.headers['accept-language']);
    const user = locale && locale !== found.user.locale ? { ...found.user, locale } : found.user;
    if (user !== found.user) await updateUser(db, found.user.id, { locale: user.locale });
    if (!found.token.lastUsedAt || now.getTime() - found.token.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
      await touchToken(db, found.token.id, now);
    }
    // The session's user is the row as it now stands (its language included), so the request's
    // services use it without reading the account again.
    return { user, tokenId: found.token.id, scope };
  }

  return {
    toUserDto,

    async register(body: RegisterBody, client: Client) {
      if (await findUserByEmail(db, body.email)) throw fieldError('email', MESSAGES.emailTaken);
      await assertStrongPassword(body.password, [body.name, body.email]);
      const user = await insertUser(db, {
        name: body.name,
        email: body.email,
        phone: body.phone || null,
        passwordHash: await hashPassword(body.password),
        role: 'customer',
        ...(client.locale ? { locale: client.locale } : {}),
      }).catch(emailTakenOnConflict);
      // The home page's statistics count customers.
      await options.publicData.invalidate();
      await options.onRegistered?.(user);
      return issueToken(user, 'user', client);
    },

    async login(body: LoginBody, client: Client) {
      return issueToken(await checkCredentials(body), 'user', client);
    },

    /** Back-office sign-in: the same credentials, but only staff accounts get an admin token. */
    async adminLogin(body: LoginBody, client: Client) {
      const user = await checkCredentials(body);
      if (!STAFF_ROLES.includes(user.role)) throw forbidden(MESSAGES.staffOnly);
      return issueToken(user, 'admin', client);
    },

    async logout(session: Session) {
      await revokeToken(db, session.tokenId, new Date());
    },

    /** onRequest hook: a signed-in traveller (any role) with a public-site token. */
    requireUser() {
      return async (request: FastifyRequest, _reply: FastifyReply) => {
        sessions.set(request, await authenticate(request, 'user'));
      };
    },

    /**
     * onRequest hook for a route open to everyone that notes who a signed-in traveller is: a valid
     * public-site token sets the session; none, or one that does not pass, leaves the visitor anonymous.
     */
    optionalUser() {
      return async (request: FastifyRequest, _reply: FastifyReply) => {
        if (!bearerToken(request.headers.authorization)) return;
        try {
          sessions.set(request, await authenticate(request, 'user'));
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
        }
      };
    },

    /** The session `optionalUser` found, if any. */
    sessionIfAny: (request: FastifyRequest): Session | undefined => sessions.get(request),

    /** onRequest hook: a back-office token whose account still has one of the roles. */
    requireStaff(roles: readonly UserRole[] = STAFF_ROLES) {
      return async (request: FastifyRequest, _reply: FastifyReply) => {
        const session = await authenticate(request, 'admin');
        if (!roles.includes(session.user.role)) throw forbidden();
        sessions.set(request, session);
      };
    },

    /**
     * onRequest hook for a route inside the admin scope that needs more than a staff token (the
     * scope's guard has already established the session): one of the roles, or 403 with `message`.
     */
    requireRole(roles: readonly UserRole[], message?: string) {
      return async (request: FastifyRequest, _reply: FastifyReply) => {
        if (!roles.includes(sessionOf(request).user.role)) throw forbidden(message);
      };
    },

    /** The session an auth hook above established; calling it elsewhere is a programming error. */
    session: sessionOf,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

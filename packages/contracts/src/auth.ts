import { z } from 'zod';
import { LIMITS, USER_ROLES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import {
  emailField,
  envelope,
  hasNoNul,
  messageEnvelope,
  optionalText,
  phoneField,
  requiredText,
  singleLineText,
} from './common.ts';
import { endpoint } from './endpoint.ts';

// pipe: the length checks run only on a string (zod would otherwise also measure an array).
export const passwordField = z
  .string({ error: MESSAGES.passwordRequired })
  .pipe(
    z
      .string()
      .min(1, { error: MESSAGES.passwordRequired, abort: true })
      .min(LIMITS.passwordMin, { error: MESSAGES.passwordMin })
      .max(LIMITS.passwordMax, { error: MESSAGES.passwordMax })
      .refine(hasNoNul, { error: MESSAGES.invalidValue }),
  );

export const loginBody = z.object({
  email: emailField,
  password: passwordField,
});
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z
  .object({
    name: singleLineText(LIMITS.nameMax, MESSAGES.nameRequired),
    email: emailField,
    password: passwordField,
    password_confirmation: z
      .string({ error: MESSAGES.passwordsMismatch })
      .max(LIMITS.passwordMax)
      .refine(hasNoNul, { error: MESSAGES.invalidValue }),
    phone: phoneField.optional(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    error: MESSAGES.passwordsMismatch,
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  role: z.enum(USER_ROLES),
  email_verified_at: z.string().nullable(),
  last_login_at: z.string().nullable(),
  /** The traveller asked for no newsletters. */
  marketing_opt_out: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResult = z.object({ token: z.string(), user: userSchema });
export type AuthResult = z.infer<typeof authResult>;

export const updateProfileBody = z.object({
  name: singleLineText(LIMITS.nameMax, MESSAGES.nameRequired),
  email: emailField,
  phone: phoneField.optional(),
  address: optionalText(LIMITS.addressMax),
  /** No newsletters; left as it is when omitted. */
  marketing_opt_out: z.boolean({ error: MESSAGES.invalidValue }).optional(),
  /** Needed to change the email address (422 under it otherwise). */
  current_password: z.string().max(LIMITS.passwordMax).optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** Staff edit their own name and email, and may change their password with the current one. */
export const updateAdminProfileBody = z
  .object({
    name: singleLineText(LIMITS.nameMax, MESSAGES.nameRequired),
    email: emailField,
    current_password: z
      .string({ error: MESSAGES.invalidValue })
      .max(LIMITS.passwordMax, { error: MESSAGES.passwordMax })
      .refine(hasNoNul, { error: MESSAGES.invalidValue })
      .optional(),
    password: passwordField.optional(),
  })
  .refine((body) => !body.password || !!body.current_password, {
    path: ['current_password'],
    error: MESSAGES.passwordRequired,
  });
export type UpdateAdminProfileBody = z.infer<typeof updateAdminProfileBody>;

/** How long an emailed verification link works. */
export const EMAIL_VERIFICATION_HOURS = 24;

/** The token from a verification link; anything missing or malformed is simply not a valid link. */
export const verifyEmailBody = z.object({ token: requiredText(200, MESSAGES.verifyTokenInvalid) });
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

/** A traveller's account: sign up, sign in and out, read and change the profile. */
export const authApi = {
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    body: registerBody,
    status: 201,
    response: envelope(authResult),
  }),
  login: endpoint({ method: 'POST', path: '/api/auth/login', body: loginBody, response: envelope(authResult) }),
  logout: endpoint({ method: 'POST', path: '/api/auth/logout', response: messageEnvelope }),
  user: endpoint({ method: 'GET', path: '/api/auth/user', response: envelope(userSchema) }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/api/user',
    body: updateProfileBody,
    response: envelope(userSchema),
  }),
};

/** Confirming an account's email address, and asking for a new link. */
export const emailVerificationApi = {
  verify: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    body: verifyEmailBody,
    response: messageEnvelope,
  }),
  resend: endpoint({ method: 'POST', path: '/api/auth/verify-email/resend', response: messageEnvelope }),
};

/** Staff sign in and out of the back office and read their own account (the screens' `auth`). */
export const adminAuthApi = {
  login: endpoint({ method: 'POST', path: '/api/admin/auth/login', body: loginBody, response: envelope(authResult) }),
  logout: endpoint({ method: 'POST', path: '/api/admin/auth/logout', response: messageEnvelope }),
  profile: endpoint({ method: 'GET', path: '/api/admin/auth/profile', response: envelope(userSchema) }),
};

/** The older address of the back office's sign-in, answered as `adminAuthApi.login`. */
export const adminLoginAlias = endpoint({
  method: 'POST',
  path: '/api/admin/login',
  body: loginBody,
  response: envelope(authResult),
});

/** The signed-in staff member's own name, email and password (the screens' `profile`). */
export const adminProfileApi = {
  replace: endpoint({
    method: 'PUT',
    path: '/api/admin/profile',
    body: updateAdminProfileBody,
    response: envelope(userSchema),
  }),
};

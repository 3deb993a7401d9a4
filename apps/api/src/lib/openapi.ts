/**
 * The OpenAPI `security` of a route that needs a session: the bearer token scheme that `app.ts`
 * declares as `bearerAuth`.
 */
export const bearerSecurity = [{ bearerAuth: [] }];

/** The resource name of the Webhooks screen under /api/admin. */
export const WEBHOOKS = 'webhooks';
/** The name an endpoint's delivery log is cached under. */
export const deliveriesOf = (endpointId: number) => `${WEBHOOKS}/${endpointId}/deliveries`;

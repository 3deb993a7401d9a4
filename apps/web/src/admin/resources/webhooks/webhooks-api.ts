/** The resource names of the Webhooks screen under /api/admin. */
export const WEBHOOKS = 'webhooks';
export const deliveriesOf = (endpointId: number) => `${WEBHOOKS}/${endpointId}/deliveries`;

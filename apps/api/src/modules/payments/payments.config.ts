import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createRazorpayProvider } from './razorpay.provider.ts';
import { createStripeProvider } from './stripe.provider.ts';

/** The provider PAYMENT_PROVIDER names, with its keys from the environment; null for none. */
export function paymentProviderFrom(config: Config): PaymentProvider | null {
  if (config.PAYMENT_PROVIDER === 'razorpay')
    return createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID!,
      keySecret: config.RAZORPAY_KEY_SECRET!,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
      apiUrl: config.RAZORPAY_API_URL,
      dashboardUrl: config.RAZORPAY_DASHBOARD_URL,
    });
  if (config.PAYMENT_PROVIDER === 'stripe')
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      apiUrl: config.STRIPE_API_URL,
      dashboardUrl: config.STRIPE_DASHBOARD_URL,
    });
  return null;
}

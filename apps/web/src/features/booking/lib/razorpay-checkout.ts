import type { PaymentStart } from '@trails/contracts/payments';

/** What Razorpay Checkout hands back after a successful payment. */
export interface RazorpayReturn {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void;
}

type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

const loading = new Map<string, Promise<RazorpayConstructor>>();

/** Loads Checkout's script once (from the address the server names, so tests can serve their own). */
function loadCheckout(src: string): Promise<RazorpayConstructor> {
  const ready = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (ready) return Promise.resolve(ready);
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => {
        const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
        if (loaded) resolve(loaded);
        else reject(new Error('Razorpay Checkout did not load'));
      };
      script.onerror = () => {
        loading.delete(src);
        reject(new Error('Razorpay Checkout did not load'));
      };
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

/**
 * Opens Razorpay Checkout for the server's order and settles with what it ended as: paid (with the
 * signed return for the server to verify), failed (its reason) or dismissed by the traveller.
 */
export async function payWithRazorpay(
  scriptUrl: string,
  start: PaymentStart,
  labels: { name: string; description: string },
): Promise<
  { outcome: 'paid'; response: RazorpayReturn } | { outcome: 'failed'; reason: string } | { outcome: 'dismissed' }
> {
  const Razorpay = await loadCheckout(scriptUrl);
  return new Promise((resolve) => {
    let settled = false;
    // A failed attempt leaves Checkout open for another try; it counts once the traveller closes it.
    let failure: string | null = null;
    const settle = (value: Parameters<typeof resolve>[0]) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    const checkout = new Razorpay({
      key: start.key_id,
      order_id: start.order_id,
      amount: Math.round(start.amount * 100),
      currency: start.currency,
      name: labels.name,
      description: labels.description,
      prefill: { name: start.contact_name, email: start.contact_email, contact: start.contact_phone },
      handler: (response: RazorpayReturn) => settle({ outcome: 'paid', response }),
      modal: {
        ondismiss: () => settle(failure === null ? { outcome: 'dismissed' } : { outcome: 'failed', reason: failure }),
      },
    });
    checkout.on('payment.failed', (response) => {
      failure = response.error?.description ?? '';
    });
    checkout.open();
  });
}

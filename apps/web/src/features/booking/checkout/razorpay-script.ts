/** The parts of Razorpay Checkout (checkout.js) this site uses. */
export type RazorpaySuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

export type RazorpayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: "INR";
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  handler(response: RazorpaySuccess): void;
  modal?: { ondismiss?(): void };
};

type RazorpayInstance = { open(): void; on(event: "payment.failed", callback: () => void): void };
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const SCRIPT_URL = "https://checkout.razorpay.com/v1/checkout.js";
let loading: Promise<RazorpayConstructor | null> | null = null;

/** Loads checkout.js once; null when it cannot load (offline, blocked). */
export function loadRazorpay(): Promise<RazorpayConstructor | null> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve(window.Razorpay ?? null);
    script.onerror = () => {
      script.remove();
      loading = null;
      resolve(null);
    };
    document.body.appendChild(script);
  });
  return loading;
}

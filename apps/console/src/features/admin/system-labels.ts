import type { SystemProvider } from "@chamak/contracts";

/** The job runner's jobs (packages/api/src/modules/jobs/job-runs.ts) as the System page names them. */
export const JOB_LABELS: Record<string, string> = {
  "expire-holds": "Release unpaid holds",
  "reconcile-payments": "Reconcile payments with Razorpay",
  "reconcile-refunds": "Reconcile refunds with Razorpay",
  "release-payouts": "Release overdue payouts",
  outbox: "Deliver the outbox",
  "issue-missing-invoices": "Issue missing invoices of completed bookings",
  "missed-visits": "Credit doorstep visits nobody came for",
  "wash-plans": "Wash plans: credit missed washes, close and open months",
};

export const PROVIDER_LABELS: Record<SystemProvider, { name: string; live: string; standin: string }> = {
  razorpay: {
    name: "Razorpay",
    live: "Payments and refunds through Razorpay",
    standin: "The local stand-in: test checkout, no real money",
  },
  sms: { name: "SMS (MSG91)", live: "Codes sent by MSG91", standin: "Kept on the Messages page, not sent" },
  whatsapp: {
    name: "WhatsApp",
    live: "Codes sent by the WhatsApp Cloud API",
    standin: "Kept on the Messages page, not sent",
  },
  email: { name: "Email", live: "Sent over SMTP", standin: "Written to the server's log, not sent" },
  callMasking: {
    name: "Call masking (Exotel)",
    live: "Customers and washers call each other through Exotel's virtual numbers",
    standin: "Virtual numbers of the local stand-in: no call is placed",
  },
};

/** "45 s", "12 min", "3 h 5 min", "2 days". */
export function ageText(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

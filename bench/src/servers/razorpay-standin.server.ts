// The Razorpay stand-in the stack pays through, in its own process: in production Razorpay is another
// company's service, so its work must neither count as the stack's CPU nor share the stack's event loop.
// Started as a child process by the benchmark (see start-server.ts); the stack finds it by
// BENCH_RAZORPAY_API_URL and both sign with BENCH_RAZORPAY_KEY_SECRET.
import { BENCH_RAZORPAY_KEY_ID, requireEnv, runUntilStopped } from "./child-process";
import { startRazorpayStandin } from "./workspace-code";

const keySecret = requireEnv("BENCH_RAZORPAY_KEY_SECRET");
const standin = await startRazorpayStandin({
  keyId: BENCH_RAZORPAY_KEY_ID,
  keySecret,
  webhookSecret: `${keySecret}-webhooks`,
});
runUntilStopped(Number(new URL(standin.url).port), { pool: 0, cacheTtlMs: 0 }, () => standin.close());

import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("defaults to the embedded database on 127.0.0.1:3000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toMatch(/\.data\/pglite$/);
    expect(config.publicUrl).toBe("http://127.0.0.1:3000");
    expect(config.corsOrigins).toEqual(["http://127.0.0.1:3000"]);
  });

  it("keeps PGlite's in-memory database as it is", () => {
    expect(loadConfig({ PGLITE_DIR: "memory://" }).pgliteDir).toBe("memory://");
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).databaseUrl).toBeUndefined();
  });

  it("names the bad variable and what it got", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT .*\(got "eighty"\)/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x@y/z" })).toThrow(
      /DATABASE_URL must be a postgresql:\/\/ URL \(got "mysql:\/\/x@y\/z"\)/,
    );
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  it("serves /metrics only with a token long enough not to be guessed", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "a-long-enough-token-1234" }).metricsToken).toBe(
      "a-long-enough-token-1234",
    );
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(
      /METRICS_TOKEN must be at least 16 characters/,
    );
  });

  it("moves the clock only for browser journeys, never in production", () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: "1" }).testClock).toBe(true);
    expect(() => loadConfig({ TEST_CLOCK: "1", NODE_ENV: "production" })).toThrow(/TEST_CLOCK/);
    expect(() => loadConfig({ TEST_CLOCK: "yes" })).toThrow(/TEST_CLOCK must be 1 or 0/);
  });

  const MSG91 = {
    MSG91_AUTH_KEY: "msg91-key",
    MSG91_SENDER_ID: "CHAMAK",
    MSG91_OTP_TEMPLATE_ID: "otp-template",
    MSG91_OTP_DLT_TEMPLATE_ID: "1107160000000000001",
  };
  const WHATSAPP = {
    WHATSAPP_ACCESS_TOKEN: "whatsapp-token",
    WHATSAPP_PHONE_NUMBER_ID: "100200300400500",
    WHATSAPP_OTP_TEMPLATE: "chamak_otp",
  };
  const RAZORPAY = {
    RAZORPAY_KEY_ID: "rzp_live_chamak",
    RAZORPAY_KEY_SECRET: "razorpay-secret",
    RAZORPAY_WEBHOOK_SECRET: "webhook-secret",
  };

  describe("SMS and WhatsApp providers", () => {
    it("runs the messaging stand-in when none is configured, outside production", () => {
      expect(loadConfig({})).toMatchObject({ msg91: null, whatsapp: null });
      expect(loadConfig({ NODE_ENV: "test" })).toMatchObject({ msg91: null, whatsapp: null });
    });

    it("refuses to start in production with the stand-in, naming the variables to set", () => {
      const refusal = () => loadConfig({ NODE_ENV: "production" });
      expect(refusal).toThrow(ConfigError);
      expect(refusal).toThrow(/NODE_ENV=production needs real SMS and WhatsApp providers/);
      for (const name of [...Object.keys(MSG91), ...Object.keys(WHATSAPP)]) expect(refusal).toThrow(name);
    });

    it("names only the provider still missing in production", () => {
      const smsOnly = () => loadConfig({ NODE_ENV: "production", ...MSG91 });
      expect(smsOnly).toThrow(/WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_OTP_TEMPLATE$/);
      expect(smsOnly).not.toThrow(/MSG91_AUTH_KEY/);
      const whatsappOnly = () => loadConfig({ NODE_ENV: "production", ...WHATSAPP });
      expect(whatsappOnly).toThrow(/MSG91_AUTH_KEY/);
      expect(whatsappOnly).not.toThrow(/WHATSAPP_ACCESS_TOKEN/);
    });

    it("reads the booking-update templates each provider has registered, refusing names it does not know", () => {
      const config = loadConfig({
        ...MSG91,
        ...WHATSAPP,
        MSG91_BOOKING_TEMPLATES:
          "booking_placed=flow-placed:1107160000000000002,review_request=flow-review:1107160000000000003",
        WHATSAPP_BOOKING_TEMPLATES: "booking_placed=chamak_placed_v2",
      });
      expect(config.msg91?.bookingTemplates).toEqual({
        booking_placed: { templateId: "flow-placed", dltTemplateId: "1107160000000000002" },
        review_request: { templateId: "flow-review", dltTemplateId: "1107160000000000003" },
      });
      expect(config.whatsapp?.bookingTemplates).toEqual({ booking_placed: "chamak_placed_v2" });
      expect(() => loadConfig({ ...WHATSAPP, WHATSAPP_BOOKING_TEMPLATES: "booking_paid=x" })).toThrow(
        /WHATSAPP_BOOKING_TEMPLATES names no booking template booking_paid/,
      );
      expect(() => loadConfig({ ...MSG91, MSG91_BOOKING_TEMPLATES: "booking_placed=flow" })).toThrow(
        /MSG91_BOOKING_TEMPLATES must be name=flowTemplateId:dltTemplateId pairs/,
      );
    });

    it("starts in production with both providers configured", () => {
      const config = loadConfig({ NODE_ENV: "production", ...MSG91, ...WHATSAPP, ...RAZORPAY });
      expect(config.msg91).toMatchObject({ authKey: "msg91-key", senderId: "CHAMAK" });
      expect(config.whatsapp).toMatchObject({ phoneNumberId: "100200300400500", apiVersion: "v21.0" });
    });
  });

  describe("Exotel call masking", () => {
    const EXOTEL = {
      EXOTEL_ACCOUNT_SID: "chamak1",
      EXOTEL_API_KEY: "exotel-key",
      EXOTEL_API_TOKEN: "exotel-token",
      EXOTEL_CALLER_ID: "+918047190001",
    };

    it("runs the call-masking stand-in without Exotel outside production, and none in production", () => {
      expect(loadConfig({})).toMatchObject({ exotel: null, callMaskingOff: false });
      expect(loadConfig({ NODE_ENV: "production", ...MSG91, ...WHATSAPP, ...RAZORPAY })).toMatchObject({
        exotel: null,
        callMaskingOff: true,
      });
    });

    it("reads the account, its ExoPhones in order and ExoBridge's URL unless told otherwise", () => {
      expect(loadConfig({ ...EXOTEL, EXOTEL_CALLER_ID: "+918047190001,+918047190002" })).toMatchObject({
        exotel: {
          accountSid: "chamak1",
          apiKey: "exotel-key",
          apiToken: "exotel-token",
          callerIds: ["+918047190001", "+918047190002"],
          apiUrl: "https://leadassist.exotel.in",
        },
        callMaskingOff: false,
      });
      const production = loadConfig({
        NODE_ENV: "production",
        ...MSG91,
        ...WHATSAPP,
        ...RAZORPAY,
        ...EXOTEL,
      });
      expect(production).toMatchObject({ exotel: { callerIds: ["+918047190001"] }, callMaskingOff: false });
    });

    it("refuses some settings without the others, and an ExoPhone not in E.164", () => {
      const { EXOTEL_API_TOKEN: _left, ...three } = EXOTEL;
      expect(() => loadConfig(three)).toThrow(
        /set all of EXOTEL_ACCOUNT_SID, EXOTEL_API_KEY, EXOTEL_API_TOKEN, EXOTEL_CALLER_ID or none of them/,
      );
      expect(() => loadConfig({ ...EXOTEL, EXOTEL_CALLER_ID: "08047190001" })).toThrow(
        /EXOTEL_CALLER_ID must be ExoPhones in E.164/,
      );
    });
  });

  describe("Razorpay", () => {
    it("runs the payments stand-in when no keys are set, outside production", () => {
      expect(loadConfig({}).razorpay).toBeNull();
      expect(loadConfig({ NODE_ENV: "test" }).razorpay).toBeNull();
    });

    it("refuses to start in production with the stand-in, naming the variables to set", () => {
      const refusal = () => loadConfig({ NODE_ENV: "production", ...MSG91, ...WHATSAPP });
      expect(refusal).toThrow(ConfigError);
      expect(refusal).toThrow(
        /NODE_ENV=production needs real Razorpay keys, not the local payments stand-in/,
      );
      for (const name of Object.keys(RAZORPAY)) expect(refusal).toThrow(name);
    });

    it("refuses some of the keys without the others, in any environment", () => {
      const { RAZORPAY_WEBHOOK_SECRET: _left, ...twoKeys } = RAZORPAY;
      expect(() => loadConfig(twoKeys)).toThrow(
        /set all of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET/,
      );
    });

    it("starts in production with the keys, on Razorpay's API unless told otherwise", () => {
      const config = loadConfig({ NODE_ENV: "production", ...MSG91, ...WHATSAPP, ...RAZORPAY });
      expect(config.razorpay).toEqual({
        keyId: "rzp_live_chamak",
        keySecret: "razorpay-secret",
        webhookSecret: "webhook-secret",
        apiUrl: "https://api.razorpay.com/v1",
      });
    });
  });

  it("reads PostgreSQL, port and origins", () => {
    const config = loadConfig({
      DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/chamak",
      PORT: "8080",
      CORS_ORIGINS: "https://chamak.in, https://console.chamak.in",
    });
    expect(config.databaseUrl).toBe("postgresql://postgres@127.0.0.1:5432/chamak");
    expect(config.port).toBe(8080);
    expect(config.corsOrigins).toEqual(["https://chamak.in", "https://console.chamak.in"]);
  });
  it("reads the scale-out settings, with defaults for one node", () => {
    const single = loadConfig({});
    expect(single).toMatchObject({
      redisUrl: undefined,
      databaseReplicaUrl: undefined,
      dbPoolSize: 10,
      dbReplicaPoolSize: 10,
      redisKeyPrefix: "chamak:",
      trustProxy: false,
      catalogCacheTtlMs: 60_000,
      jobIntervalMs: 5000,
      outboxLockMs: 120_000,
      shutdownDrainMs: 0,
      shutdownTimeoutMs: 10_000,
    });
    const scaled = loadConfig({
      DATABASE_URL: "postgresql://app@db-primary:5432/chamak",
      DATABASE_REPLICA_URL: "postgresql://app@db-replica:5432/chamak",
      DB_POOL_SIZE: "12",
      REDIS_URL: "rediss://cache.internal:6380",
      REDIS_KEY_PREFIX: "chamak-staging:",
      TRUST_PROXY: "10.0.0.0/8, 127.0.0.1",
      CATALOG_CACHE_TTL_MS: "2000",
      SHUTDOWN_DRAIN_MS: "10000",
    });
    expect(scaled).toMatchObject({
      databaseReplicaUrl: "postgresql://app@db-replica:5432/chamak",
      dbPoolSize: 12,
      dbReplicaPoolSize: 12,
      redisUrl: "rediss://cache.internal:6380",
      redisKeyPrefix: "chamak-staging:",
      trustProxy: ["10.0.0.0/8", "127.0.0.1"],
      catalogCacheTtlMs: 2000,
      shutdownDrainMs: 10_000,
    });
    expect(loadConfig({ CATALOG_CACHE_TTL_MS: "0" }).catalogCacheTtlMs).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
  });

  it("refuses a replica without a primary, and bad Redis URLs or sizes", () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URL: "postgresql://app@db-replica/chamak" })).toThrow(
      /DATABASE_REPLICA_URL needs DATABASE_URL/,
    );
    expect(() => loadConfig({ REDIS_URL: "http://cache:6379" })).toThrow(/REDIS_URL must be a redis:\/\//);
    expect(() => loadConfig({ DB_POOL_SIZE: "0" })).toThrow(/DB_POOL_SIZE/);
    expect(() => loadConfig({ OUTBOX_LOCK_MS: "soon" })).toThrow(/OUTBOX_LOCK_MS/);
  });
});

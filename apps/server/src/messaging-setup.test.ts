import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { MESSAGING_STANDIN_PREFIX, setupMessaging } from "./messaging-setup";

/** How the host picks Exotel, its stand-in, or no call masking, and that the stand-in answers over HTTP. */
const quiet = () => Fastify({ logger: false }).log;
const PHONES = {
  msg91: {
    authKey: "k",
    senderId: "CHAMAK",
    otpTemplateId: "t",
    otpDltTemplateId: "1107160000000000001",
    bookingTemplates: {},
    apiUrl: "https://control.msg91.com",
  },
  whatsapp: {
    accessToken: "t",
    phoneNumberId: "1",
    otpTemplate: "chamak_otp",
    bookingTemplates: {},
    apiVersion: "v21.0",
    apiUrl: "https://graph.facebook.com",
  },
};
const EXOTEL = {
  accountSid: "chamak1",
  apiKey: "key",
  apiToken: "token",
  callerIds: ["+918047190001"],
  apiUrl: "https://leadassist.exotel.in",
};

const app = Fastify({ logger: false });
afterAll(() => app.close());

describe("call masking on the host", () => {
  it("without Exotel: the stand-in mounted beside the messaging ones, reached over HTTP by the real client", async () => {
    let origin = "";
    const setup = setupMessaging(
      { msg91: null, whatsapp: null, otpHashKey: undefined, signInLimits: {} },
      () => origin,
      quiet,
    );
    if (!setup.standin || !setup.calls) throw new Error("expected the stand-in");
    await app.register(setup.standin.plugin, { prefix: MESSAGING_STANDIN_PREFIX });
    origin = await app.listen({ host: "127.0.0.1", port: 0 });

    const validUntil = new Date(Date.now() + 3600_000);
    const call = await setup.calls.connect({
      reference: "booking:1",
      customerPhone: "+919876500301",
      crewPhone: "+919876500302",
      validUntil,
    });
    // The provider's expiry: the duration asked (whole seconds) from when it took the request.
    expect(call.validUntil.getTime()).toBeGreaterThanOrEqual(validUntil.getTime());
    expect(call.validUntil.getTime()).toBeLessThan(validUntil.getTime() + 2000);
    const dialled = await fetch(`${origin}${MESSAGING_STANDIN_PREFIX}/calls/dial`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ from: "+919876500302", virtualNumber: call.virtualNumber }),
    });
    expect(await dialled.json()).toMatchObject({ connected: true, rings: "+919876500301" });
  });

  it("with Exotel: the client points at ExoBridge, and no stand-in is mounted when the phones are real too", () => {
    const setup = setupMessaging(
      { ...PHONES, exotel: EXOTEL, otpHashKey: undefined, signInLimits: {} },
      () => "http://127.0.0.1:1",
      quiet,
    );
    expect(setup.calls).not.toBeNull();
    expect(setup.standin).toBeNull();
  });

  it("in production without Exotel: no call masking and no stand-in", () => {
    const setup = setupMessaging(
      { ...PHONES, exotel: null, callMaskingOff: true, otpHashKey: undefined, signInLimits: {} },
      () => "http://127.0.0.1:1",
      quiet,
    );
    expect(setup.calls).toBeNull();
    expect(setup.standin).toBeNull();
  });
});

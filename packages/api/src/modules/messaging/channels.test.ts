import { type RunningMessagingStandin, startMessagingStandin } from "@chamak/messaging-standin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messagingStandinOptions, standinMessaging } from "../../../test/support/messaging";
import { ChannelError } from "./channels";
import { createMsg91Channel } from "./msg91-sms";
import { STANDIN_TEMPLATES } from "./templates";
import { createWhatsAppChannel } from "./whatsapp-cloud";

/** The real MSG91 and WhatsApp clients against the stand-ins, local HTTP servers speaking their API subsets. */
let standin: RunningMessagingStandin;
beforeAll(async () => {
  standin = await startMessagingStandin(messagingStandinOptions());
});
afterAll(() => standin?.close());

const otp = (to: string, lang: "en" | "hi" = "en") => ({
  to,
  template: "otp" as const,
  values: { code: "482913" },
  lang,
});

describe("MSG91 SMS channel", () => {
  it("sends the flow template with the authkey, sender and DLT id, and returns MSG91's request id", async () => {
    const { sms } = standinMessaging(standin).channels;
    const sent = await sms.send(otp("+919876500001"));
    expect(sent.providerId).toMatch(/^[0-9a-f]{24}$/);
    expect(standin.controls.messages({ to: "+919876500001" })[0]).toMatchObject({
      channel: "sms",
      template: STANDIN_TEMPLATES.msg91.otp.templateId,
      values: { CODE: "482913" },
      details: { sender: "CHAMAK", dltTemplateId: STANDIN_TEMPLATES.msg91.otp.dltTemplateId },
      text: "482913 is your Chamak verification code. It expires in 5 minutes. Do not share it with anyone.",
    });
  });

  it("a wrong authkey is refused for good; an outage may pass on a later try", async () => {
    const wrongKey = createMsg91Channel({
      baseUrl: standin.msg91BaseUrl,
      authKey: "not-the-key",
      senderId: "CHAMAK",
      templates: STANDIN_TEMPLATES.msg91,
    });
    const refusal = await wrongKey.send(otp("+919876500002")).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ChannelError);
    expect(refusal).toMatchObject({
      retryable: false,
      status: 401,
      message: "MSG91 refused the SMS: Authentication failure",
    });

    standin.controls.failNext("sms", 1, 503);
    const outage = await standinMessaging(standin)
      .channels.sms.send(otp("+919876500002"))
      .catch((e: unknown) => e);
    expect(outage).toMatchObject({ retryable: true, status: 503 });
    expect(standin.controls.messages({ to: "+919876500002" })).toEqual([]);
  });

  it("an unreachable provider is a retryable failure", async () => {
    const nowhere = createMsg91Channel({
      baseUrl: "http://127.0.0.1:9",
      authKey: "k",
      senderId: "CHAMAK",
      templates: STANDIN_TEMPLATES.msg91,
      timeoutMs: 2000,
    });
    await expect(nowhere.send(otp("+919876500003"))).rejects.toMatchObject({ retryable: true });
  });
});

describe("WhatsApp Cloud API channel", () => {
  it("posts a template message with the Bearer token to /{version}/{phone-number-id}/messages", async () => {
    const { whatsapp } = standinMessaging(standin).channels;
    const sent = await whatsapp.send(otp("+919876500004", "hi"));
    expect(sent.providerId).toMatch(/^wamid\./);
    expect(standin.controls.messages({ to: "+919876500004" })[0]).toMatchObject({
      channel: "whatsapp",
      template: "chamak_otp",
      values: { "1": "482913" },
      details: { language: "hi" },
    });
  });

  it("a bad token, an unknown template or number id are refused for good, naming the reason", async () => {
    const base = {
      baseUrl: standin.whatsappBaseUrl,
      version: "v21.0",
      phoneNumberId: "100200300400500",
      accessToken: "whatsapp-test-token",
      templates: STANDIN_TEMPLATES.whatsapp,
    };
    await expect(
      createWhatsAppChannel({ ...base, accessToken: "expired" }).send(otp("+919876500005")),
    ).rejects.toMatchObject({
      retryable: false,
      status: 401,
      message: "WhatsApp refused the message: Invalid OAuth access token.",
    });
    await expect(
      createWhatsAppChannel({ ...base, templates: { otp: "unapproved" } }).send(otp("+919876500005")),
    ).rejects.toMatchObject({ retryable: false, status: 404 });
    await expect(
      createWhatsAppChannel({ ...base, phoneNumberId: "999" }).send(otp("+919876500005")),
    ).rejects.toMatchObject({ retryable: false, status: 400 });
    standin.controls.failNext("whatsapp", 1, 500);
    await expect(createWhatsAppChannel(base).send(otp("+919876500005"))).rejects.toMatchObject({
      retryable: true,
      status: 500,
    });
    expect(standin.controls.messages({ to: "+919876500005" })).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { standinMessaging } from "../../../test/support/messaging";
import { listStandinMessages } from "./standin-messages.service";

// The stand-in's own messages, read through the embedded server over HTTP: apps/server/src/standin-messages.db.test.ts.
describe("the stand-in's messages for the console", () => {
  it("are none, and say so, when SMS and WhatsApp go through the providers", async () => {
    const providers = standinMessaging({
      msg91BaseUrl: "https://control.msg91.com",
      whatsappBaseUrl: "https://graph.facebook.com",
    });
    await expect(listStandinMessages(providers)).resolves.toEqual({ standin: false, messages: [] });
  });
});

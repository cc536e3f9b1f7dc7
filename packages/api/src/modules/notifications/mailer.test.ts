import { describe, expect, it } from "vitest";
import { createMailer } from "./mailer";
import { startSmtpSink } from "./smtp-sink.testing";

const message = {
  to: "meera@example.com",
  subject: "Booking CHK1 confirmed | बुकिंग CHK1",
  text: "Hello\n\nनमस्ते",
};

describe("createMailer", () => {
  it("only logs the email when no SMTP server is configured", async () => {
    const logged: { obj: object; msg?: string | undefined }[] = [];
    const mailer = createMailer({
      from: "Chamak <no-reply@chamak.in>",
      logger: { info: (obj, msg) => logged.push({ obj, msg }) },
    });
    await mailer.send(message);
    expect(logged).toEqual([
      { obj: { email: message }, msg: "Email to meera@example.com: Booking CHK1 confirmed | बुकिंग CHK1" },
    ]);
  });

  it("sends through SMTP when SMTP_URL is set", async () => {
    const sink = await startSmtpSink();
    const logged: object[] = [];
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: "Chamak <no-reply@chamak.in>",
      logger: { info: (obj) => logged.push(obj) },
    });
    try {
      await mailer.send(message);
    } finally {
      mailer.close();
      await sink.close();
    }
    expect(logged).toEqual([]);
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.from).toBe("no-reply@chamak.in");
    expect(mail?.to).toEqual(["meera@example.com"]);
    expect(mail?.data).toMatch(/^Subject: /m);
    expect(mail?.data).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
  });

  it("sends attachments through SMTP as MIME parts, and logs only their name, type and size", async () => {
    const pdf = Buffer.from("%PDF-1.3\n% a test invoice\n%%EOF\n");
    const withPdf = {
      ...message,
      attachments: [
        { filename: "Tax-Invoice-C12-2627-00001.pdf", content: pdf, contentType: "application/pdf" },
      ],
    };
    const sink = await startSmtpSink();
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: "Chamak <no-reply@chamak.in>",
      logger: { info: () => {} },
    });
    try {
      await mailer.send(withPdf);
    } finally {
      mailer.close();
      await sink.close();
    }
    const data = sink.received[0]?.data ?? "";
    expect(data).toMatch(/^Content-Type: multipart\/mixed;/m);
    expect(data).toMatch(/^Content-Type: application\/pdf; name=Tax-Invoice-C12-2627-00001\.pdf/m);
    expect(data).toMatch(/^Content-Disposition: attachment; filename=Tax-Invoice-C12-2627-00001\.pdf/m);
    expect(data).toContain(pdf.toString("base64"));

    const logged: object[] = [];
    await createMailer({ from: "x@chamak.in", logger: { info: (obj) => logged.push(obj) } }).send(withPdf);
    expect(logged).toEqual([
      {
        email: {
          ...message,
          attachments: [
            { filename: "Tax-Invoice-C12-2627-00001.pdf", contentType: "application/pdf", bytes: pdf.length },
          ],
        },
      },
    ]);
  });
});

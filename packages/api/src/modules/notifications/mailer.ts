import nodemailer from "nodemailer";
import { isDeliverableEmail } from "./deliverable-address";

export interface EmailAttachment {
  /** As the reader's mail program names it: "Tax-Invoice-C12-2627-00001.pdf". */
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the message (an invoice's PDF). */
  attachments?: readonly EmailAttachment[];
}

export interface Mailer {
  /** Resolves once the message is handed over; throws when it could not be (the outbox retries). */
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

/** Pino-compatible. */
export interface MailLogger {
  info(obj: object, msg?: string): void;
}

export interface MailerOptions {
  /** e.g. smtps://user:pass@smtp.example.com:465; without it, emails are only logged. */
  smtpUrl?: string | undefined;
  from: string;
  logger: MailLogger;
}

/** SMTP when `smtpUrl` is configured, otherwise the log transport (development, demo, tests). */
export function createMailer({ smtpUrl, from, logger }: MailerOptions): Mailer {
  const mailer = smtpUrl ? createSmtpMailer({ smtpUrl, from }) : createLogMailer(logger);
  return {
    // An account made by phone has a reserved `.invalid` address (RFC 2606) until it adds an email: nothing
    // can be delivered there, so nothing is sent (and the outbox does not retry a bounce for ever).
    async send(message) {
      if (!isDeliverableEmail(message.to)) {
        logger.info({ to: message.to, subject: message.subject }, "no email address: not sent");
        return;
      }
      await mailer.send(message);
    },
    close: () => mailer.close(),
  };
}

export function createSmtpMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, attachments }) {
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        ...(attachments?.length
          ? {
              attachments: attachments.map(({ filename, content, contentType }) => ({
                filename,
                content,
                contentType,
              })),
            }
          : {}),
      });
    },
    close: () => transport.close(),
  };
}

export function createLogMailer(logger: MailLogger): Mailer {
  return {
    async send(message) {
      // An attachment is logged by its name, type and size, not its bytes.
      const email = message.attachments
        ? {
            ...message,
            attachments: message.attachments.map(({ filename, contentType, content }) => ({
              filename,
              contentType,
              bytes: content.length,
            })),
          }
        : message;
      logger.info({ email }, `Email to ${message.to}: ${message.subject}`);
    },
    close: () => {},
  };
}

import nodemailer from "nodemailer";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
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
  return smtpUrl ? createSmtpMailer({ smtpUrl, from }) : createLogMailer(logger);
}

export function createSmtpMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
    close: () => transport.close(),
  };
}

export function createLogMailer(logger: MailLogger): Mailer {
  return {
    async send(message) {
      logger.info({ email: message }, `Email to ${message.to}: ${message.subject}`);
    },
    close: () => {},
  };
}

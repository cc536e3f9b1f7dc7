import type { BookingEmailData, BookingEmailTopic, EmailLanguage } from "./booking-email-data";
import { english } from "./email-english";
import { hindi } from "./email-hindi";

export interface ComposedEmail {
  subject: string;
  text: string;
}

function section(language: EmailLanguage, topic: BookingEmailTopic, data: BookingEmailData) {
  const { subject, paragraphs } = language.topics[topic](data);
  const text = [
    language.greeting(data.customerName),
    ...paragraphs,
    language.details(data).join("\n"),
    language.signOff,
  ].join("\n\n");
  return { subject, text };
}

/** One email in both languages: English first, then Hindi. */
export function composeBookingEmail(topic: BookingEmailTopic, data: BookingEmailData): ComposedEmail {
  const en = section(english, topic, data);
  const hi = section(hindi, topic, data);
  return {
    subject: `${en.subject} | ${hi.subject}`,
    text: `${en.text}\n\n--------------------\n\n${hi.text}\n`,
  };
}

import { RESET_LINK_POLICY } from "@chamak/contracts";
import type { Lang, MessageKey } from "@chamak/i18n";
import { translateIn } from "@chamak/i18n/server";
import type { ComposedEmail } from "./compose-email";

type Key = MessageKey<"email">;

function section(lang: Lang, name: string, link: string): ComposedEmail {
  const t = (key: Key) => translateIn(lang, `email.${key}`, { name, minutes: RESET_LINK_POLICY.ttlMinutes });
  // The link sits on a line of its own, so mail programs make all of it clickable.
  const text = [
    t("greeting"),
    t("resetLinkAsked"),
    link,
    t("resetLinkOnce"),
    t("resetLinkIgnore"),
    t("signOff"),
  ].join("\n\n");
  return { subject: t("resetLinkSubject"), text };
}

/** The email with a password reset link, in English then Hindi, like the booking emails. */
export function composeResetLinkEmail(name: string, link: string): ComposedEmail {
  const en = section("en", name, link);
  const hi = section("hi", name, link);
  return {
    subject: `${en.subject} | ${hi.subject}`,
    text: `${en.text}\n\n--------------------\n\n${hi.text}\n`,
  };
}

import { TEAM_INVITE_POLICY } from "@chamak/contracts";
import type { Lang, MessageKey } from "@chamak/i18n";
import { translateIn } from "@chamak/i18n/server";
import type { ComposedEmail } from "../notifications";

type Key = MessageKey<"email">;

function section(lang: Lang, centre: string, role: string, link: string): ComposedEmail {
  const t = (key: Key) =>
    translateIn(lang, `email.${key}`, { centre, role, days: TEAM_INVITE_POLICY.ttlDays, name: "" });
  // The link sits on a line of its own, so mail programs make all of it clickable.
  const text = [t("teamInviteBody"), link, t("teamInviteIgnore"), t("signOff")].join("\n\n");
  return { subject: t("teamInviteSubject"), text };
}

/** The email inviting a person to a centre's team, in English then Hindi, like the reset link's. */
export function composeTeamInviteEmail(centre: string, role: string, link: string): ComposedEmail {
  const en = section("en", centre, role, link);
  const hi = section("hi", centre, role, link);
  return {
    subject: `${en.subject} | ${hi.subject}`,
    text: `${en.text}\n\n--------------------\n\n${hi.text}\n`,
  };
}

import { formatIstEnglish, formatIstHindi } from "@chamak/contracts";
import type { Db } from "@chamak/db";
import type { Mailer } from "../notifications";
import {
  channelChoices,
  EMAIL_ADMINS,
  isDeliverableEmail,
  type PhoneNotificationDeps,
  sendOrThrow,
} from "../notifications";
import type { OutboxHandlers, OutboxPayload } from "../outbox";
import { PermanentJobError } from "../outbox";

/** The outbox channels of a bank change's notice to the owner: each is delivered and retried on its own. */
export const SMS_OWNER = "sms-owner";
export const WHATSAPP_OWNER = "whatsapp-owner";
export const EMAIL_OWNER = "email-owner";

/** Where the "this wasn't me" link opens (the console's bank-change page, signed out). */
export const BANK_CHANGE_PATH = "/console/bank-change";

async function loadChange(db: Db, changeId: number) {
  const change = await db.payoutBankChange.findUnique({
    where: { id: changeId },
    select: {
      bankName: true,
      accountLast4: true,
      holdUntil: true,
      createdAt: true,
      centre: { select: { name: true, email: true, ownerId: true } },
    },
  });
  if (!change) throw new PermanentJobError(`Bank change ${changeId} does not exist`);
  return change;
}

/**
 * Who hears of a change of bank account, so that the owner learns of one they did not make wherever they look:
 * the owner by SMS to their verified mobile, by WhatsApp where they allowed it, by email, and the centre's email.
 * Security notices go whatever the owner chose for booking updates. An owner's report goes to every admin.
 */
export function bankChangeNoticeHandlers(
  db: Db,
  mailer: Mailer,
  phone: PhoneNotificationDeps,
): OutboxHandlers {
  const link = (token: string) => `${phone.siteUrl.replace(/\/$/, "")}${BANK_CHANGE_PATH}?token=${token}`;
  const until = (change: Awaited<ReturnType<typeof loadChange>>, lang: "en" | "hi") =>
    change.holdUntil
      ? lang === "hi"
        ? formatIstHindi(change.holdUntil)
        : formatIstEnglish(change.holdUntil)
      : lang === "hi"
        ? "Razorpay की समीक्षा"
        : "Razorpay's review";

  const byPhone =
    (channel: "sms" | "whatsapp") =>
    async ({ changeId, token }: OutboxPayload<"payouts.bank_changed">) => {
      const change = await loadChange(db, changeId);
      const owner = await channelChoices(db, change.centre.ownerId);
      if (!owner.phone || (channel === "whatsapp" && !owner.whatsapp)) return;
      const lang = channel === "sms" ? "en" : owner.lang;
      await sendOrThrow(phone.channels[channel], {
        to: owner.phone,
        lang,
        template: "payout_bank_changed",
        values: {
          centre: change.centre.name.slice(0, 30),
          bank: change.bankName.slice(0, 40),
          last4: change.accountLast4,
          until: until(change, lang),
          link: link(token),
        },
      });
    };

  const byEmail = async ({ changeId, token }: OutboxPayload<"payouts.bank_changed">) => {
    const change = await loadChange(db, changeId);
    const owner = await db.user.findUniqueOrThrow({
      where: { id: change.centre.ownerId },
      select: { email: true },
    });
    const to = [...new Set([owner.email, change.centre.email])].filter(isDeliverableEmail);
    const text = [
      `The bank account that payouts of ${change.centre.name} go to was changed on ${formatIstEnglish(change.createdAt)}.`,
      `It is now ${change.bankName}, account ending ${change.accountLast4}.`,
      change.holdUntil
        ? `Nothing is sent or released to it before ${formatIstEnglish(change.holdUntil)}.`
        : "Payouts start once Razorpay has reviewed it.",
      "",
      "If you did not make this change, stop it now: payouts are paused and every session of your account ends.",
      link(token),
    ].join("\n");
    for (const address of to)
      await mailer.send({ to: address, subject: `Payout bank account changed: ${change.centre.name}`, text });
  };

  const tellAdmins = async ({ changeId }: OutboxPayload<"admin.bank-change-reported">) => {
    const change = await loadChange(db, changeId);
    const admins = await db.user.findMany({
      where: { role: "admin", status: "active" },
      select: { email: true },
    });
    const text = [
      `The owner of ${change.centre.name} says they did not change its payout bank account to ${change.bankName}`,
      `(account ending ${change.accountLast4}, changed ${formatIstEnglish(change.createdAt)}).`,
      "",
      "Its payouts are paused and the owner's sessions were ended. Check the change with the owner, set the",
      "right account with them, then resume payouts (Admin › Payouts).",
    ].join("\n");
    for (const admin of admins)
      await mailer.send({
        to: admin.email,
        subject: `Bank account change reported: ${change.centre.name}`,
        text,
      });
  };

  return {
    "payouts.bank_changed": {
      [SMS_OWNER]: byPhone("sms"),
      [WHATSAPP_OWNER]: byPhone("whatsapp"),
      [EMAIL_OWNER]: byEmail,
    },
    "admin.bank-change-reported": { [EMAIL_ADMINS]: tellAdmins },
  };
}

import { expect } from "./fixtures";
import { codeSentTo, freshMobile, messagesTo } from "./phone";
import { trpc } from "./trpc";

/** The invitation link's token in the SMS the messaging stand-in recorded for a number. */
export async function inviteTokenSentTo(baseUrl: string, mobile: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const items = await messagesTo(baseUrl, mobile);
      token = items.map((item) => item.text.match(/\/console\/invite\?token=([\w-]+)/)?.[1]).find(Boolean);
      return token;
    })
    .toBeTruthy();
  return token ?? "";
}

/**
 * A new member of the demo vendor's centre with `role`, made as a person is (the owner invites a fresh number,
 * the invitee accepts with the SMS code): their session token and number.
 */
export async function newCentreMember(
  baseUrl: string,
  role: "manager" | "staff",
  name: string,
): Promise<{ token: string; mobile: string }> {
  const owner = await trpc<{ token: string }>(baseUrl, "mutation", "accounts.login", {
    email: "vendor@chamak.in",
    password: "Vendor@123",
  });
  const mobile = freshMobile("7");
  await trpc(baseUrl, "mutation", "team.invite", { mobile, role }, owner.token);
  const invite = await inviteTokenSentTo(baseUrl, mobile);
  const before = (await messagesTo(baseUrl, mobile)).length;
  await trpc(baseUrl, "mutation", "team.invites.requestCode", { token: invite });
  const code = await codeSentTo(baseUrl, mobile, before);
  const accepted = await trpc<{ session: { token: string } | null }>(
    baseUrl,
    "mutation",
    "team.invites.acceptWithCode",
    { token: invite, code, name },
  );
  if (!accepted.session) throw new Error("accepting the invite gave no session");
  return { token: accepted.session.token, mobile };
}

// @vitest-environment jsdom
import type { AdminUser } from "@chamak/contracts";
import { descriptionOf } from "@chamak/web-client/test-support/field-queries";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/support/render";
import { SuspendUserModal } from "./suspend-user-modal";

const USER: AdminUser = {
  id: 5,
  name: "Rohit Mehra",
  email: "rohit@example.in",
  mobile: null,
  role: "user",
  status: "active",
  suspendedReason: null,
  suspendedMessage: null,
  createdAt: new Date("2026-01-01T00:00:00Z"),
  centre: null,
  bookingCount: 3,
};

async function renderModal(sent: unknown[], fieldErrors: Record<string, string> = {}) {
  return renderWithProviders(
    <SuspendUserModal
      user={USER}
      onClose={() => {}}
      pending={false}
      error={null}
      fieldErrors={fieldErrors}
      onConfirm={(input) => sent.push(input)}
    />,
  );
}

const note = () => screen.getByRole("textbox", { name: /^Internal note/ });
const message = () => screen.getByRole("textbox", { name: /^Message to the user/ });

describe("suspending an account", () => {
  it("keeps the internal note apart from the message the user is shown", async () => {
    const sent: unknown[] = [];
    const { user } = await renderModal(sent);
    expect(descriptionOf(note())).toContain("The user never sees it");
    await user.type(note(), "Chargebacks; see ticket 812");
    await user.type(message(), "payments on this account were disputed");
    await user.click(screen.getByRole("button", { name: "Suspend account" }));
    expect(sent).toEqual([
      {
        internalNote: "Chargebacks; see ticket 812",
        messageToUser: "payments on this account were disputed",
      },
    ]);
  });

  it("needs the internal note, and sends no message when none is written", async () => {
    const sent: unknown[] = [];
    const { user } = await renderModal(sent);
    await user.click(screen.getByRole("button", { name: "Suspend account" }));
    expect(descriptionOf(note())).toContain("Internal note is required");
    expect(sent).toEqual([]);
    await user.type(note(), "Abuse");
    await user.click(screen.getByRole("button", { name: "Suspend account" }));
    expect(sent).toEqual([{ internalNote: "Abuse" }]);
  });
});

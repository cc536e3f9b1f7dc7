// @vitest-environment jsdom

import type { JobCardPhoto, JobCardView, VehicleSide } from "@chamak/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, renderWithProviders } from "../../../test/support/render";
import { JobCardPage } from "./job-card-page";

const photo = (id: number, side: VehicleSide, stage: JobCardPhoto["stage"] = "check_in"): JobCardPhoto => ({
  id,
  stage,
  side,
  mediaId: 500 + id,
  url: `/media/${id}.webp`,
  thumbUrl: `/media/${id}-thumb.webp`,
});

function card(fields: Partial<JobCardView>): JobCardView {
  return {
    id: 3,
    bookingId: 91,
    bookingCode: "CHKJOB01",
    vehicleNumber: "DL 3C AB 1234",
    state: "checking_in",
    condition: {},
    fuelPercent: null,
    odometerKm: null,
    belongings: "",
    photos: [],
    code: null,
    openedAt: new Date("2026-12-01T04:00:00Z"),
    checkedInAt: null,
    startedAt: null,
    doneAt: null,
    returnedAt: null,
    complaintUntil: null,
    complaint: null,
    ...fields,
  };
}

const ALL_SIDES = [photo(1, "front"), photo(2, "back"), photo(3, "left"), photo(4, "right")];

describe("the job card's check-in record", () => {
  it("shows the fuel level and odometer saved, and labels each photo with its side", async () => {
    await renderWithProviders(<JobCardPage bookingId={91} />, {
      api: {
        "jobCard.get": () =>
          card({
            state: "checked_in",
            checkedInAt: new Date("2026-12-01T04:10:00Z"),
            fuelPercent: 40,
            odometerKm: 32_150,
            belongings: "Umbrella in the boot",
            condition: { left: { notes: "Scratch on the rear door" } },
            photos: ALL_SIDES,
          }),
      },
    });
    expect(await screen.findByText("Check-in record")).toBeTruthy();
    expect(screen.getByText(/Fuel level:/).parentElement?.textContent).toBe("Fuel level: 40%");
    expect(screen.getByText(/Odometer:/).parentElement?.textContent).toBe("Odometer: 32,150 km");
    for (const side of ["Front", "Back", "Left side", "Right side"]) {
      expect(screen.getByRole("img", { name: `${side} photo` })).toBeTruthy();
      expect(screen.getByText(side, { selector: "figcaption" })).toBeTruthy();
    }
    expect(screen.getByText(/Scratch on the rear door/)).toBeTruthy();
  });
});

describe("sending the hand-over code", () => {
  it("says which sides still need a photo, and sends nothing until they have one", async () => {
    await renderWithProviders(<JobCardPage bookingId={91} />, {
      api: { "jobCard.get": () => card({ photos: [photo(1, "front")] }) },
    });
    expect((await screen.findByTestId("sides-missing")).textContent).toBe(
      "Photograph every side first: Back, Left side, Right side still without a photo.",
    );
    expect(screen.getByRole("button", { name: "Send hand-over code" }).hasAttribute("disabled")).toBe(true);
  });

  it("clears a refusal to send once the photos change", async () => {
    let photos = ALL_SIDES;
    const { user } = await renderWithProviders(<JobCardPage bookingId={91} />, {
      api: {
        "jobCard.get": () => card({ photos }),
        "jobCard.sendCode": () => {
          throw apiError("PRECONDITION_FAILED", "Add a photo of every side first: back missing", null);
        },
        "jobCard.removePhoto": () => {
          photos = ALL_SIDES.filter((item) => item.side !== "back");
          return card({ photos });
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Send hand-over code" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/Add a photo of every side first/);
    await user.click(screen.getByRole("button", { name: "Remove back photo" }));
    await waitFor(() => expect(screen.queryByText(/Add a photo of every side first/)).toBeNull());
    expect(screen.getByTestId("sides-missing").textContent).toMatch(/Back still without a photo/);
  });
});

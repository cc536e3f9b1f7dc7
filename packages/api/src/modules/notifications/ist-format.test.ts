import { describe, expect, it } from "vitest";
import { formatIstEnglish, formatIstHindi } from "./ist-format";

describe("slot times in India", () => {
  it("formats in Asia/Kolkata whatever the server's zone", () => {
    expect(process.env.TZ).toBe("America/New_York");
    expect(formatIstEnglish(new Date("2026-11-23T05:00:00Z"))).toBe("Mon, 23 Nov, 10:30 am IST");
    expect(formatIstEnglish(new Date("2026-11-23T11:45:00Z"))).toBe("Mon, 23 Nov, 5:15 pm IST");
    // Still Monday in New York, already Tuesday in India.
    expect(formatIstEnglish(new Date("2026-11-23T20:00:00Z"))).toBe("Tue, 24 Nov, 1:30 am IST");
  });

  it("has a Hindi form with the part of the day", () => {
    expect(formatIstHindi(new Date("2026-11-23T05:00:00Z"))).toBe("सोमवार, 23 नवंबर, सुबह 10:30 बजे (IST)");
    expect(formatIstHindi(new Date("2026-11-23T13:30:00Z"))).toBe("सोमवार, 23 नवंबर, शाम 7:00 बजे (IST)");
  });
});

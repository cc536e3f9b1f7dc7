import { describe, expect, it } from "vitest";
import { translateMessage } from "./translate-message";

describe("field messages in Hindi", () => {
  it("leaves English alone", () => {
    expect(translateMessage("Name is required", "en")).toBe("Name is required");
  });

  it("translates known messages and labels", () => {
    expect(translateMessage("Centre name is required", "hi")).toBe("सेंटर का नाम ज़रूरी है");
    expect(translateMessage("Message must be at most 2000 characters", "hi")).toContain("2000");
    expect(translateMessage("Passwords do not match", "hi")).toBe("दोनों पासवर्ड एक जैसे नहीं हैं");
    expect(
      translateMessage(
        "GSTIN is registered in Delhi (code 07), but the centre is in Haryana (code 06)",
        "hi",
      ),
    ).toContain("Delhi (कोड 07)");
  });

  it("shows an unknown message in English rather than nothing", () => {
    expect(translateMessage("Too many messages; try again later", "hi")).toBe(
      "Too many messages; try again later",
    );
  });
});

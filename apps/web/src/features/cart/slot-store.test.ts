import { describe, expect, it } from "vitest";
import { parseSlot, readSelectedSlot, SLOT_KEY, serializeSlot, writeSelectedSlot } from "./slot-store";
import { memoryStorage } from "./test-storage";

describe("the selected slot", () => {
  const slot = { centreId: 3, date: "2030-01-15", time: "09:30" };

  it("is stored in sessionStorage 'slot' and read back", () => {
    const storage = memoryStorage();
    writeSelectedSlot(slot, storage);
    expect(JSON.parse(storage.data.get(SLOT_KEY) ?? "null")).toEqual(slot);
    expect(readSelectedSlot(storage)).toEqual(slot);
  });

  it("is removed when cleared", () => {
    const storage = memoryStorage({ [SLOT_KEY]: serializeSlot(slot) ?? "" });
    writeSelectedSlot(null, storage);
    expect(readSelectedSlot(storage)).toBeNull();
  });

  it.each([
    ["missing", null],
    ["broken JSON", "{"],
    ["a bad date", JSON.stringify({ ...slot, date: "15/01/2030" })],
    ["a bad time", JSON.stringify({ ...slot, time: "9:30" })],
    ["an hour past 23", JSON.stringify({ ...slot, time: "24:00" })],
    ["no centre", JSON.stringify({ date: slot.date, time: slot.time })],
  ])("is null when %s", (_case, raw) => {
    expect(parseSlot(raw)).toBeNull();
  });

  it("keeps only its own fields", () => {
    expect(parseSlot(JSON.stringify({ ...slot, extra: true }))).toEqual(slot);
  });
});

import {
  browserStorage,
  createStoredValue,
  readRaw,
  type StorageLike,
  writeRaw,
} from "../../lib/stored-value";

/** The slot chosen on the centre page, read by the booking form: sessionStorage "slot". */
export type SelectedSlot = { centreId: number; date: string; time: string };

export const SLOT_KEY = "slot";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function parseSlot(raw: string | null): SelectedSlot | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object") return null;
    const { centreId, date, time } = value as Record<string, unknown>;
    if (typeof centreId !== "number" || !Number.isInteger(centreId) || centreId <= 0) return null;
    if (typeof date !== "string" || !DATE.test(date) || typeof time !== "string" || !TIME.test(time)) {
      return null;
    }
    return { centreId, date, time };
  } catch {
    return null;
  }
}

export function serializeSlot(slot: SelectedSlot | null): string | null {
  return slot ? JSON.stringify({ centreId: slot.centreId, date: slot.date, time: slot.time }) : null;
}

const slotValue = createStoredValue<SelectedSlot | null>({
  area: "session",
  key: SLOT_KEY,
  parse: parseSlot,
  serialize: serializeSlot,
});

export function readSelectedSlot(
  storage: StorageLike | null = browserStorage("session"),
): SelectedSlot | null {
  return parseSlot(readRaw(storage, SLOT_KEY));
}

export function writeSelectedSlot(
  slot: SelectedSlot | null,
  storage: StorageLike | null = browserStorage("session"),
): void {
  writeRaw(storage, SLOT_KEY, serializeSlot(slot));
}

/** Forgets the slot (the cart moved to another centre, or the booking is done). */
export function clearSelectedSlot(): void {
  slotValue.set(null);
}

export function useSelectedSlot(): {
  slot: SelectedSlot | null;
  select(slot: SelectedSlot): void;
  clear(): void;
} {
  const slot = slotValue.use();
  return { slot, select: slotValue.set, clear: clearSelectedSlot };
}

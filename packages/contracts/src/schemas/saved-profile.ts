import { z } from "zod";
import { zodMessage } from "../messages";
import { vehicleNumberSchema } from "./booking";
import { idSchema, pinSchema, recordVersion, requiredText, stateSchema } from "./common";
import { vehicleNameField } from "./people";
import { siteDetailsOutput, siteDetailsSchema } from "./site-details";

/** How many vehicles and addresses one customer may keep: enough for a family, not a fleet. */
export const SAVED_PROFILE_LIMITS = { vehicles: 10, addresses: 10 } as const;

/**
 * A registration number as a key: "DL 3C AB 1234", "dl3cab1234" and "DL-3C-AB-1234" are one vehicle. The saved
 * vehicles refuse a second vehicle with the same key; the booking form matches a typed number to a saved one by it.
 */
export function vehicleNumberKey(number: string): string {
  return number.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

const optionalText = (max: number, label: Parameters<typeof vehicleNameField>[1]) =>
  vehicleNameField(max, label)
    .optional()
    .nullable()
    .transform((value) => value || null);

export const savedVehicleInput = z.object({
  vehicleTypeId: idSchema,
  vehicleNumber: vehicleNumberSchema,
  brand: optionalText(40, "brand"),
  model: optionalText(40, "model"),
  nickname: optionalText(40, "nickname"),
  /** Make this the vehicle the booking form starts with; the first saved vehicle is the default anyway. */
  isDefault: z.boolean().default(false),
});
export type SavedVehicleInput = z.input<typeof savedVehicleInput>;

export const savedVehicleOutput = z.object({
  id: z.number(),
  vehicleType: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
  vehicleNumber: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  nickname: z.string().nullable(),
  isDefault: z.boolean(),
  /** Sent back with an edit (savedVehicleUpdate.version). */
  version: z.number().int(),
});
export type SavedVehicle = z.infer<typeof savedVehicleOutput>;

export const SAVED_ADDRESS_LABELS = ["home", "work", "other"] as const;
export type SavedAddressLabel = (typeof SAVED_ADDRESS_LABELS)[number];

export const savedAddressInput = z.object({
  label: z.enum(SAVED_ADDRESS_LABELS, { error: zodMessage("chooseAddressLabel") }),
  address: requiredText("address", 300),
  city: requiredText("city", 100),
  state: stateSchema,
  zip: pinSchema,
  landmark: optionalText(100, "landmark"),
  /**
   * Where at the address the vehicle waits (society, tower, slot, gate, keys). Left out: none for a new
   * address, as they are for an edit.
   */
  siteDetails: siteDetailsSchema.optional(),
  /** Make this the address the booking form starts with; the first saved address is the default anyway. */
  isDefault: z.boolean().default(false),
});
export type SavedAddressInput = z.input<typeof savedAddressInput>;

export const savedAddressOutput = z.object({
  id: z.number(),
  label: z.enum(SAVED_ADDRESS_LABELS),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  landmark: z.string().nullable(),
  /** Copied onto a booking made from this address (doorstep and pick & drop). */
  siteDetails: siteDetailsOutput,
  isDefault: z.boolean(),
  /** Sent back with an edit (savedAddressUpdate.version). */
  version: z.number().int(),
});
export type SavedAddress = z.infer<typeof savedAddressOutput>;

/** Make default or delete: the item, at the version the list showed (a changed one is refused, not acted on). */
export const savedItemAction = z.object({ id: idSchema, version: recordVersion });
/** An edit, at the version the form was opened with: one changed since (another tab or device) is refused. */
export const savedVehicleUpdate = savedVehicleInput.extend({ id: idSchema, version: recordVersion });
export const savedAddressUpdate = savedAddressInput.extend({ id: idSchema, version: recordVersion });

/** Bookings that are over, whichever way: "Book again" starts a new cart from them. */
export const BOOK_AGAIN_STATUSES = ["completed", "cancelled", "expired", "no_show"] as const;

export function canBookAgain(status: string): boolean {
  return (BOOK_AGAIN_STATUSES as readonly string[]).includes(status);
}

export const bookAgainInput = z.object({ bookingId: idSchema });

/**
 * A past booking as a new cart: the services the centre still offers for the vehicle type at today's prices
 * (`previousPricePaise` is what the booking paid per unit), the ones it no longer offers, and the vehicle,
 * contact and address to fill the form with. The customer only picks a slot.
 */
export const bookAgainOutput = z.object({
  centre: z.object({ id: z.number(), name: z.string() }),
  /** False when the centre takes no bookings now (suspended, or no longer listed). */
  centreOpen: z.boolean(),
  vehicleType: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
  items: z.array(
    z.object({
      serviceId: z.number(),
      categoryName: z.string(),
      subCategoryName: z.string(),
      quantity: z.number(),
      pricePaise: z.number(),
      previousPricePaise: z.number(),
      driverFeePaise: z.number(),
    }),
  ),
  gone: z.array(z.object({ categoryName: z.string(), subCategoryName: z.string() })),
  vehicleNumber: z.string(),
  brand: z.string().nullable(),
  contactMobile: z.string(),
  /** With where at it the vehicle waited (the booking's site details, {} at the centre). */
  address: z.object({
    state: z.string(),
    city: z.string(),
    address: z.string(),
    zip: z.string(),
    siteDetails: siteDetailsOutput,
  }),
});
export type BookAgain = z.infer<typeof bookAgainOutput>;

import { describe, expect, it } from "vitest";
import { legacyBookingBody } from "./legacy/bookings";
import { createBookingInput, vehicleNumberSchema } from "./schemas/booking";
import { savedVehicleInput } from "./schemas/saved-profile";
import { walkInInput } from "./schemas/walk-in";
import { isVehicleNumber, normaliseVehicleNumber } from "./vehicle-number";

describe("a vehicle number's one normal form", () => {
  it("groups the plate as it is read, however it was typed", () => {
    for (const typed of ["HR26DK8337", "hr 26 dk 8337", "HR-26-DK-8337", "HR 26DK 8337", " hr26  dk8337 "])
      expect(normaliseVehicleNumber(typed), typed).toBe("HR 26 DK 8337");
    expect(normaliseVehicleNumber("KA 05 MN 4321")).toBe("KA 05 MN 4321");
    expect(normaliseVehicleNumber("dl3cab1234")).toBe("DL 3C AB 1234");
    expect(normaliseVehicleNumber("DL 8C AF 4321")).toBe("DL 8C AF 4321");
    expect(normaliseVehicleNumber("22bh1234aa")).toBe("22 BH 1234 AA");
    expect(normaliseVehicleNumber("UP16Z1")).toBe("UP 16 Z 1");
    expect(isVehicleNumber("HR26DK8337")).toBe(true);
    expect(isVehicleNumber("12345")).toBe(false);
  });

  it("is what every input path keeps: the booking form, walk-ins, saved vehicles and the legacy API", () => {
    expect(vehicleNumberSchema.parse("hr26dk8337")).toBe("HR 26 DK 8337");
    const shapes = [
      createBookingInput.shape.vehicleNumber,
      walkInInput.shape.vehicleNumber,
      savedVehicleInput.shape.vehicleNumber,
      legacyBookingBody.shape.vehile_no,
    ];
    for (const schema of shapes) expect(schema.parse("ka-05-mn4321")).toBe("KA 05 MN 4321");
    expect(vehicleNumberSchema.safeParse("not a plate").success).toBe(false);
  });
});

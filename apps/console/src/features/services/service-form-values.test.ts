import { formCheck } from "@chamak/web-client";
import { describe, expect, it } from "vitest";
import { errorText } from "../../lib/error-text";
import {
  type ServiceFormValues,
  serviceFieldOf,
  serviceFormCheck,
  serviceFormValues,
  serviceInputOf,
} from "./service-form-values";

const TYPES = [{ id: 1 }, { id: 2 }, { id: 3 }];

/** The form's messages on submit, in English as its fields show them. */
function validateServiceForm(values: ServiceFormValues, types: typeof TYPES) {
  const errors = formCheck(serviceFormCheck(types))(values);
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, errorText(message)]));
}

describe("the service form's check", () => {
  it("names the fields of an empty form, with a category message the vendor understands", () => {
    const errors = validateServiceForm(serviceFormValues(undefined), TYPES);
    expect(errors).toEqual({
      categoryId: "Choose a category",
      subCategoryName: "Sub-category is required",
      description: "Description is required",
      prices: "Give a price for at least one vehicle type",
    });
  });

  it("puts a bad price on its vehicle type's box", () => {
    const values = {
      ...serviceFormValues(undefined),
      categoryId: "4",
      subCategoryName: "Foam Wash",
      description: "Foam and rinse",
      priceByType: { 1: 499, 2: "", 3: 0.001 },
    };
    expect(validateServiceForm(values, TYPES)).toEqual({ "priceByType.3": "Price must be at least ₹1" });
  });

  it("sends rupees as paise and leaves out the types without a price", () => {
    const values = {
      ...serviceFormValues(undefined),
      categoryId: "4",
      subCategoryName: "Foam Wash",
      description: "Foam and rinse",
      driverFee: 50,
      priceByType: { 1: 499, 2: "", 3: 1299.5 },
    };
    expect(validateServiceForm(values, TYPES)).toEqual({});
    expect(serviceInputOf(values, TYPES)).toEqual({
      categoryId: 4,
      subCategoryName: "Foam Wash",
      description: "Foam and rinse",
      durationMinutes: 30,
      driverFeePaise: 5000,
      prices: [
        { vehicleTypeId: 1, pricePaise: 49_900 },
        { vehicleTypeId: 3, pricePaise: 129_950 },
      ],
    });
  });

  it("maps the server's messages through the order the prices were sent in", () => {
    expect(serviceFieldOf("prices.1.pricePaise", [1, 3])).toBe("priceByType.3");
    expect(serviceFieldOf("prices.0", [2, 3])).toBe("priceByType.2");
    expect(serviceFieldOf("driverFeePaise", [1, 3])).toBe("driverFee");
    expect(serviceFieldOf("prices", [1, 3])).toBe("prices");
    expect(serviceFieldOf("priceByType.3", [1])).toBe("priceByType.3");
  });

  it("starts from the service being edited", () => {
    const values = serviceFormValues({
      categoryId: 4,
      subCategoryName: "Foam Wash",
      description: "Foam and rinse",
      durationMinutes: 45,
      driverFeePaise: 15_000,
      prices: [{ vehicleTypeId: 2, pricePaise: 79_900 }],
    });
    expect(values).toMatchObject({ categoryId: "4", driverFee: 150, priceByType: { 2: 799 } });
  });
});

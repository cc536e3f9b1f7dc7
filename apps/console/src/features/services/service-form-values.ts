import { serviceUpsertInput } from "@chamak/contracts";
import type { FieldErrors } from "@chamak/ui";
import { englishResolver } from "../../lib/error-text";
import { paiseToRupeesInput, rupeesInputToPaise } from "../../lib/format";

/** A NumberInput's value: a number, "" when empty (or text while it is typed). */
type NumberText = number | string;

/** The service form as typed: rupees, and a price box per vehicle type (`priceByType.<id>`, empty: not offered). */
export type ServiceFormValues = {
  categoryId: string | null;
  subCategoryName: string;
  description: string;
  durationMinutes: NumberText;
  driverFee: NumberText;
  priceByType: Record<string, NumberText>;
};

type Service = {
  categoryId: number;
  subCategoryName: string;
  description: string;
  durationMinutes: number;
  driverFeePaise: number;
  prices: readonly { vehicleTypeId: number; pricePaise: number }[];
};

type Types = readonly { id: number }[];

export function serviceFormValues(initial: Service | undefined): ServiceFormValues {
  return {
    categoryId: initial ? String(initial.categoryId) : null,
    subCategoryName: initial?.subCategoryName ?? "",
    description: initial?.description ?? "",
    durationMinutes: initial?.durationMinutes ?? 30,
    driverFee: paiseToRupeesInput(initial?.driverFeePaise ?? 0),
    priceByType: Object.fromEntries(
      (initial?.prices ?? []).map((p) => [p.vehicleTypeId, p.pricePaise / 100]),
    ),
  };
}

/** The vehicle types with a price, in the order they are sent (the schema's `prices.N` is the N-th). */
export function pricedTypes(values: ServiceFormValues, vehicleTypes: Types): number[] {
  return vehicleTypes.filter((type) => (values.priceByType[type.id] ?? "") !== "").map((type) => type.id);
}

/** serviceUpsertInput's input for the typed values: rupees to paise, empty prices left out. */
export function serviceInputOf(values: ServiceFormValues, vehicleTypes: Types) {
  return {
    categoryId: values.categoryId ? Number(values.categoryId) : undefined,
    subCategoryName: values.subCategoryName,
    description: values.description,
    durationMinutes: values.durationMinutes === "" ? undefined : Number(values.durationMinutes),
    driverFeePaise: rupeesInputToPaise(values.driverFee) ?? 0,
    prices: pricedTypes(values, vehicleTypes).map((vehicleTypeId) => ({
      vehicleTypeId,
      pricePaise: rupeesInputToPaise(values.priceByType[vehicleTypeId] ?? "") ?? Number.NaN,
    })),
  };
}

/**
 * Messages of the schema (or the server) on the form's fields: `prices.N.pricePaise` goes to the N-th priced
 * vehicle type's box (`sentOrder`), `driverFeePaise` to the rupee box, and any category message is
 * "Choose a category".
 */
export function serviceFormErrors(errors: FieldErrors, sentOrder: readonly number[]): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const price = /^prices\.(\d+)(\.|$)/.exec(path);
    const typeId = price ? sentOrder[Number(price[1])] : undefined;
    if (path === "categoryId") out.categoryId = "Choose a category";
    else if (path === "driverFeePaise") out.driverFee ??= message;
    else if (typeId !== undefined) out[`priceByType.${typeId}`] ??= message;
    else out[path] ??= message;
  }
  return out;
}

const resolve = englishResolver(serviceUpsertInput);

/** The form's check: the shared schema's messages, on the form's fields. */
export function validateServiceForm(values: ServiceFormValues, vehicleTypes: Types): FieldErrors {
  return serviceFormErrors(resolve(serviceInputOf(values, vehicleTypes)), pricedTypes(values, vehicleTypes));
}

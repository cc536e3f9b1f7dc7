import { type ServiceUpsertInput, serviceUpsertInput } from "@chamak/contracts";
import type { FormCheckOptions } from "@chamak/web-client";
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
 * The form's field for a message of the schema or the server: `prices.N.…` is the N-th priced vehicle type's box
 * (in `sentOrder`, the order the prices were sent in), `driverFeePaise` the rupee box.
 */
export function serviceFieldOf(path: string, sentOrder: readonly number[]): string {
  if (path === "driverFeePaise") return "driverFee";
  const price = /^prices\.(\d+)(\.|$)/.exec(path);
  const typeId = price ? sentOrder[Number(price[1])] : undefined;
  return typeId === undefined ? path : `priceByType.${typeId}`;
}

/** How the service form is checked: the shared schema on the typed values, its messages on the form's fields. */
export function serviceFormCheck(
  vehicleTypes: Types,
): FormCheckOptions<ServiceFormValues, ServiceUpsertInput> {
  return {
    schema: serviceUpsertInput,
    toInput: (values) => serviceInputOf(values, vehicleTypes),
    fieldOf: (path, values) => serviceFieldOf(path, pricedTypes(values, vehicleTypes)),
    // The schema's own words for a missing number; the vendor chose nothing.
    check: (values) => ({ categoryId: values.categoryId ? null : "Choose a category" }),
  };
}

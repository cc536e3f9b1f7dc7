import { describe, expect, it, vi } from "vitest";
import {
  focusFirstError,
  issuesToErrors,
  type SafeParser,
  schemaResolver,
  searchResolver,
} from "./form-resolver";

type Issue = { path: PropertyKey[]; message: string };

/** A stand-in for a zod schema: fails with the given issues, or passes the value through. */
const parser = (check: (value: unknown) => Issue[]): SafeParser => ({
  safeParse: (value) => {
    const issues = check(value);
    return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: value };
  },
});

describe("schemaResolver", () => {
  it("answers the first message per field path, dotted, and 'form' for the whole value", () => {
    expect(
      issuesToErrors([
        { path: ["contactMobile"], message: "Mobile number must be exactly 10 digits" },
        { path: ["contactMobile"], message: "second message for the same field" },
        { path: ["prices", 0, "pricePaise"], message: "Price must be at least ₹1" },
        { path: [], message: "Give opening hours for all seven weekdays" },
      ]),
    ).toEqual({
      contactMobile: "Mobile number must be exactly 10 digits",
      "prices.0.pricePaise": "Price must be at least ₹1",
      form: "Give opening hours for all seven weekdays",
    });
  });

  it("checks the schema's input made from the form's values", () => {
    const schema = parser((value) =>
      (value as { name: string }).name ? [] : [{ path: ["name"], message: "Name is required" }],
    );
    const validate = schemaResolver(schema, (values: { fullName: string }) => ({ name: values.fullName }));
    expect(validate({ fullName: "" })).toEqual({ name: "Name is required" });
    expect(validate({ fullName: "Asha" })).toEqual({});
  });
});

describe("searchResolver", () => {
  const status = parser((value) =>
    value === undefined || value === "active" || value === "suspended"
      ? []
      : [{ path: [], message: "Invalid option" }],
  );
  const page = parser((value) =>
    value === undefined || (Number.isInteger(value) && (value as number) > 1)
      ? []
      : [{ path: [], message: "Too small" }],
  );
  const search = searchResolver({ status, page });

  it("keeps the parameters their schemas accept", () => {
    expect(search({ status: "active", page: 3 })).toEqual({ status: "active", page: 3 });
  });

  it("drops a parameter its schema refuses, and undefined or empty ones, instead of failing", () => {
    expect(search({ status: "deleted", page: 2 })).toEqual({ page: 2 });
    expect(search({ status: "", page: "x", other: "kept out" })).toEqual({});
  });
});

/** Just enough of an element for focusFirstError: its data-path, whether it can be focused, its children. */
class FakeElement {
  readonly dataset: { path?: string };
  readonly focus = vi.fn();
  readonly scrollIntoView = vi.fn();
  readonly attributes = new Map<string, string>();
  constructor(
    path: string | undefined,
    readonly focusable: boolean,
    readonly children: FakeElement[] = [],
  ) {
    this.dataset = path === undefined ? {} : { path };
  }
  matches() {
    return this.focusable;
  }
  querySelector() {
    return this.children.find((child) => child.focusable) ?? null;
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
}

/** A form whose fields with a data-path are, in page order, `fields`. */
const formOf = (fields: FakeElement[]) =>
  ({ querySelectorAll: () => fields }) as unknown as ParentNode & { querySelectorAll(): FakeElement[] };

describe("focusFirstError", () => {
  it("focuses the first field in the page's order that has a message, and scrolls it to the middle", () => {
    const phone = new FakeElement("contactMobile", true);
    const vehicle = new FakeElement("vehicleNumber", true);
    const zip = new FakeElement("zip", true);
    // The messages' order (here: zip first) does not matter, the page's does.
    const found = focusFirstError(
      { zip: "PIN code must be exactly 6 digits", vehicleNumber: "Vehicle number is required" },
      formOf([phone, vehicle, zip]),
    );
    expect(found).toBe(vehicle);
    expect(vehicle.focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(vehicle.scrollIntoView).toHaveBeenCalledWith({ block: "center" });
    expect(phone.focus).not.toHaveBeenCalled();
    expect(zip.focus).not.toHaveBeenCalled();
  });

  it("focuses the first control inside a wrapper, or the wrapper itself when it has none", () => {
    const chip = new FakeElement(undefined, true);
    const times = new FakeElement("time", false, [chip]);
    focusFirstError({ time: "Choose one of the free times" }, formOf([times]));
    expect(chip.focus).toHaveBeenCalled();
    expect(times.scrollIntoView).toHaveBeenCalledWith({ block: "center" });

    const empty = new FakeElement("time", false);
    focusFirstError({ time: "Choose one of the free times" }, formOf([empty]));
    expect(empty.attributes.get("tabindex")).toBe("-1");
    expect(empty.focus).toHaveBeenCalled();
  });

  it("does nothing without messages, or when no field has one", () => {
    const phone = new FakeElement("contactMobile", true);
    expect(focusFirstError({}, formOf([phone]))).toBeNull();
    expect(focusFirstError({ contactMobile: undefined }, formOf([phone]))).toBeNull();
    expect(focusFirstError({ expectedTotalPaise: "The price changed" }, formOf([phone]))).toBeNull();
    expect(phone.focus).not.toHaveBeenCalled();
  });
});

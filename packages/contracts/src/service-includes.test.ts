import { describe, expect, it } from "vitest";
import { parseIncludes } from "./service-includes";

describe("parseIncludes", () => {
  it("takes the text after 'Includes ' split on ' or ', trimmed", () => {
    expect(parseIncludes("Full wash. Includes foam wash or  interior vacuum or tyre shine.")).toEqual([
      "foam wash",
      "interior vacuum",
      "tyre shine",
    ]);
    expect(parseIncludes("Includes wax")).toEqual(["wax"]);
  });

  it("gives nothing without 'Includes '", () => {
    expect(parseIncludes("A quick rinse")).toEqual([]);
    expect(parseIncludes("Includes ")).toEqual([]);
  });
});

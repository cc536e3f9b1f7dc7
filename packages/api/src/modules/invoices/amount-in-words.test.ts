import { describe, expect, it } from "vitest";
import { indianNumberInWords, rupeesInWords } from "./amount-in-words";

describe("indianNumberInWords", () => {
  it.each([
    [0, "Zero"],
    [7, "Seven"],
    [13, "Thirteen"],
    [20, "Twenty"],
    [45, "Forty-Five"],
    [100, "One Hundred"],
    [101, "One Hundred One"],
    [999, "Nine Hundred Ninety-Nine"],
    [1_000, "One Thousand"],
    [1_250, "One Thousand Two Hundred Fifty"],
    [10_001, "Ten Thousand One"],
    [99_999, "Ninety-Nine Thousand Nine Hundred Ninety-Nine"],
    [1_00_000, "One Lakh"],
    [2_50_000, "Two Lakh Fifty Thousand"],
    [12_34_567, "Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven"],
    [1_00_00_000, "One Crore"],
    [1_00_00_001, "One Crore One"],
    [98_76_54_321, "Ninety-Eight Crore Seventy-Six Lakh Fifty-Four Thousand Three Hundred Twenty-One"],
    [123_00_00_000, "One Hundred Twenty-Three Crore"],
    [1_00_000_00_00_000, "One Lakh Crore"],
  ])("writes %i as %s", (n, words) => {
    expect(indianNumberInWords(n)).toBe(words);
  });

  it("refuses what is not a whole number", () => {
    expect(() => indianNumberInWords(1.5)).toThrow(RangeError);
    expect(() => indianNumberInWords(-1)).toThrow(RangeError);
  });
});

describe("rupeesInWords", () => {
  it("writes rupees and paise", () => {
    expect(rupeesInWords(125_050)).toBe("Rupees One Thousand Two Hundred Fifty and Fifty Paise Only");
    expect(rupeesInWords(49_900)).toBe("Rupees Four Hundred Ninety-Nine Only");
    expect(rupeesInWords(5)).toBe("Rupees Zero and Five Paise Only");
    expect(rupeesInWords(0)).toBe("Rupees Zero Only");
    expect(rupeesInWords(1_00_00_000_00)).toBe("Rupees One Crore Only");
    expect(rupeesInWords(-1_000)).toBe("Minus Rupees Ten Only");
  });
});

import { useEffect, useState } from "react";

/** Where the home page's centres are from: the visitor's position, a city they picked, or every city. */
export type CentresPlace =
  | { kind: "near"; lat: number; lng: number }
  | { kind: "city"; city: string }
  | { kind: "all" };

const CITY_KEY = "homeCity";

function storedCity(): string | null {
  try {
    return window.localStorage.getItem(CITY_KEY);
  } catch {
    return null;
  }
}

/**
 * The place the home page shows centres for. It starts at every city (as the page is prerendered), then the
 * city picked on an earlier visit; a picked city is remembered, a position never is (it is asked for again).
 */
export function useCentresPlace() {
  const [place, setPlace] = useState<CentresPlace>({ kind: "all" });
  useEffect(() => {
    const city = storedCity();
    if (city) setPlace({ kind: "city", city });
  }, []);
  const choose = (next: CentresPlace) => {
    setPlace(next);
    if (next.kind === "near") return;
    try {
      if (next.kind === "city") window.localStorage.setItem(CITY_KEY, next.city);
      else window.localStorage.removeItem(CITY_KEY);
    } catch {
      // storage blocked: the choice lasts for this page only
    }
  };
  return { place, choose };
}

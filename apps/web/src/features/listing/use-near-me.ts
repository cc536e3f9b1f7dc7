import { useState } from "react";

export type NearMeError = "denied" | "unavailable" | "unsupported";

/** Asks the browser for the user's position only when called (the "Near me" click). */
export function useNearMe(onLocated: (position: { lat: number; lng: number }) => void) {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<NearMeError | null>(null);

  const locate = () => {
    if (!("geolocation" in navigator)) {
      setError("unsupported");
      return;
    }
    setLocating(true);
    setError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        // About 100 m is plenty for sorting, and keeps shared links from pinpointing a home.
        const round = (n: number) => Math.round(n * 1000) / 1000;
        onLocated({ lat: round(position.coords.latitude), lng: round(position.coords.longitude) });
      },
      (failure) => {
        setLocating(false);
        setError(failure.code === failure.PERMISSION_DENIED ? "denied" : "unavailable");
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return { locate, locating, error, clearError: () => setError(null) };
}

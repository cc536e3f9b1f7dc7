import { useEffect, useState } from "react";

/** True once the window is scrolled `threshold` px or more; re-renders only when that flips. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY >= threshold);
    // Reading scrollY forces a layout: right after a page's first commit that is a layout of the whole new
    // page inside React's task (hundreds of ms on a slow phone). The next frame lays the page out anyway.
    const frame = requestAnimationFrame(update);
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
    };
  }, [threshold]);
  return past;
}

import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";

/**
 * Renders its children only once the placeholder comes near the viewport, so the code of sections below
 * the fold (React.lazy inside) is not part of the page's first load.
 */
export function LazySection({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const el = anchor.current;
    if (!el || visible) return;
    if (!("IntersectionObserver" in window)) {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);

  const placeholder = <div ref={anchor} style={{ minHeight }} aria-hidden="true" />;
  return visible ? <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense> : placeholder;
}

import { IconChevronLeft, IconChevronRight } from "@chamak/ui";
import { ActionIcon, Group } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import classes from "./snap-carousel.module.css";

type SnapCarouselProps = {
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Advances by one slide this often until the user interacts; never with reduced motion. */
  autoplayMs?: number;
  slides: readonly { key: string | number; content: ReactNode }[];
};

/** A looping, swipeable row of slides on CSS scroll snap, with previous/next buttons. */
export function SnapCarousel({ label, previousLabel, nextLabel, autoplayMs, slides }: SnapCarouselProps) {
  const viewport = useRef<HTMLUListElement>(null);
  const reduceMotion = useReducedMotion();
  const [interacted, setInteracted] = useState(false);
  const [hovered, setHovered] = useState(false);

  const step = useCallback((direction: 1 | -1) => {
    const el = viewport.current;
    const first = el?.firstElementChild as HTMLElement | null;
    if (!el || !first) return;
    const gap = Number.parseFloat(getComputedStyle(el).columnGap) || 0;
    const width = first.offsetWidth + gap;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    const atStart = el.scrollLeft <= 4;
    if (direction === 1 && atEnd) el.scrollTo({ left: 0 });
    else if (direction === -1 && atStart) el.scrollTo({ left: el.scrollWidth });
    else el.scrollBy({ left: direction * width });
  }, []);

  useEffect(() => {
    if (!autoplayMs || reduceMotion || interacted || hovered || slides.length < 2) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) step(1);
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplayMs, reduceMotion, interacted, hovered, slides.length, step]);

  const stop = () => setInteracted(true);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onPointerDown={stop}
      onKeyDown={stop}
      onFocus={stop}
      onWheel={stop}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <ul ref={viewport} className={classes.viewport}>
        {slides.map((slide, index) => (
          <li
            key={slide.key}
            className={classes.slide}
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${slides.length}`}
          >
            {slide.content}
          </li>
        ))}
      </ul>
      <Group justify="center" gap="sm">
        <ActionIcon
          variant="default"
          radius="xl"
          size="lg"
          aria-label={previousLabel}
          onClick={() => {
            stop();
            step(-1);
          }}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          radius="xl"
          size="lg"
          aria-label={nextLabel}
          onClick={() => {
            stop();
            step(1);
          }}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
    </section>
  );
}

import { Box, Group, Text, UnstyledButton } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useT } from "../../lib/i18n";
import { CarArt } from "./car-art";
import classes from "./hero.module.css";

const SLIDES = [
  { variant: "foam", caption: "slideFoam" },
  { variant: "interior", caption: "slideInterior" },
  { variant: "pickDrop", caption: "slidePickDrop" },
] as const;

/** The legacy hero slider's timing: a new slide every 3 s, faded in over 1 s (see the CSS). */
const AUTOPLAY_MS = 3000;

/** Illustrated slides that advance on their own (not with reduced motion, and not while hovered or focused). */
export function HeroSlider() {
  const t = useT("home");
  const reduceMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (reduceMotion || paused) return;
    const timer = window.setInterval(() => setCurrent((n) => (n + 1) % SLIDES.length), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [reduceMotion, paused]);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t("slidesLabel")}
      className={classes.slider}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={classes.slides}>
        {SLIDES.map((slide, index) => (
          <figure
            key={slide.variant}
            className={classes.slide}
            data-active={index === current || undefined}
            data-variant={slide.variant}
            aria-roledescription="slide"
            aria-label={t("slideOf", { n: index + 1, total: SLIDES.length })}
            aria-hidden={index !== current}
          >
            <div className={classes.art}>
              <CarArt variant={slide.variant} />
            </div>
            <Text component="figcaption" className={classes.caption}>
              {t(slide.caption)}
            </Text>
          </figure>
        ))}
      </div>
      <Group gap={0} justify="center" mt="sm">
        {SLIDES.map((slide, index) => (
          <UnstyledButton
            key={slide.variant}
            className={classes.dot}
            data-active={index === current || undefined}
            aria-label={t("showSlide", { n: index + 1 })}
            aria-current={index === current}
            onClick={() => setCurrent(index)}
          />
        ))}
      </Group>
    </Box>
  );
}

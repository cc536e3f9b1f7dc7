import { BrandLogo } from "@chamak/ui";
import { AnchorLink } from "@chamak/web-client";
import { Burger, Container, Group } from "@mantine/core";
import { Link, useLocation } from "@tanstack/react-router";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useT } from "../../lib/i18n";
import { LanguageSwitch, LanguageToggle } from "./language-switch";
import classes from "./site-header.module.css";
import { MAIN_LINKS, SERVICE_LINKS } from "./site-links";
import { useScrolledPast } from "./use-scrolled-past";
import { UserMenu } from "./user-menu";

// The small-screen menu loads when the menu button is about to be used (pointer on it, a touch, focus).
const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/** The nav turns solid, with a shadow, once the page is scrolled this far (legacy behaviour). */
const SCROLLED_AT_PX = 500;

export function SiteHeader() {
  const t = useT("layout");
  const scrolled = useScrolledPast(SCROLLED_AT_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setMenuOpen(false), []);
  const dismiss = useCallback(() => {
    setMenuOpen(false);
    burger.current?.focus();
  }, []);
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={classes.header} data-scrolled={scrolled || undefined}>
      <Container size="xl" className={classes.bar}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <AnchorLink to="/" underline="never" aria-label={t("homeLabel")}>
            <BrandLogo />
          </AnchorLink>
          <Group component="nav" aria-label={t("mainNav")} gap="sm" wrap="nowrap" visibleFrom="lg">
            {SERVICE_LINKS.map((link) => (
              <Link key={link.key} to="/car-wash-shopping" search={{ q: link.q }} className={classes.navLink}>
                {t(link.key)}
              </Link>
            ))}
            {MAIN_LINKS.map((link) => (
              <Link key={link.key} to={link.to} className={classes.navLink}>
                {t(link.key)}
              </Link>
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap" visibleFrom="lg">
            <LanguageSwitch />
            <UserMenu variant="bar" />
          </Group>
          <Group gap="xs" wrap="nowrap" hiddenFrom="lg">
            <LanguageToggle />
            <Burger
              ref={burger}
              opened={menuOpen}
              onClick={() => setMenuOpen((open) => !open)}
              onPointerEnter={() => void loadMobileMenu()}
              onPointerDown={() => void loadMobileMenu()}
              onFocus={() => void loadMobileMenu()}
              aria-label={menuOpen ? t("closeMenu") : t("openMenu")}
              aria-expanded={menuOpen}
              aria-controls="site-menu"
            />
          </Group>
        </Group>
      </Container>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu id="site-menu" onClose={close} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </header>
  );
}

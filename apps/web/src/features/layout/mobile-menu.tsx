import { Divider, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useT } from "../../lib/i18n";
import { LanguageSwitch } from "./language-switch";
import classes from "./site-header.module.css";
import { MAIN_LINKS, SERVICE_LINKS } from "./site-links";
import { UserMenu } from "./user-menu";

/** The small-screen menu: a panel under the bar (a disclosure, no overlay), closed with Escape. */
type MobileMenuProps = {
  id: string;
  /** A link or action was chosen. */
  onClose(): void;
  /** Escape: close and give focus back to the menu button. */
  onDismiss(): void;
};

export function MobileMenu({ id, onClose, onDismiss }: MobileMenuProps) {
  const t = useT("layout");
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDismiss();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onDismiss]);

  return (
    <div id={id} ref={panel} className={classes.mobilePanel}>
      <Stack gap="md" p="md">
        <nav aria-label={t("mainNav")}>
          {MAIN_LINKS.map((link) => (
            <Link key={link.key} to={link.to} className={classes.drawerLink} onClick={onClose}>
              {t(link.key)}
            </Link>
          ))}
          <Text mt="sm" size="xs" tt="uppercase" fw={700} c="gray.7" mb={4} px={12}>
            {t("services")}
          </Text>
          {SERVICE_LINKS.map((link) => (
            <Link
              key={link.key}
              to="/car-wash-shopping"
              search={{ q: link.q }}
              className={classes.drawerLink}
              onClick={onClose}
            >
              {t(link.key)}
            </Link>
          ))}
        </nav>
        <Divider />
        <UserMenu variant="stacked" onDone={onClose} />
        <LanguageSwitch />
      </Stack>
    </div>
  );
}

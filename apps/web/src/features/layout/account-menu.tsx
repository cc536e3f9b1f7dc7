import { IconUser } from "@chamak/ui";
import { Button, Menu, type MenuItemProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import type { ComponentPropsWithRef } from "react";
import { useT } from "../../lib/i18n";
import { useSession } from "../auth/use-session";

function MenuItemAnchor(props: MenuItemProps & ComponentPropsWithRef<"a">) {
  return <Menu.Item component="a" {...props} />;
}

/** A menu item that navigates with the router. */
const MenuLink = createLink(MenuItemAnchor);

/**
 * The top bar's account menu, signed in: My bookings, Profile, Sign Out. Loaded when first wanted (UserMenu),
 * so its dropdown's code is not on every page's first load.
 */
export function AccountMenu({ opened }: { opened: boolean }) {
  const t = useT("layout");
  const { signOut } = useSession();
  return (
    <Menu position="bottom-end" defaultOpened={opened} withinPortal={false} width={200}>
      <Menu.Target>
        <Button variant="light" radius="xl" leftSection={<IconUser size={18} />}>
          {t("account")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <MenuLink to="/profile" search={{ tab: "history" }}>
          {t("myBookings")}
        </MenuLink>
        <MenuLink to="/profile">{t("profile")}</MenuLink>
        <Menu.Divider />
        <Menu.Item onClick={signOut}>{t("signOut")}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

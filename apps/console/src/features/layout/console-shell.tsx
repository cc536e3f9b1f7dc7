import { BrandLogo } from "@chamak/ui";
import {
  AppShell,
  Badge,
  Burger,
  Button,
  Group,
  NavLink,
  type NavLinkProps,
  Stack,
  Text,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { createLink, useRouterState } from "@tanstack/react-router";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { useEffect } from "react";
import { useSignOut } from "../auth/use-sign-out";

export type NavItem = {
  to: string;
  label: string;
  /** Also active on deeper paths (e.g. a booking's detail under Bookings). */
  exact?: boolean;
  badge?: number | undefined;
  /** A page outside the console's router (the washer's phone page, its own small app): loaded, not routed to. */
  reloadDocument?: boolean;
};

function MantineNavAnchor(props: Omit<NavLinkProps, "href"> & ComponentPropsWithRef<"a">) {
  return <NavLink component="a" {...props} />;
}
const RouterNavLink = createLink(MantineNavAnchor);

type ConsoleShellProps = {
  nav: readonly NavItem[];
  /** Who is signed in, shown in the header (e.g. the centre's name). */
  who: ReactNode;
  /** A notice above every page, e.g. the centre's application status. */
  banner?: ReactNode;
  /** A choice of what the console works on (a vendor's branches): in the header, and atop the menu on phones. */
  switcher?: ReactNode;
  children: ReactNode;
};

/** The signed-in frame: header with sign-out, the role's navigation (behind a menu button below 992 px), the page. */
export function ConsoleShell({ nav, who, banner, switcher, children }: ConsoleShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { signOut, pending } = useSignOut();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: { base: 260, lg: 230 }, breakpoint: "lg", collapsed: { mobile: !opened } }}
      padding={{ base: "sm", sm: "md", lg: "lg" }}
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: "sm", sm: "md" }} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="lg"
              size="sm"
              aria-label={opened ? "Close navigation" : "Open navigation"}
            />
            <BrandLogo suffix="Console" />
          </Group>
          <Group gap="sm" wrap="nowrap">
            {switcher ? <Group visibleFrom="sm">{switcher}</Group> : null}
            <Stack gap={0} visibleFrom="sm" align="flex-end" maw={320}>
              {who}
            </Stack>
            <Button variant="default" size="sm" px="sm" onClick={() => void signOut()} loading={pending}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label="Console">
        {switcher ? (
          <Stack hiddenFrom="sm" pb="sm">
            {switcher}
          </Stack>
        ) : null}
        <Stack gap={4}>
          {nav.map((item) => (
            <RouterNavLink
              key={item.to}
              to={item.to}
              label={item.label}
              activeOptions={{ exact: item.exact ?? false }}
              reloadDocument={item.reloadDocument ?? false}
              activeProps={{ active: true, "aria-current": "page" }}
              rightSection={
                item.badge ? (
                  <Badge size="sm" color="orange" circle aria-label={`${item.badge} waiting`}>
                    {item.badge}
                  </Badge>
                ) : null
              }
              fw={600}
              style={{ borderRadius: "var(--mantine-radius-md)" }}
            />
          ))}
        </Stack>
        <Stack gap={0} mt="auto" hiddenFrom="sm" pt="md">
          {who}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        <Stack gap="md" maw={1280} mx="auto">
          {banner}
          {children}
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}

export function WhoLine({ primary, secondary }: { primary: string; secondary?: ReactNode }) {
  return (
    <>
      <Text size="sm" fw={700} truncate="end" maw={300}>
        {primary}
      </Text>
      {secondary ? (
        <Text size="xs" c="dimmed" component="div">
          {secondary}
        </Text>
      ) : null}
    </>
  );
}

import { IconUser } from "@chamak/ui";
import { ButtonLink } from "@chamak/web-client";
import { Button, Stack } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { loadTexts, useT } from "../../lib/i18n";
import { useSession } from "../auth/use-session";

// The login form (and its validation) loads only when someone opens it.
const LoginModal = lazy(() => import("../auth/login-modal").then((m) => ({ default: m.LoginModal })));
// The top bar's account menu loads when the pointer or focus comes to its button.
const loadAccountMenu = () => import("./account-menu");
const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));

/** The top bar, signed in: one "My account" button, its menu loaded on the way to it and opened by the click. */
function AccountButton() {
  const t = useT("layout");
  const [wanted, setWanted] = useState<"preload" | "open" | null>(null);
  const trigger = (
    <Button
      variant="light"
      radius="xl"
      leftSection={<IconUser size={18} />}
      loading={wanted === "open"}
      onPointerEnter={() => void loadAccountMenu()}
      onFocus={() => void loadAccountMenu()}
      onClick={() => setWanted("open")}
    >
      {t("account")}
    </Button>
  );
  if (wanted !== "open") return trigger;
  return (
    <Suspense fallback={trigger}>
      <AccountMenu opened />
    </Suspense>
  );
}

type UserMenuProps = {
  /** "bar": compact buttons for the top bar; "stacked": full-width buttons for the mobile menu. */
  variant: "bar" | "stacked";
  /** Called after an item is chosen, e.g. to close the mobile menu. */
  onDone?: () => void;
};

/** Sign in when signed out; My bookings, Profile and Sign Out when signed in (in a menu on the top bar). */
export function UserMenu({ variant, onDone }: UserMenuProps) {
  const t = useT("layout");
  const { signedIn, signOut } = useSession();
  const [loginOpen, setLoginOpen] = useState(false);
  const [loginLoaded, setLoginLoaded] = useState(false);
  const stacked = variant === "stacked";

  if (!signedIn) {
    return (
      <>
        <Button
          onClick={() => {
            setLoginLoaded(true);
            setLoginOpen(true);
          }}
          onMouseEnter={() => {
            // The form's code and texts (its messages included) while the pointer is on its way.
            void import("../auth/login-modal");
            void loadTexts("auth", "errors");
          }}
          leftSection={<IconUser size={18} />}
          variant={stacked ? "filled" : "light"}
          fullWidth={stacked}
          radius="xl"
        >
          {t("signIn")}
        </Button>
        {loginLoaded ? (
          <Suspense fallback={null}>
            <LoginModal
              opened={loginOpen}
              onClose={() => {
                setLoginOpen(false);
                onDone?.();
              }}
            />
          </Suspense>
        ) : null}
      </>
    );
  }

  if (!stacked) return <AccountButton />;
  return (
    <Stack gap="xs">
      <ButtonLink
        to="/profile"
        search={{ tab: "history" }}
        variant="subtle"
        radius="xl"
        fullWidth
        onClick={onDone}
      >
        {t("myBookings")}
      </ButtonLink>
      <ButtonLink
        to="/profile"
        variant="light"
        radius="xl"
        fullWidth
        leftSection={<IconUser size={18} />}
        onClick={onDone}
      >
        {t("profile")}
      </ButtonLink>
      <Button
        variant="default"
        radius="xl"
        fullWidth
        onClick={() => {
          onDone?.();
          signOut();
        }}
      >
        {t("signOut")}
      </Button>
    </Stack>
  );
}

import { IconUser } from "@chamak/ui";
import { ButtonLink } from "@chamak/web-client";
import { Button, Group, Stack } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { loadTexts, useT } from "../../lib/i18n";
import { useSession } from "../auth/use-session";

// The login form (and its validation) loads only when someone opens it.
const LoginModal = lazy(() => import("../auth/login-modal").then((m) => ({ default: m.LoginModal })));

type UserMenuProps = {
  /** "bar": compact buttons for the top bar; "stacked": full-width buttons for the mobile menu. */
  variant: "bar" | "stacked";
  /** Called after an item is chosen, e.g. to close the mobile menu. */
  onDone?: () => void;
};

/** Sign in when signed out; My bookings, Profile and Sign Out when signed in. */
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

  const Wrapper = stacked ? Stack : Group;
  return (
    <Wrapper gap="xs" wrap="nowrap">
      <ButtonLink
        to="/profile"
        search={{ tab: "history" }}
        variant="subtle"
        radius="xl"
        fullWidth={stacked}
        onClick={onDone}
      >
        {t("myBookings")}
      </ButtonLink>
      <ButtonLink
        to="/profile"
        variant="light"
        radius="xl"
        fullWidth={stacked}
        leftSection={<IconUser size={18} />}
        onClick={onDone}
      >
        {t("profile")}
      </ButtonLink>
      <Button
        variant="default"
        radius="xl"
        fullWidth={stacked}
        onClick={() => {
          onDone?.();
          signOut();
        }}
      >
        {t("signOut")}
      </Button>
    </Wrapper>
  );
}

import { Outlet } from "@tanstack/react-router";

/** The sign-in page and the two guarded layouts each draw their own frame. */
export function RootLayout() {
  return <Outlet />;
}

import { Outlet } from "@tanstack/react-router";
import classes from "./root-layout.module.css";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export function RootLayout() {
  return (
    <div className={classes.page}>
      <SiteHeader />
      <main className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

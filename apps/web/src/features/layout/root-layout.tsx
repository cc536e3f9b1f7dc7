import { Outlet, useRouterState } from "@tanstack/react-router";
import { useLang } from "../../lib/i18n";
import classes from "./root-layout.module.css";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export function RootLayout() {
  const { lang } = useLang();
  // On a first visit the footer waits for the first page: shown at once, it sat under the header while the
  // route's code loaded and was then pushed down, a layout shift Lighthouse measured at up to 0.76.
  const firstPageShown = useRouterState({ select: (state) => state.resolvedLocation !== undefined });
  return (
    <div className={classes.page}>
      <a href="#main" className={classes.skipLink}>
        {lang === "hi" ? "मुख्य सामग्री पर जाएँ" : "Skip to main content"}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      {firstPageShown ? <SiteFooter /> : null}
    </div>
  );
}

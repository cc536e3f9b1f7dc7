import { Outlet } from "@tanstack/react-router";
import { useLang } from "../../lib/i18n";
import classes from "./root-layout.module.css";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export function RootLayout() {
  const { lang } = useLang();
  return (
    <div className={classes.page}>
      <a href="#main" className={classes.skipLink}>
        {lang === "hi" ? "मुख्य सामग्री पर जाएँ" : "Skip to main content"}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

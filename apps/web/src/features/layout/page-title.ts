import { useEffect } from "react";
import { useT } from "../../lib/i18n";

/**
 * The tab's title in the reader's language: "<page> | Chamak", or the site's own title for the home page.
 * Every page with a PageHeader gets it from there; pages without one call this themselves.
 */
export function usePageTitle(page?: string) {
  const t = useT("layout");
  const title = page ? t("titlePage", { page }) : t("titleSite");
  useEffect(() => {
    document.title = title;
  }, [title]);
}

import { VisuallyHidden } from "@mantine/core";
import { LANGS, useLang, useT } from "../../lib/i18n";
import classes from "./site-header.module.css";

/** English / हिन्दी as two toggle buttons; the choice is remembered in localStorage "lang". */
export function LanguageSwitch() {
  const { lang, setLang } = useLang();
  const t = useT("layout");
  return (
    <fieldset className={classes.langSwitch}>
      <VisuallyHidden component="legend">{t("language")}</VisuallyHidden>
      {LANGS.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.value}
          aria-pressed={lang === option.value}
          className={classes.langButton}
          onClick={() => void setLang(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

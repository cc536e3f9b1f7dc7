import { VisuallyHidden } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { LANGS, type Lang, useLang, useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { isSignedIn } from "../auth/session-store";
import classes from "./site-header.module.css";

/** Switches to `next`, and a signed-in customer's WhatsApp messages follow. */
function useSwitchLanguage() {
  const { lang, setLang } = useLang();
  const trpc = useTRPC();
  const remember = useMutation(trpc.notifications.setLanguage.mutationOptions());
  return {
    lang,
    switchTo(next: Lang) {
      void setLang(next);
      if (isSignedIn() && next !== lang) remember.mutate({ lang: next });
    },
  };
}

/**
 * The other language, named in its own script ("हिन्दी" on the English site), on the bar of a small screen
 * where the full switch is inside the menu: a reader of only Hindi finds it without opening an English menu.
 */
export function LanguageToggle() {
  const { lang, switchTo } = useSwitchLanguage();
  const other = LANGS.find((option) => option.value !== lang) ?? LANGS[0];
  if (!other) return null;
  return (
    <button
      type="button"
      lang={other.value}
      className={`${classes.langButton} ${classes.langToggle}`}
      onClick={() => switchTo(other.value)}
    >
      {other.label}
    </button>
  );
}

/**
 * English / हिन्दी as two toggle buttons; the choice is remembered in localStorage "lang", and a signed-in
 * customer's WhatsApp messages follow it (best effort: a centre's or admin's account keeps no such choice).
 */
export function LanguageSwitch() {
  const { lang, switchTo } = useSwitchLanguage();
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
          onClick={() => switchTo(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

import { VisuallyHidden } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { LANGS, useLang, useT } from "../../lib/i18n";
import { useTRPC } from "../../lib/trpc";
import { isSignedIn } from "../auth/session-store";
import classes from "./site-header.module.css";

/**
 * English / हिन्दी as two toggle buttons; the choice is remembered in localStorage "lang", and a signed-in
 * customer's WhatsApp messages follow it (best effort: a centre's or admin's account keeps no such choice).
 */
export function LanguageSwitch() {
  const { lang, setLang } = useLang();
  const t = useT("layout");
  const trpc = useTRPC();
  const remember = useMutation(trpc.notifications.setLanguage.mutationOptions());
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
          onClick={() => {
            void setLang(option.value);
            if (isSignedIn() && option.value !== lang) remember.mutate({ lang: option.value });
          }}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}

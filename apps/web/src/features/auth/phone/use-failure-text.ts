import { httpStatusOf } from "@chamak/web-client";
import { useCallback } from "react";
import { useT } from "../../../lib/i18n";
import { useServerMessage } from "../../forms/field-message";

/** A refused request in the reader's language: the server's message, or "try again" when it never answered. */
export function useFailureText() {
  const t = useT("auth");
  const serverMessage = useServerMessage();
  return useCallback(
    (failure: unknown) =>
      httpStatusOf(failure) === null ? t("somethingWrong") : (serverMessage(failure) ?? t("somethingWrong")),
    [serverMessage, t],
  );
}

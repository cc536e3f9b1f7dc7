import { isForbidden } from "@chamak/web-client";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { useServerMessage } from "../forms/field-message";
import { RouteError } from "../layout/route-error";
import { ForbiddenState } from "./forbidden-state";

/** Error view for signed-in routes: a 403 explains itself, anything else offers a retry. */
export function AccessRouteError(props: ErrorComponentProps) {
  const serverMessage = useServerMessage();
  if (isForbidden(props.error)) return <ForbiddenState message={serverMessage(props.error)} />;
  return <RouteError {...props} />;
}

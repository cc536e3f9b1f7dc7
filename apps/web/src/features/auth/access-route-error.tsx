import { isForbidden, serverMessageOf } from "@chamak/web-client";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { RouteError } from "../layout/route-error";
import { ForbiddenState } from "./forbidden-state";

/** Error view for signed-in routes: a 403 explains itself, anything else offers a retry. */
export function AccessRouteError(props: ErrorComponentProps) {
  if (isForbidden(props.error)) return <ForbiddenState message={serverMessageOf(props.error)} />;
  return <RouteError {...props} />;
}

import { Alert } from "@mantine/core";
import type { ReactNode } from "react";
import "./read-only-view.css";

/**
 * A page the member's role may read but not change: says so (and who may), and shows the page with its controls
 * inert and its buttons and add-forms (`data-edit-only`) left out. With `why` null, the page as it is.
 */
export function ReadOnlyView({ why, children }: { why: string | null; children: ReactNode }) {
  if (why === null) return children;
  return (
    <>
      <Alert color="blue" variant="light" title="View only">
        {why}
      </Alert>
      <fieldset disabled className="read-only-view" aria-label="View only">
        {children}
      </fieldset>
    </>
  );
}

import { type AdminCentre, formatIndiaDate } from "@chamak/contracts";

/** A centre's GSTIN, or that it is not registered under GST and when its owner declared it need not be. */
export function GstRegistration({ centre }: { centre: Pick<AdminCentre, "gstin" | "gstDeclarationAt"> }) {
  if (centre.gstin !== null) {
    return (
      <>
        GSTIN <span style={{ fontFamily: "var(--mantine-font-family-monospace)" }}>{centre.gstin}</span>
      </>
    );
  }
  return centre.gstDeclarationAt
    ? `Unregistered (declaration given ${formatIndiaDate(centre.gstDeclarationAt)})`
    : "Unregistered (no declaration)";
}

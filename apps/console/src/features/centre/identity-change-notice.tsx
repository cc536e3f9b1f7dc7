import type { VendorCentre } from "@chamak/contracts";
import { Alert, Text } from "@mantine/core";

/** What became of the new name or GSTIN the centre asked for: waiting for review, or refused and why. */
export function IdentityChangeNotice({ centre }: { centre: VendorCentre }) {
  const change = centre.identityChange;
  if (!change) return null;
  const verified = `${centre.name} · GSTIN ${centre.gstin}`;
  if (change.status === "pending") {
    return (
      <Alert
        color="yellow"
        variant="light"
        role="status"
        title="Your new name or GST number is being reviewed"
      >
        <Text size="sm">
          Until we approve it, customers and your invoices show {verified}. To withdraw the change, put those
          back and save.
        </Text>
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      role="status"
      title="Your change of name or GST number was not approved"
    >
      <Text size="sm">
        {change.reason ? `Reason: ${change.reason}. ` : ""}Customers and your invoices still show {verified}.
      </Text>
    </Alert>
  );
}

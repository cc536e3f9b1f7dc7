import { SAVED_PROFILE_LIMITS, type SavedAddress } from "@chamak/contracts";
import { Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useT } from "../../../lib/i18n";
import { useTRPC } from "../../../lib/trpc";
import { useSiteLine } from "../../booking/site-details-fields";
import { SavedAddressForm } from "./saved-address-form";
import { addressLine } from "./saved-labels";
import { SavedListCard } from "./saved-list-card";

/** "My addresses": the saved addresses with the default marked; add, edit, make default, delete (asked first). */
export function SavedAddressesCard() {
  const t = useT("profile");
  const siteLine = useSiteLine();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const addresses = trpc.accounts.saved.addresses;
  const replaceList = {
    onSuccess: (list: SavedAddress[]) => queryClient.setQueryData(addresses.list.queryKey(), list),
  };
  return (
    <SavedListCard
      group="addresses"
      limit={SAVED_PROFILE_LIMITS.addresses}
      list={useQuery(addresses.list.queryOptions())}
      setDefault={useMutation(addresses.setDefault.mutationOptions(replaceList))}
      remove={useMutation(addresses.remove.mutationOptions(replaceList))}
      titleOf={(address) => t(`addresses.label_${address.label}`)}
      details={(address) => (
        <>
          <Text size="sm">{addressLine(address)}</Text>
          <Text size="sm" c="dimmed">
            {[address.landmark, address.state, address.zip].filter(Boolean).join(" · ")}
          </Text>
          {siteLine(address.siteDetails) ? (
            <Text size="sm" c="dimmed">
              {siteLine(address.siteDetails)}
            </Text>
          ) : null}
        </>
      )}
      deleteTitle={(address) => t("addresses.deleteTitle", { label: t(`addresses.label_${address.label}`) })}
      form={(address, onDone) => <SavedAddressForm address={address} onDone={onDone} />}
    />
  );
}

import { Button, Group, Modal, Text } from "@mantine/core";
import { useT } from "../../lib/i18n";
import type { CartConflict } from "../cart/cart-rules";

type CartConflictDialogProps = {
  conflict: CartConflict;
  onKeep(): void;
  onNewCart(): void;
};

/** One centre (and one vehicle) per cart: asks before throwing the old cart away. */
export function CartConflictDialog({ conflict, onKeep, onNewCart }: CartConflictDialogProps) {
  const t = useT("centre");
  return (
    <Modal opened={conflict !== null} onClose={onKeep} title={t("conflictTitle")} centered>
      {conflict ? (
        <>
          <Text>
            {conflict.kind === "centre"
              ? t("conflictCentre", { centre: conflict.centreName })
              : t("conflictVehicle", { vehicle: conflict.vehicleType })}
          </Text>
          <Group justify="flex-end" gap="sm" mt="lg">
            <Button variant="default" onClick={onKeep} data-autofocus>
              {t("keepCart")}
            </Button>
            <Button color="orange" onClick={onNewCart}>
              {t("newCart")}
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}

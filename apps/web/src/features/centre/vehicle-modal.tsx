import type { CatalogService } from "@chamak/contracts";
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useT } from "../../lib/i18n";
import { useCategoryName, useVehicleName } from "../catalog/catalog-names";
import { formatPrice } from "../catalog/price";
import type { Vehicle } from "./vehicle-choice";

type VehicleModalProps = {
  service: CatalogService | null;
  current: Vehicle | null;
  /** What confirming would do to the cart (when the cart is from this centre and the vehicle changes). */
  cartEffect(vehicle: Vehicle): { switches: boolean; dropped: string[] };
  onConfirm(vehicle: Vehicle): void;
  onClose(): void;
};

/** 'Select Your Vehicle': the service's vehicle types with their prices. */
export function VehicleModal({ service, current, cartEffect, onConfirm, onClose }: VehicleModalProps) {
  const t = useT("centre");
  const vehicleName = useVehicleName();
  const categoryName = useCategoryName();
  const [slug, setSlug] = useState("");

  useEffect(() => {
    if (!service) return;
    const offered = service.prices.some((p) => p.vehicleTypeSlug === current?.slug);
    setSlug(offered && current ? current.slug : (service.prices[0]?.vehicleTypeSlug ?? ""));
  }, [service, current]);

  const price = service?.prices.find((p) => p.vehicleTypeSlug === slug);
  const chosen: Vehicle | null = price
    ? { id: price.vehicleTypeId, slug: price.vehicleTypeSlug, name: price.vehicleTypeName }
    : null;
  const effect = chosen && chosen.id !== current?.id ? cartEffect(chosen) : { switches: false, dropped: [] };
  const chosenName = chosen ? vehicleName(chosen.slug, chosen.name) : "";

  return (
    <Modal opened={service !== null} onClose={onClose} title={t("modalTitle")} centered>
      {service ? (
        <Stack gap="md">
          <Text fw={600}>
            {categoryName(service.categorySlug, service.categoryName)} – {service.subCategoryName}
          </Text>
          <NativeSelect
            label={t("vehicle")}
            value={slug}
            onChange={(event) => setSlug(event.currentTarget.value)}
            data={service.prices.map((p) => ({
              value: p.vehicleTypeSlug,
              label: vehicleName(p.vehicleTypeSlug, p.vehicleTypeName),
            }))}
            data-autofocus
          />
          <Group justify="space-between">
            <Text c="gray.7">{t("price")}</Text>
            <Text fw={800} fz="xl" c="chamak.9" aria-live="polite">
              {price ? formatPrice(price.pricePaise) : "—"}
            </Text>
          </Group>
          {effect.switches ? (
            <Alert color="blue" variant="light">
              {t("switchNote", { vehicle: chosenName })}
              {effect.dropped.length > 0 ? (
                <Text size="sm" mt={4}>
                  {t("switchDrops", { vehicle: chosenName, services: effect.dropped.join(", ") })}
                </Text>
              ) : null}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button onClick={() => chosen && onConfirm(chosen)} disabled={!chosen}>
              {t("confirm")}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

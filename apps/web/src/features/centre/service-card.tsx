import type { CatalogService } from "@chamak/contracts";
import { IconCheck } from "@chamak/ui";
import { Badge, Button, Card, Group, List, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useT } from "../../lib/i18n";
import { TEAL_BADGE_TEXT } from "../catalog/badge-text";
import { useCategoryName, useVehicleName } from "../catalog/catalog-names";
import { formatPrice } from "../catalog/price";
import { RatingLine } from "../catalog/rating-line";
import { priceFor, type Vehicle } from "./vehicle-choice";

type ServiceCardProps = {
  service: CatalogService;
  vehicle: Vehicle | null;
  inCart: boolean;
  onSelectVehicle(): void;
  onAdd(): void;
};

export function ServiceCard({ service, vehicle, inCart, onSelectVehicle, onAdd }: ServiceCardProps) {
  const t = useT("centre");
  const categoryName = useCategoryName();
  const vehicleName = useVehicleName();
  const price = priceFor(service, vehicle?.id);
  const lowest = Math.min(...service.prices.map((p) => p.pricePaise));
  const title = `${categoryName(service.categorySlug, service.categoryName)} – ${service.subCategoryName}`;
  const headingId = `service-${service.id}`;

  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text size="xs" fw={700} tt="uppercase" c="aqua.9">
              {categoryName(service.categorySlug, service.categoryName)}
            </Text>
            <Title order={3} size="h4" id={headingId}>
              <VisuallyHidden>{categoryName(service.categorySlug, service.categoryName)} – </VisuallyHidden>
              {service.subCategoryName}
            </Title>
          </div>
          <Text fw={800} fz="lg" c="chamak.9" ta="right" style={{ flex: "none" }}>
            {price !== null
              ? formatPrice(price)
              : vehicle
                ? null
                : Number.isFinite(lowest)
                  ? t("fromPrice", { price: formatPrice(lowest) })
                  : null}
          </Text>
        </Group>
        <Group gap="md">
          <RatingLine rating={service.rating} size="xs" />
          <Text size="xs" c="gray.7">
            {service.bookingCount === 1 ? t("bookingsOne") : t("bookings", { count: service.bookingCount })}
          </Text>
          <Text size="xs" c="gray.7">
            {t("minutes", { count: service.durationMinutes })}
          </Text>
        </Group>
        {service.includes.length > 0 ? (
          <div>
            <Text size="sm" fw={600}>
              {t("includes")}
            </Text>
            <List
              size="sm"
              spacing={2}
              icon={<IconCheck size={14} color="var(--mantine-color-aqua-7)" />}
              styles={{ itemWrapper: { alignItems: "center" } }}
            >
              {service.includes.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </div>
        ) : null}
        {vehicle && price === null ? (
          <Text size="sm" c="orange.9">
            {t("notOffered", { vehicle: vehicleName(vehicle.slug, vehicle.name) })}
          </Text>
        ) : null}
        <Group gap="xs" justify="flex-end">
          {vehicle === null ? (
            <Button onClick={onSelectVehicle} aria-label={`${t("selectVehicle")}: ${title}`}>
              {t("selectVehicle")}
            </Button>
          ) : (
            <>
              <Button
                variant="default"
                onClick={onSelectVehicle}
                aria-label={`${t("changeVehicle")}: ${title}`}
              >
                {t("changeVehicle")}
              </Button>
              {inCart ? (
                <Badge
                  size="lg"
                  variant="light"
                  color="teal"
                  c={TEAL_BADGE_TEXT}
                  leftSection={<IconCheck size={12} />}
                >
                  {t("inCart")}
                </Badge>
              ) : price !== null ? (
                <Button onClick={onAdd} aria-label={t("addService", { service: title })}>
                  {t("add")}
                </Button>
              ) : null}
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

import type { SearchResult } from "@chamak/contracts";
import { formatAddress } from "@chamak/contracts";
import { IconMapPin, IconTruck } from "@chamak/ui";
import { ButtonLink } from "@chamak/web-client";
import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useT } from "../../lib/i18n";
import { TEAL_BADGE_TEXT } from "../catalog/badge-text";
import { CentreAvatar } from "../catalog/centre-avatar";
import { formatPrice } from "../catalog/price";
import { RatingLine } from "../catalog/rating-line";
import classes from "./listing.module.css";

type CentreResultCardProps = {
  centre: SearchResult;
  /** The vehicle filter (slug and display name), so the link and the price speak of that vehicle. */
  vehicle: { slug: string; name: string } | null;
};

export function CentreResultCard({ centre, vehicle }: CentreResultCardProps) {
  const t = useT("listing");
  const params = { id: String(centre.id) };
  const search = vehicle ? { vehicleType: vehicle.slug } : {};
  const price =
    centre.fromPricePaise === null
      ? t("noPrice")
      : vehicle
        ? t("fromPriceFor", { price: formatPrice(centre.fromPricePaise), vehicle: vehicle.name })
        : t("fromPrice", { price: formatPrice(centre.fromPricePaise) });
  return (
    <Card withBorder radius="lg" padding="md" className={classes.card} component="article">
      <div className={classes.cardTop}>
        <Link
          to="/car-wash-details/$id"
          params={params}
          search={search}
          tabIndex={-1}
          aria-hidden="true"
          className={classes.avatarBox}
        >
          <CentreAvatar name={centre.name} imageUrl={centre.profileImageUrl} width={360} height={200} fill />
        </Link>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} size="h4" lh={1.25}>
            <Link to="/car-wash-details/$id" params={params} search={search} className={classes.nameLink}>
              {centre.name}
            </Link>
          </Title>
          <Group gap={4} wrap="nowrap" c="gray.7">
            <IconMapPin size={14} style={{ flex: "none" }} />
            <Text size="sm" truncate="end">
              {formatAddress(centre.locality, centre.city)}
            </Text>
            {/* The distance is what a place search is about: the address gives way on a narrow card, not it. */}
            {centre.distanceKm !== null ? (
              <Text size="sm" style={{ flex: "none" }}>
                · {t("kmAway", { km: centre.distanceKm.toFixed(1) })}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </div>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <RatingLine rating={centre.rating} />
        <Group gap="xs">
          {centre.offersPickDrop ? (
            <Badge variant="light" color="aqua" c={TEAL_BADGE_TEXT} leftSection={<IconTruck size={12} />}>
              {t("pickDropBadge")}
            </Badge>
          ) : null}
          <Text size="xs" c="gray.7">
            {centre.matchingServices === 1
              ? t("matchingOne")
              : t("matching", { count: centre.matchingServices })}
          </Text>
        </Group>
        <Text fw={800} c="chamak.9" mt="auto">
          {price}
        </Text>
        <Group grow gap="xs" wrap="nowrap">
          <ButtonLink
            to="/car-wash-details/$id"
            params={params}
            search={search}
            variant="light"
            px={8}
            aria-label={`${t("viewDetails")}: ${centre.name}`}
          >
            {t("viewDetails")}
          </ButtonLink>
          <ButtonLink
            to="/car-wash-details/$id"
            params={params}
            search={search}
            px={8}
            aria-label={`${t("bookNow")}: ${centre.name}`}
          >
            {t("bookNow")}
          </ButtonLink>
        </Group>
      </Stack>
    </Card>
  );
}

import type { CentreCard } from "@chamak/contracts";
import { formatAddress } from "@chamak/contracts";
import { ButtonLink } from "@chamak/web-client";
import { Card, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useT } from "../../lib/i18n";
import { CentreAvatar } from "../catalog/centre-avatar";
import { RatingLine } from "../catalog/rating-line";

/** One centre in the home page's carousel (ProviderCarousel loads it apart from the page's first load). */
export function CentreSlide({ centre }: { centre: CentreCard }) {
  const t = useT("home");
  return (
    <Card withBorder radius="lg" padding="sm" w="100%">
      <Stack gap={8} h="100%">
        <Link
          to="/car-wash-details/$id"
          params={{ id: String(centre.id) }}
          tabIndex={-1}
          aria-hidden="true"
          style={{ textDecoration: "none" }}
        >
          <CentreAvatar name={centre.name} imageUrl={centre.profileImageUrl} width={240} height={150} />
        </Link>
        <Text fw={700} lineClamp={2} lh={1.25}>
          {centre.name}
        </Text>
        <Text size="xs" c="gray.7" lineClamp={2}>
          {formatAddress(centre.address, centre.city)}
        </Text>
        <RatingLine rating={centre.rating} size="xs" />
        <ButtonLink
          to="/car-wash-details/$id"
          params={{ id: String(centre.id) }}
          size="xs"
          variant="light"
          mt="auto"
          fullWidth
          aria-label={`${t("viewDetails")}: ${centre.name}`}
        >
          {t("viewDetails")}
        </ButtonLink>
      </Stack>
    </Card>
  );
}

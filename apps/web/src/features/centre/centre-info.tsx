import {
  type CentreDetail,
  dateTimeFormat,
  formatAddress,
  formatClock,
  indiaDate,
  weekdayOfDate,
} from "@chamak/contracts";
import { IconClock, IconMapPin, IconPhone, IconTruck } from "@chamak/ui";
import { Badge, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useLang, useT } from "../../lib/i18n";
import { weekdayNameEn } from "../../lib/intl-format";
import { TEAL_BADGE_TEXT } from "../catalog/badge-text";
import { formatPrice } from "../catalog/price";
import { RatingLine } from "../catalog/rating-line";

type InfoItemProps = {
  term: string;
  icon?: ReactNode;
  /** The icon's offset from the top, in px. */
  iconTop?: number;
  /** Shares its line with the next item instead of taking a whole line. */
  inline?: boolean;
  monospace?: boolean;
  children: ReactNode;
};

/**
 * One detail of the centre as dl > div > dt + dd, the only nesting a description list allows; the icon sits
 * inside the term, drawn in the item's left gutter.
 */
function InfoItem({ term, icon, iconTop = 0, inline = false, monospace = false, children }: InfoItemProps) {
  return (
    <div style={{ position: "relative", paddingLeft: icon ? 26 : 0, flexBasis: inline ? "auto" : "100%" }}>
      <Text component="dt" size="xs" c="gray.7" fw={600}>
        {icon ? (
          <span style={{ position: "absolute", left: 0, top: iconTop, display: "flex" }}>{icon}</span>
        ) : null}
        {term}
      </Text>
      <Text component="dd" size="sm" m={0} ff={monospace ? "monospace" : undefined}>
        {children}
      </Text>
    </div>
  );
}

/** Monday first, as Indian calendars usually print the week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

function weekdayName(weekday: number, lang: "en" | "hi"): string {
  if (lang === "en") return weekdayNameEn(weekday);
  // 2023-01-01 was a Sunday.
  return dateTimeFormat("hi-IN", {
    weekday: "long",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(2023, 0, 1 + weekday)));
}

export function CentreInfo({ centre }: { centre: CentreDetail }) {
  const t = useT("centre");
  const { lang } = useLang();
  const todayWeekday = weekdayOfDate(indiaDate(new Date()));
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="centre-about">
      <Stack gap="sm">
        <Title order={2} size="h4" id="centre-about">
          {t("about")}
        </Title>
        <RatingLine rating={centre.rating} size="md" />
        <Text size="sm" c="gray.7">
          {t("bookingsDone", { count: centre.bookingCount })}
        </Text>
        {centre.description ? <Text size="sm">{centre.description}</Text> : null}
        {centre.offersPickDrop ? (
          <Badge
            variant="light"
            color="aqua"
            c={TEAL_BADGE_TEXT}
            leftSection={<IconTruck size={12} />}
            size="lg"
          >
            {centre.pickDropFeePaise
              ? t("pickDropFee", { fee: formatPrice(centre.pickDropFeePaise) })
              : t("pickDropOffered")}
          </Badge>
        ) : null}
        <dl style={{ margin: 0, display: "flex", flexWrap: "wrap", gap: "8px var(--mantine-spacing-lg)" }}>
          <InfoItem term={t("address")} icon={<IconMapPin size={18} />} iconTop={2}>
            {formatAddress(centre.address, centre.zip)}
          </InfoItem>
          <InfoItem term={t("city")} inline>
            {centre.city}
          </InfoItem>
          <InfoItem term={t("state")} inline>
            {centre.state}
          </InfoItem>
          <InfoItem term={t("gstin")} monospace={centre.gstin !== null}>
            {centre.gstin ?? t("gstUnregistered")}
          </InfoItem>
          <InfoItem term={t("phone")} icon={<IconPhone size={18} />} iconTop={10}>
            <a href={`tel:+91${centre.mobile}`}>+91 {centre.mobile}</a>
          </InfoItem>
        </dl>
        <Group gap={8} mt="xs">
          <IconClock size={18} />
          <Title order={3} size="h5">
            {t("openingHours")}
          </Title>
        </Group>
        <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz="sm">
          <Table.Tbody>
            {WEEK_ORDER.map((weekday) => {
              const day = centre.openingHours.find((h) => h.weekday === weekday);
              const isToday = weekday === todayWeekday;
              return (
                <Table.Tr key={weekday} fw={isToday ? 700 : undefined} c={isToday ? "chamak.8" : undefined}>
                  <Table.Th scope="row" fw="inherit">
                    {weekdayName(weekday, lang)}
                    {isToday ? ` (${t("today")})` : ""}
                  </Table.Th>
                  <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                    {!day || day.closed
                      ? t("closed")
                      : `${formatClock(day.opensAt, lang)} – ${formatClock(day.closesAt, lang)}`}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

import type { Profile } from "@chamak/contracts";
import { Avatar, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useT } from "../../lib/i18n";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

/** Name, mobile and address at a glance. */
export function ProfileSideCard({ profile }: { profile: Profile }) {
  const t = useT("profile");
  const rows: [string, string | null][] = [
    [t("mobile"), profile.mobile],
    [t("signInNumber"), profile.phone ? `+91 ${profile.phone}` : null],
    [t("email"), profile.email],
    [t("address"), profile.address],
    [t("city"), profile.city],
    [t("state"), profile.state],
    [t("zip"), profile.zip],
  ];
  return (
    <Paper withBorder radius="md" p="lg" component="aside" aria-label={t("sideTitle")}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <Avatar color="chamak" radius="xl" size="lg" aria-hidden>
          {initials(profile.name)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
            {profile.name}
          </Title>
          <Text size="xs" c="dimmed">
            {t("sideTitle")}
          </Text>
        </div>
      </Group>
      <Stack gap={8} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text
              component="dd"
              size="sm"
              m={0}
              c={value ? undefined : "dimmed"}
              style={{ overflowWrap: "anywhere" }}
            >
              {value || t("notGiven")}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

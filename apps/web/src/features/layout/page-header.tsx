import { IconArrowLeft } from "@chamak/ui";
import { AnchorLink } from "@chamak/web-client";
import { ActionIcon, Anchor, Breadcrumbs, Container, Group, Text, Title } from "@mantine/core";
import { useCanGoBack, useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useT } from "../../lib/i18n";
import classes from "./page-header.module.css";
import { usePageTitle } from "./page-title";

type PageHeaderProps = {
  /** The page's h1 and the last breadcrumb. */
  title: string;
  /** Optional crumbs between Home and the title, e.g. the blog list above a post. */
  trail?: readonly { label: string; to: "/blog-page" | "/car-wash-shopping" }[];
  /** A line under the title. */
  children?: ReactNode;
};

/** Back button, breadcrumb (Home > title) and the page title: the top of every inner page. */
export function PageHeader({ title, trail = [], children }: PageHeaderProps) {
  const t = useT("layout");
  usePageTitle(title);
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const goBack = () => {
    if (canGoBack) router.history.back();
    else void router.navigate({ to: "/" });
  };
  return (
    <div className={classes.band}>
      <Container size="xl" py={{ base: "md", sm: "lg" }}>
        <Group gap="sm" wrap="nowrap" align="center" mb={6}>
          <ActionIcon variant="default" radius="xl" size="lg" onClick={goBack} aria-label={t("back")}>
            <IconArrowLeft size={18} />
          </ActionIcon>
          <Breadcrumbs
            component="nav"
            aria-label={t("breadcrumb")}
            separatorMargin={6}
            classNames={{ root: classes.crumbs, breadcrumb: classes.crumb }}
          >
            <AnchorLink to="/" size="sm">
              {t("home")}
            </AnchorLink>
            {trail.map((crumb) => (
              <AnchorLink key={crumb.to} to={crumb.to} size="sm">
                {crumb.label}
              </AnchorLink>
            ))}
            <Anchor component="span" size="sm" c="gray.7" aria-current="page" underline="never">
              {title}
            </Anchor>
          </Breadcrumbs>
        </Group>
        <Title order={1} fz={{ base: 26, sm: 34 }} c="chamak.9" lh={1.15}>
          {title}
        </Title>
        {children ? (
          <Text c="gray.7" mt={6} maw={720}>
            {children}
          </Text>
        ) : null}
      </Container>
    </div>
  );
}

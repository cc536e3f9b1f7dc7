import { BrandLogo } from "@chamak/ui";
import { Anchor, Container, Group } from "@mantine/core";
import classes from "./root-layout.module.css";
import { AnchorLink } from "./router-links";

export function SiteHeader() {
  return (
    <header className={classes.header}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <AnchorLink to="/" underline="never" aria-label="Chamak Console, home">
            <BrandLogo suffix="Console" />
          </AnchorLink>
          <Group component="nav" aria-label="Main" gap="lg" wrap="nowrap">
            <Anchor href="/" underline="hover" className={classes.navLink}>
              Customer site
            </Anchor>
          </Group>
        </Group>
      </Container>
    </header>
  );
}

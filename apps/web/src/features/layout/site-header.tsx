import { BrandLogo } from "@chamak/ui";
import { Anchor, Container, Group } from "@mantine/core";
import classes from "./root-layout.module.css";
import { AnchorLink } from "./router-links";

export function SiteHeader() {
  return (
    <header className={classes.header}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <AnchorLink to="/" underline="never" aria-label="Chamak, home">
            <BrandLogo />
          </AnchorLink>
          {/* Service, booking and account links join this list as their routes land. */}
          <Group component="nav" aria-label="Main" gap="lg" wrap="nowrap">
            <Anchor href="/console/" underline="hover" className={classes.navLink}>
              For centres
            </Anchor>
          </Group>
        </Group>
      </Container>
    </header>
  );
}

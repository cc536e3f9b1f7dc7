import { Anchor, type AnchorProps, Button, type ButtonProps } from "@mantine/core";
import { createLink, type LinkComponent } from "@tanstack/react-router";
import type { ComponentPropsWithRef } from "react";

type MantineAnchorProps = Omit<AnchorProps, "href"> & ComponentPropsWithRef<"a">;
type MantineButtonProps = Omit<ButtonProps, "href"> & ComponentPropsWithRef<"a">;

function MantineAnchor(props: MantineAnchorProps) {
  return <Anchor {...props} />;
}

function MantineButtonAnchor(props: MantineButtonProps) {
  return <Button component="a" {...props} />;
}

const CreatedAnchorLink = createLink(MantineAnchor);
const CreatedButtonLink = createLink(MantineButtonAnchor);

/** A Mantine Anchor that navigates with the router (typed `to`, preloads on hover). */
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => (
  <CreatedAnchorLink preload="intent" {...props} />
);

/** A Mantine Button that navigates with the router. */
export const ButtonLink: LinkComponent<typeof MantineButtonAnchor> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);

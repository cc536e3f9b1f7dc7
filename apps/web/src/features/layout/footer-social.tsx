import { IconBrandX, IconFacebook, IconInstagram, IconYoutube } from "@chamak/ui";
import { Group } from "@mantine/core";
import classes from "./site-footer.module.css";

const SOCIAL = [
  { name: "Instagram", href: "https://www.instagram.com/chamak.in", Icon: IconInstagram },
  { name: "Facebook", href: "https://www.facebook.com/chamak.in", Icon: IconFacebook },
  { name: "X", href: "https://x.com/chamak_in", Icon: IconBrandX },
  { name: "YouTube", href: "https://www.youtube.com/@chamak_in", Icon: IconYoutube },
] as const;

export function FooterSocial({ label }: { label: string }) {
  return (
    <Group gap="xs" component="ul" aria-label={label} style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {SOCIAL.map(({ name, href, Icon }) => (
        <li key={name}>
          <a
            className={classes.social}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={name}
          >
            <Icon size={20} />
          </a>
        </li>
      ))}
    </Group>
  );
}

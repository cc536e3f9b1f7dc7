import type { ReactNode, SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { size?: number | string };

/** A 24×24 line icon. Decorative unless given an aria-label; the text next to it carries the meaning. */
function SvgIcon({
  size = 20,
  filled = false,
  children,
  ...props
}: IconProps & { filled?: boolean; children: ReactNode }) {
  const labelled = props["aria-label"] !== undefined;
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) unless the caller passes an aria-label, then role="img"
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? "none" : "currentColor"}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      role={labelled ? "img" : undefined}
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function IconUser(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1" />
    </SvgIcon>
  );
}
export function IconChevronLeft(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m15 6-6 6 6 6" />
    </SvgIcon>
  );
}
export function IconChevronRight(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m9 6 6 6-6 6" />
    </SvgIcon>
  );
}
export function IconChevronDown(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m6 9 6 6 6-6" />
    </SvgIcon>
  );
}
export function IconArrowLeft(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M19 12H5m6 6-6-6 6-6" />
    </SvgIcon>
  );
}
export function IconArrowUp(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 19V5m-6 6 6-6 6 6" />
    </SvgIcon>
  );
}
export function IconSearch(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m21 21-5-5" />
    </SvgIcon>
  );
}
export function IconFilter(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 5h16l-6 8v6l-4-2v-4z" />
    </SvgIcon>
  );
}
export function IconMapPin(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="10" r="3" />
      <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
    </SvgIcon>
  );
}
export function IconNavigation(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m3 11 18-8-8 18-2-8z" />
    </SvgIcon>
  );
}
export function IconMail(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </SvgIcon>
  );
}
export function IconPhone(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </SvgIcon>
  );
}
export function IconClock(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 3" />
    </SvgIcon>
  );
}
export function IconCalendar(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="4" y="5" width="16" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M4 11h16" />
    </SvgIcon>
  );
}
export function IconTruck(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
      <path d="M5 17H3V6a1 1 0 0 1 1-1h9v12m-4 0h6m4 0h2v-6h-8m0-5h5l3 5" />
    </SvgIcon>
  );
}
export function IconPlus(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 5v14m-7-7h14" />
    </SvgIcon>
  );
}
export function IconMinus(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 12h14" />
    </SvgIcon>
  );
}
export function IconTrash(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 7h16m-10 4v6m4-6v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </SvgIcon>
  );
}
export function IconCheck(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m5 12 5 5L20 7" />
    </SvgIcon>
  );
}
export function IconShield(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />
      <path d="m9 12 2 2 4-4" />
    </SvgIcon>
  );
}
export function IconDroplet(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 3s-6 6.5-6 11a6 6 0 0 0 12 0c0-4.5-6-11-6-11z" />
    </SvgIcon>
  );
}
export function IconLeaf(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 21c.5-4.5 2.5-8 7-10M9 18c6.2 0 10.5-3.3 11-14C9 4 5 7.5 5 12c0 2 .9 4 4 6" />
    </SvgIcon>
  );
}
export function IconSparkles(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M16 18a2 2 0 0 1 2 2 2 2 0 0 1 2-2 2 2 0 0 1-2-2 2 2 0 0 1-2 2zm0-12a2 2 0 0 1 2 2 2 2 0 0 1 2-2 2 2 0 0 1-2-2 2 2 0 0 1-2 2zM9 18a6 6 0 0 1 6-6 6 6 0 0 1-6-6 6 6 0 0 1-6 6 6 6 0 0 1 6 6z" />
    </SvgIcon>
  );
}
export function IconStar(props: IconProps) {
  return (
    <SvgIcon filled {...props}>
      <path d="m12 17.3-6.2 3.6 1.6-7L2 9.2l7.1-.6L12 2l2.9 6.6 7.1.6-5.4 4.7 1.6 7z" />
    </SvgIcon>
  );
}
export function IconInstagram(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="4" y="4" width="16" height="16" rx="4" />
      <circle cx="12" cy="12" r="3.5" />
      <path d="M16.5 7.5v.01" />
    </SvgIcon>
  );
}
export function IconFacebook(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M7 10v4h3v7h4v-7h3l1-4h-4V8a1 1 0 0 1 1-1h3V3h-3a5 5 0 0 0-5 5v2z" />
    </SvgIcon>
  );
}
export function IconX(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m4 4 16 16M20 4 4 20" />
    </SvgIcon>
  );
}
export function IconBrandX(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m4 4 11.7 16H20L8.3 4zm0 16 6.8-6.8m2.4-2.4L20 4" />
    </SvgIcon>
  );
}
export function IconYoutube(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </SvgIcon>
  );
}

import classes from "./centre-avatar.module.css";

type CentreAvatarProps = {
  name: string;
  imageUrl: string | null;
  /** Pixel size of the image the browser should reserve (it scales with its box). */
  width?: number;
  height?: number;
  /** Fill the parent box (which sets the size and ratio) instead of the default 16:10 block. */
  fill?: boolean;
};

const HUES = [210, 175, 195, 160, 225, 190];

/** The centre's photo, lazy-loaded at a fixed ratio; without one, its initials on a brand gradient. */
export function CentreAvatar({ name, imageUrl, width = 320, height = 200, fill = false }: CentreAvatarProps) {
  if (imageUrl) {
    return (
      <img
        className={classes.image}
        data-fill={fill || undefined}
        src={imageUrl}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join("")
    .toUpperCase();
  const hue = HUES[[...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % HUES.length] ?? 210;
  return (
    <div
      className={classes.placeholder}
      data-fill={fill || undefined}
      style={{ "--hue": hue } as React.CSSProperties}
      aria-hidden="true"
    >
      <span>{initials}</span>
    </div>
  );
}

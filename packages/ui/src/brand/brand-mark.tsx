import { useId } from "react";

type BrandMarkProps = { size?: number };

/** The Chamak mark: a water drop with a shine. Decorative; pair it with the word mark. */
export function BrandMark({ size = 28 }: BrandMarkProps) {
  // React ids contain characters that are awkward inside url(#...); keep letters, digits, - and _.
  const gradientId = `chamak-mark-${useId().replace(/[^\w-]/g, "")}`;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="6" y1="2" x2="26" y2="30" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="var(--mantine-color-aqua-5)" />
          <stop offset="1" stopColor="var(--mantine-color-chamak-8)" />
        </linearGradient>
      </defs>
      <path
        d="M16 2.5C16 2.5 5.5 13.6 5.5 20.2a10.5 10.5 0 0 0 21 0C26.5 13.6 16 2.5 16 2.5Z"
        fill={`url(#${gradientId})`}
      />
      <path
        d="M12.2 17.2c-1.3 1.6-1.8 3.2-1.5 4.9"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        opacity="0.85"
      />
      <path
        d="M22.5 5.5l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9z"
        fill="var(--mantine-color-aqua-4)"
      />
    </svg>
  );
}

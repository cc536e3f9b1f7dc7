/** Line drawings of the six shortcut vehicles, 96×56, in the current text colour. */
const BODIES: Record<string, string> = {
  hatchback: "M10 40v-8q0-4 4-5l12-3 12-11q3-2 7-2h20q5 0 8 4l9 12q4 1 4 5v8z",
  sedan: "M6 40v-7q0-4 4-5l16-3 12-10q3-2 7-2h18q5 0 8 3l10 9 9 2q4 1 4 5v8z",
  suv: "M8 40V24q0-3 3-4l10-2 8-9q2-2 5-2h34q4 0 6 3l8 9q4 1 4 5v16z",
  pickup: "M6 40V27h40V14q0-3 3-3h18q4 0 6 3l8 11q5 1 5 5v10z",
  truck: "M4 40V9q0-2 2-2h52v33zm54 0V18h18q3 0 5 3l8 11v8z",
  bus: "M4 40V12q0-4 4-4h78q4 0 5 4l2 10v18z",
};

const WINDOWS: Record<string, string> = {
  hatchback: "M30 24l9-8h14v8zm27 0v-8h10l6 8z",
  sedan: "M30 23l9-7h15v7zm28 0v-7h12l8 7z",
  suv: "M24 20l6-7h15v7zm25 0v-7h18l6 7z",
  pickup: "M52 25V15h14l7 10z",
  truck: "M62 22h14l6 9H62z",
  bus: "M10 14h12v10H10zm16 0h12v10H26zm16 0h12v10H42zm16 0h12v10H58zm16 0h12v10H74z",
};

const WHEELS: Record<string, readonly number[]> = {
  hatchback: [26, 72],
  sedan: [24, 76],
  suv: [26, 72],
  pickup: [22, 74],
  truck: [18, 40, 76],
  bus: [20, 76],
};

export function VehicleArt({ slug, className }: { slug: string; className?: string }) {
  const body = BODIES[slug] ?? BODIES.sedan;
  return (
    <svg viewBox="0 0 96 56" className={className} aria-hidden="true" focusable="false" fill="none">
      <path
        d={body}
        fill="currentColor"
        fillOpacity="0.12"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d={WINDOWS[slug] ?? ""} fill="currentColor" fillOpacity="0.35" />
      {(WHEELS[slug] ?? [24, 72]).map((cx) => (
        <circle key={cx} cx={cx} cy="42" r="7" fill="#fff" stroke="currentColor" strokeWidth="3" />
      ))}
    </svg>
  );
}

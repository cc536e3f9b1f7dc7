/** Flat illustrations for the hero slides: a car with foam, with sparkles inside, or beside a map pin. */
type CarArtProps = { variant: "foam" | "interior" | "pickDrop" };

const BODY = { foam: "#035fc6", interior: "#0aab97", pickDrop: "#e8590c" } as const;

function Car({ color }: { color: string }) {
  return (
    <g>
      <ellipse cx="168" cy="158" rx="128" ry="9" fill="rgb(0 0 0 / 0.12)" />
      <path
        d="M44 128q0-20 20-24l42-7 30-30q8-8 20-8h66q13 0 21 9l28 30 24 6q14 4 14 18v12q0 7-7 7H51q-7 0-7-7z"
        fill={color}
      />
      <path d="M114 97l26-25q5-4 12-4h28v29z" fill="#dbeafe" />
      <path d="M188 68h34q10 0 16 8l20 21h-70z" fill="#dbeafe" />
      <rect x="280" y="112" width="14" height="7" rx="3" fill="#fde68a" />
      <rect x="48" y="116" width="10" height="6" rx="3" fill="#fca5a5" />
      <path d="M120 112h150" stroke="rgb(255 255 255 / 0.35)" strokeWidth="3" strokeLinecap="round" />
      {[100, 248].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="140" r="22" fill="#1f2937" />
          <circle cx={cx} cy="140" r="10" fill="#cbd5e1" />
        </g>
      ))}
    </g>
  );
}

const SPARKLE = "M0-12l3 9 9 3-9 3-3 9-3-9-9-3 9-3z";

export function CarArt({ variant }: CarArtProps) {
  return (
    <svg viewBox="0 0 340 180" width="100%" height="100%" aria-hidden="true" focusable="false">
      <Car color={BODY[variant]} />
      {variant === "foam"
        ? [
            [70, 92, 14],
            [98, 78, 10],
            [150, 56, 12],
            [210, 50, 9],
            [262, 82, 13],
            [290, 96, 8],
            [126, 64, 7],
          ].map(([cx, cy, r]) => (
            <circle
              key={`${cx}-${cy}`}
              cx={cx}
              cy={cy}
              r={r}
              fill="rgb(255 255 255 / 0.75)"
              stroke="#9fc5f3"
              strokeWidth="2"
            />
          ))
        : null}
      {variant === "interior"
        ? [
            [150, 40],
            [226, 34],
            [300, 70],
          ].map(([x, y]) => (
            <path key={`${x}-${y}`} d={SPARKLE} transform={`translate(${x} ${y})`} fill="#fcc419" />
          ))
        : null}
      {variant === "pickDrop" ? (
        <g transform="translate(290 18)">
          <path d="M0 0a20 20 0 0 1 20 20c0 15-20 36-20 36S-20 35-20 20A20 20 0 0 1 0 0z" fill="#035fc6" />
          <circle cx="0" cy="20" r="7" fill="#fff" />
        </g>
      ) : null}
    </svg>
  );
}

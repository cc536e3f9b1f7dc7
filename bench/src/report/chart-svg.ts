// A small grouped bar chart as SVG, written by hand (no charting library): one group per endpoint, one bar
// per data size, a dashed reference line (a target), values printed above the bars.

export interface BarGroup {
  label: string;
  /** One value per series (NaN: not measured). */
  values: number[];
}

export interface Panel {
  title: string;
  unit: string;
  groups: BarGroup[];
  /** A target drawn as a dashed line, with its label. */
  reference?: { value: number; label: string };
  /** Bars above this are cut at it (drawn hatched, labelled with their value), so one outlier does not flatten the rest. */
  cap?: number;
}

const COLOURS = ["#2f6fb0", "#e08a2c", "#3a9a5b", "#b0413e", "#7a5aa6"];
const WIDTH = 960;
const PANEL_HEIGHT = 300;
const LEFT = 60;
const RIGHT = 20;
const TOP = 40;
const BOTTOM = 90;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

const format = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));

function panel(p: Panel, series: readonly string[], offsetY: number): string[] {
  const out: string[] = [];
  const plotW = WIDTH - LEFT - RIGHT;
  const plotH = PANEL_HEIGHT - TOP - BOTTOM;
  const cap = p.cap ?? Number.POSITIVE_INFINITY;
  const values = p.groups.flatMap((g) => g.values).filter(Number.isFinite);
  const top = Math.max(...values.map((v) => Math.min(v, cap)), p.reference?.value ?? 0);
  const max = top >= cap ? cap * 1.1 : niceMax(top * 1.1);
  const y = (v: number) => offsetY + TOP + plotH - (v / max) * plotH;
  out.push(
    `<text x="${LEFT}" y="${offsetY + 22}" font-size="15" font-weight="bold">${escapeXml(p.title)}</text>`,
  );
  for (let i = 0; i <= 4; i++) {
    const v = (max * i) / 4;
    out.push(
      `<line x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${y(v)}" y2="${y(v)}" stroke="#ddd"/>`,
      `<text x="${LEFT - 6}" y="${y(v) + 4}" font-size="11" text-anchor="end">${format(v)}${p.unit}</text>`,
    );
  }
  const groupW = plotW / Math.max(1, p.groups.length);
  const barW = Math.min(28, (groupW * 0.8) / Math.max(1, series.length));
  p.groups.forEach((group, gi) => {
    const x0 = LEFT + gi * groupW + (groupW - barW * series.length) / 2;
    group.values.forEach((v, si) => {
      if (!Number.isFinite(v)) return;
      const x = x0 + si * barW;
      const shown = Math.min(v, cap);
      const clipped = v > cap;
      out.push(
        `<rect x="${x.toFixed(1)}" y="${y(shown).toFixed(1)}" width="${(barW - 2).toFixed(1)}" height="${(y(0) - y(shown)).toFixed(1)}" fill="${COLOURS[si % COLOURS.length]}"${clipped ? ' stroke="#000" stroke-dasharray="3 2"' : ""}><title>${escapeXml(`${group.label}, ${series[si]}: ${format(v)}${p.unit}`)}</title></rect>`,
        `<text x="${(x + barW / 2 - 1).toFixed(1)}" y="${(y(shown) - 3).toFixed(1)}" font-size="9" text-anchor="middle"${clipped ? ' font-weight="bold"' : ""}>${clipped ? "▲" : ""}${format(v)}</text>`,
      );
    });
    const cx = LEFT + gi * groupW + groupW / 2;
    const ly = offsetY + TOP + plotH + 14;
    out.push(
      `<text x="${cx.toFixed(1)}" y="${ly}" font-size="11" text-anchor="end" transform="rotate(-25 ${cx.toFixed(1)} ${ly})">${escapeXml(group.label)}</text>`,
    );
  });
  if (p.reference) {
    const ry = y(p.reference.value);
    out.push(
      `<line x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${ry}" y2="${ry}" stroke="#b0413e" stroke-dasharray="6 4"/>`,
      `<text x="${WIDTH - RIGHT}" y="${ry - 4}" font-size="11" text-anchor="end" fill="#b0413e">${escapeXml(p.reference.label)}</text>`,
    );
  }
  out.push(`<line x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${y(0)}" y2="${y(0)}" stroke="#333"/>`);
  return out;
}

/** The whole chart: panels stacked vertically, one legend entry per series (data size). */
export function renderChart(title: string, series: readonly string[], panels: readonly Panel[]): string {
  const height = 40 + panels.length * PANEL_HEIGHT;
  const legend = series.map(
    (name, i) =>
      `<rect x="${LEFT + i * 90}" y="30" width="12" height="12" fill="${COLOURS[i % COLOURS.length]}"/><text x="${LEFT + i * 90 + 16}" y="40" font-size="12">${escapeXml(name)}</text>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="${LEFT}" y="20" font-size="16" font-weight="bold">${escapeXml(title)}</text>`,
    ...legend,
    ...panels.flatMap((p, i) => panel(p, series, 40 + i * PANEL_HEIGHT)),
    "</svg>",
    "",
  ].join("\n");
}

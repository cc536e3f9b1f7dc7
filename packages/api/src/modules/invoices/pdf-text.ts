import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * Text in an invoice's PDF, in Noto Sans (Latin, with ₹ from its Latin Extended part) and Noto Sans Devanagari,
 * embedded from @fontsource. A PDF font has the glyphs of one file, so text is cut into runs by the font that
 * has its characters, and each run is measured and drawn in its own; lines are wrapped here, at spaces.
 */

/**
 * The subset files of each face; pdfkit's fontkit reads them and embeds the glyphs used. WOFF, not WOFF2:
 * fontkit 2 decodes WOFF2's transformed glyph table wrongly when it subsets, and the embedded fonts come out
 * broken (browsers' font sanitiser refuses them and draws nothing); WOFF keeps the glyph table as it is.
 */
const FONT_FILES = {
  latin: "@fontsource/noto-sans/files/noto-sans-latin-{w}-normal.woff",
  latinExt: "@fontsource/noto-sans/files/noto-sans-latin-ext-{w}-normal.woff",
  deva: "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-{w}-normal.woff",
} as const;
type Face = keyof typeof FONT_FILES;
const WEIGHTS = { regular: "400", bold: "700" } as const;
type Weight = keyof typeof WEIGHTS;

let fontData: Map<string, Buffer> | undefined;

/** The font files by pdfkit font name ("latin-bold"), read once. */
export function invoiceFonts(): Map<string, Buffer> {
  if (fontData) return fontData;
  const require = createRequire(import.meta.url);
  const data = new Map<string, Buffer>();
  for (const [face, pattern] of Object.entries(FONT_FILES)) {
    for (const [weight, css] of Object.entries(WEIGHTS)) {
      data.set(`${face}-${weight}`, readFileSync(require.resolve(pattern.replace("{w}", css))));
    }
  }
  fontData = data;
  return data;
}

const inRange = (cp: number, ranges: readonly (readonly [number, number])[]) =>
  ranges.some(([from, to]) => cp >= from && cp <= to);

const DEVANAGARI = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
] as const;
const LATIN_EXTENDED = [
  [0x0100, 0x02ba],
  [0x02bd, 0x02c5],
  [0x02c7, 0x02cc],
  [0x02ce, 0x02d7],
  [0x02dd, 0x02ff],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1eff],
  [0x20a0, 0x20ab],
  [0x20ad, 0x20c0],
  [0x2113, 0x2113],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
] as const;

function faceOf(cp: number): Face {
  if (inRange(cp, DEVANAGARI)) return "deva";
  if (inRange(cp, LATIN_EXTENDED)) return "latinExt";
  return "latin";
}

export interface TextRun {
  font: string;
  text: string;
}

/** Text cut into runs of one font each; a space stays in the run it follows (every face has one). */
export function textRuns(text: string, weight: Weight = "regular"): TextRun[] {
  const runs: { face: Face; text: string }[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0x20;
    const last = runs[runs.length - 1];
    const face = cp === 0x20 && last ? last.face : faceOf(cp);
    if (last && last.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs.map((run) => ({ font: `${run.face}-${weight}`, text: run.text }));
}

/** What of pdfkit's document the drawing below uses. */
export interface PdfCanvas {
  font(name: string): this;
  fontSize(size: number): this;
  fillColor(color: string): this;
  widthOfString(text: string): number;
  text(text: string, x: number, y: number, options: { lineBreak: boolean }): this;
}

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

export const lineHeight = (style: TextStyle) => style.size * 1.4;

export function widthOf(doc: PdfCanvas, text: string, style: TextStyle): number {
  doc.fontSize(style.size);
  return textRuns(text, style.bold ? "bold" : "regular").reduce(
    (width, run) => width + doc.font(run.font).widthOfString(run.text),
    0,
  );
}

/** One line of text at (x, y), aligned in `width` when given. Answers the y below it. */
export function drawLine(
  doc: PdfCanvas,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  box?: { width: number; align: "left" | "right" | "center" },
): number {
  const width = box && box.align !== "left" ? widthOf(doc, text, style) : 0;
  let cursor =
    !box || box.align === "left"
      ? x
      : box.align === "right"
        ? x + box.width - width
        : x + (box.width - width) / 2;
  doc.fontSize(style.size).fillColor(style.color ?? "#1a1a1a");
  for (const run of textRuns(text, style.bold ? "bold" : "regular")) {
    doc.font(run.font).text(run.text, cursor, y, { lineBreak: false });
    cursor += doc.widthOfString(run.text);
  }
  return y + lineHeight(style);
}

/** Text wrapped at spaces to `width`; a word longer than the width is cut. */
export function wrapText(doc: PdfCanvas, text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(doc, candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (widthOf(doc, line, style) > width && line.length > 1) {
        const chars = [...line];
        let cut = chars.length - 1;
        while (cut > 1 && widthOf(doc, chars.slice(0, cut).join(""), style) > width) cut -= 1;
        lines.push(chars.slice(0, cut).join(""));
        line = chars.slice(cut).join("");
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Wrapped text from (x, y). Answers the y below it. */
export function drawParagraph(
  doc: PdfCanvas,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle,
): number {
  let next = y;
  for (const line of wrapText(doc, text, width, style)) next = drawLine(doc, line, x, next, style);
  return next;
}

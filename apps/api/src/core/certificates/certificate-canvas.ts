import {
  beginText,
  closePath,
  drawEllipsePath,
  endText,
  fill,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setCharacterSpacing,
  setFillingRgbColor,
  setFontAndSize,
  setLineWidth,
  setStrokingRgbColor,
  setTextMatrix,
  showText,
  StandardFontEmbedder,
  StandardFonts,
  stroke,
  type PDFOperator,
} from 'pdf-lib';

/**
 * Drawing for the certificate, as raw content-stream operators: pdf-lib's standard fonts (nothing
 * to ship or embed) measured and encoded without a document, text fitting (shrink, wrap, cut),
 * shapes. The page's font resources are named F1…F6 in advance, so operators built here can go
 * into any document that declares them (`Canvas.fontResources()`).
 */

export type Rgb = readonly [number, number, number];

export const FONTS = {
  sans: StandardFonts.Helvetica,
  sansBold: StandardFonts.HelveticaBold,
  serif: StandardFonts.TimesRoman,
  serifBold: StandardFonts.TimesRomanBold,
  serifItalic: StandardFonts.TimesRomanItalic,
  serifBoldItalic: StandardFonts.TimesRomanBoldItalic,
} as const;
export type FontKey = keyof typeof FONTS;
/** pdf-lib's StandardFonts values are the embedder's font names under another enum. */
type FontName = Parameters<typeof StandardFontEmbedder.for>[0];
/** One embedder per font for the process: widths and WinAnsi encoding, no document needed. */
const EMBEDDERS = Object.fromEntries(
  Object.entries(FONTS).map(([k, name]) => [
    k,
    StandardFontEmbedder.for(name as unknown as FontName),
  ]),
) as Record<FontKey, StandardFontEmbedder>;
const CHARSET = new Set(EMBEDDERS.sans.encoding.supportedCodePoints);

/**
 * Text the standard fonts can draw: characters WinAnsi has are kept, accented letters it lacks
 * lose the accent (ā → a), anything else (other scripts, emoji) is left out. Names in other
 * scripts would need an embedded Unicode font (not shipped).
 */
export function clean(value: string): string {
  let out = '';
  for (const ch of value) {
    if (CHARSET.has(ch.codePointAt(0)!)) {
      out += ch;
      continue;
    }
    const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
    if (base && [...base].every((c) => CHARSET.has(c.codePointAt(0)!))) out += base;
    else if (/\s/.test(ch)) out += ' ';
  }
  return out.replace(/\s+/g, ' ').trim();
}

export type TextOpts = { font: FontKey; size: number; color?: Rgb; spacing?: number };
type DrawOpts = TextOpts & { align?: 'center' | 'left'; angle?: number };

export function textWidth(s: string, o: TextOpts): number {
  return (
    EMBEDDERS[o.font].widthOfTextAtSize(s, o.size) + (o.spacing ?? 0) * Math.max(0, s.length - 1)
  );
}

/** Splits cleaned text into lines no wider than `width` (a word longer than that is cut). */
export function wrap(s: string, width: number, o: TextOpts): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, o) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, o) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), o) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The first step [size, max lines] at which the text fits in `width`; past the last step, its
 * lines are cut and the last one ends with an ellipsis.
 */
export function fit(s: string, width: number, font: FontKey, steps: [number, number][]) {
  for (const [size, maxLines] of steps) {
    const lines = wrap(s, width, { font, size });
    if (lines.length <= maxLines) return { size, lines };
  }
  const [size, maxLines] = steps[steps.length - 1]!;
  const lines = wrap(s, width, { font, size }).slice(0, maxLines);
  lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/.{0,2}$/, '')}...`;
  return { size, lines };
}

/** Content-stream operators, with the page's font resource names F1…F6 fixed in advance. */
export class Canvas {
  readonly ops: PDFOperator[] = [];
  private static keys = Object.fromEntries(
    Object.keys(FONTS).map((k, i) => [k, `F${i + 1}`]),
  ) as Record<FontKey, string>;

  static fontResources(): [string, StandardFonts][] {
    return (Object.keys(FONTS) as FontKey[]).map((k) => [Canvas.keys[k], FONTS[k]]);
  }

  /** Draws text starting (align left) or centred at x, turned by `angle` degrees around it. */
  text(value: string, x: number, y: number, o: DrawOpts) {
    const s = clean(value);
    const c = o.color ?? ([0, 0, 0] as const);
    const rad = ((o.angle ?? 0) * Math.PI) / 180;
    const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
    const dx = o.align === 'left' ? 0 : -textWidth(s, o) / 2;
    this.ops.push(
      pushGraphicsState(),
      beginText(),
      setFillingRgbColor(c[0], c[1], c[2]),
      setFontAndSize(Canvas.keys[o.font], o.size),
      setCharacterSpacing(o.spacing ?? 0),
      setTextMatrix(cos, sin, -sin, cos, x + dx * cos, y + dx * sin),
      showText(EMBEDDERS[o.font].encodeText(s)),
      endText(),
      popGraphicsState(),
    );
    return textWidth(s, o);
  }

  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    o: { fill?: Rgb; stroke?: Rgb; width?: number },
  ) {
    this.ops.push(pushGraphicsState());
    if (o.fill) this.ops.push(setFillingRgbColor(...o.fill), rectangle(x, y, w, h), fill());
    if (o.stroke) {
      this.ops.push(setStrokingRgbColor(...o.stroke), setLineWidth(o.width ?? 1));
      this.ops.push(rectangle(x, y, w, h), stroke());
    }
    this.ops.push(popGraphicsState());
  }

  line(x1: number, y1: number, x2: number, y2: number, color: Rgb, width: number) {
    this.ops.push(pushGraphicsState(), setStrokingRgbColor(...color), setLineWidth(width));
    this.ops.push(moveTo(x1, y1), lineTo(x2, y2), stroke(), popGraphicsState());
  }

  circle(x: number, y: number, r: number, o: { fill?: Rgb; stroke?: Rgb; width?: number }) {
    this.ops.push(pushGraphicsState());
    if (o.fill)
      this.ops.push(
        setFillingRgbColor(...o.fill),
        ...drawEllipsePath({ x, y, xScale: r, yScale: r }),
        fill(),
      );
    if (o.stroke) {
      this.ops.push(setStrokingRgbColor(...o.stroke), setLineWidth(o.width ?? 1));
      this.ops.push(...drawEllipsePath({ x, y, xScale: r, yScale: r }), stroke());
    }
    this.ops.push(popGraphicsState());
  }

  diamond(x: number, y: number, r: number, color: Rgb) {
    this.ops.push(pushGraphicsState(), setFillingRgbColor(...color));
    this.ops.push(moveTo(x, y + r), lineTo(x + r, y), lineTo(x, y - r), lineTo(x - r, y));
    this.ops.push(closePath(), fill(), popGraphicsState());
  }

  bytes(): Uint8Array {
    return new TextEncoder().encode(this.ops.map((op) => op.toString()).join('\n'));
  }
}

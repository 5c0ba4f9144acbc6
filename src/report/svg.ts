/**
 * A small SVG chart, written by hand (no library, no network): one line per target, the concurrencies evenly
 * spaced on the x axis in increasing order, a y axis from 0 to a round maximum, a legend, and a <title> on each
 * point that shows its value. With one concurrency only, a line would be a dot: the series are bars side by side.
 * Counts (`integer`) get whole-number ticks.
 */
import { escapeControls } from "../kit/errors.js";

export interface Series {
  name: string;
  points: { x: number; y: number }[];
}

export interface ChartOptions {
  title: string;
  xLabel: string;
  yLabel: string;
  /** Formats a y value for ticks and tooltips. */
  format?: (y: number) => string;
  /** The values are counts: ticks at whole numbers only (0 and 1 when every value is 0). */
  integer?: boolean;
  width?: number;
  height?: number;
}

/** Colours that stay apart for colour-blind readers (Okabe-Ito). */
export const PALETTE = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#F0E442", "#000000"];

/**
 * Dash patterns (SVG stroke-dasharray; "" solid), for charts with more series than PALETTE has colours: series i
 * gets colour i mod 8 and dash i mod 5, so that no two of the first 40 series look alike.
 */
export const DASHES = ["", "6 3", "2 3", "8 3 2 3", "12 4"];

/** How series `i` of `count` is drawn: its colour and, past PALETTE's colours, its dash pattern. */
export function seriesStyle(i: number, count: number): { colour: string; dash: string } {
  return { colour: PALETTE[i % PALETTE.length]!, dash: count > PALETTE.length ? DASHES[i % DASHES.length]! : "" };
}

/** Text for HTML and SVG: its control characters escaped (escapeControls), then `& < > " '` as entities. */
export const escapeXml = (s: string): string =>
  escapeControls(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** A round number at or above `max` (1, 2, 2.5, 5 times a power of ten), for the top of the y axis. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(max));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= max) return m * p;
  return 10 * p;
}

/**
 * The y ticks from 0 to the top of the axis: five steps, or for counts whole-number steps.
 *
 * @example
 * yTicks(0, true) //=> [0, 1]
 * yTicks(3, true) //=> [0, 1, 2, 3]
 * yTicks(12, true) //=> [0, 5, 10, 15]
 * yTicks(7, true) //=> [0, 2, 4, 6, 8]
 * yTicks(943.47, false) //=> [0, 200, 400, 600, 800, 1000]
 */
export function yTicks(max: number, integer = false): number[] {
  if (!integer) {
    const top = niceMax(max);
    return [0, 1, 2, 3, 4, 5].map((i) => (top * i) / 5);
  }
  const top = Math.max(1, Math.ceil(max));
  if (top <= 5) return Array.from({ length: top + 1 }, (_, i) => i);
  // a whole step of 1, 2 or 5 times a power of ten, at least a fifth of the top
  const p = 10 ** Math.floor(Math.log10(top / 5));
  const step = [1, 2, 5, 10].map((k) => Math.max(1, k * p)).find((k) => k >= top / 5)!;
  return Array.from({ length: Math.ceil(top / step) + 1 }, (_, i) => i * step);
}

export function lineChart(series: Series[], o: ChartOptions): string {
  const width = o.width ?? 640;
  const height = o.height ?? 320;
  const m = { top: 36, right: 16, bottom: 48, left: 72 };
  const plotW = width - m.left - m.right;
  const legendRows = series.length;
  const plotH = height - m.top - m.bottom;
  const fmt = o.format ?? ((y: number) => String(Math.round(y * 100) / 100));
  const xs = [...new Set(series.flatMap((s) => s.points.map((p) => p.x)))].sort((a, b) => a - b);
  const ticks = yTicks(Math.max(0, ...series.flatMap((s) => s.points.map((p) => p.y))), o.integer);
  const yMax = ticks[ticks.length - 1]!;
  const bars = xs.length === 1;
  const xPos = (x: number): number => m.left + (bars ? plotW / 2 : (xs.indexOf(x) / (xs.length - 1)) * plotW);
  const yPos = (y: number): number => m.top + plotH - (y / yMax) * plotH;
  const parts: string[] = [];
  const totalHeight = height + legendRows * 18 + 8;
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" role="img" width="${width}" height="${totalHeight}" viewBox="0 0 ${width} ${totalHeight}" font-family="sans-serif" font-size="12">`,
    `<title>${escapeXml(o.title)}</title>`,
    `<text x="${width / 2}" y="18" text-anchor="middle" font-size="14" font-weight="bold">${escapeXml(o.title)}</text>`,
  );
  // Grid and y ticks.
  for (const v of ticks) {
    const y = yPos(v);
    parts.push(`<line x1="${m.left}" x2="${m.left + plotW}" y1="${y.toFixed(1)}" y2="${y.toFixed(1)}" stroke="#ddd"/>`);
    parts.push(`<text x="${m.left - 6}" y="${(y + 4).toFixed(1)}" text-anchor="end">${escapeXml(fmt(v))}</text>`);
  }
  for (const x of xs) {
    const px = xPos(x);
    parts.push(`<line x1="${px.toFixed(1)}" x2="${px.toFixed(1)}" y1="${m.top + plotH}" y2="${m.top + plotH + 4}" stroke="#333"/>`);
    parts.push(`<text x="${px.toFixed(1)}" y="${m.top + plotH + 18}" text-anchor="middle">${x}</text>`);
  }
  parts.push(`<line x1="${m.left}" x2="${m.left + plotW}" y1="${m.top + plotH}" y2="${m.top + plotH}" stroke="#333"/>`);
  parts.push(`<line x1="${m.left}" x2="${m.left}" y1="${m.top}" y2="${m.top + plotH}" stroke="#333"/>`);
  parts.push(`<text x="${m.left + plotW / 2}" y="${m.top + plotH + 38}" text-anchor="middle">${escapeXml(o.xLabel)}</text>`);
  parts.push(`<text transform="translate(16 ${m.top + plotH / 2}) rotate(-90)" text-anchor="middle">${escapeXml(o.yLabel)}</text>`);
  series.forEach((s, i) => {
    const { colour, dash } = seriesStyle(i, series.length);
    const dashed = dash ? ` stroke-dasharray="${dash}"` : "";
    const patterned = series.length > PALETTE.length;
    const pts = [...s.points].sort((a, b) => a.x - b.x);
    if (bars) {
      // one concurrency: a bar per series, side by side around the x tick
      const slot = Math.min(48, (plotW * 0.8) / series.length);
      for (const p of pts) {
        const left = xPos(p.x) - (slot * series.length) / 2 + i * slot;
        parts.push(
          `<rect class="bar" data-series="${escapeXml(s.name)}" x="${(left + slot * 0.1).toFixed(1)}" y="${yPos(p.y).toFixed(1)}" width="${(slot * 0.8).toFixed(1)}" height="${(m.top + plotH - yPos(p.y)).toFixed(1)}" fill="${colour}"${patterned ? ` stroke="#333" stroke-width="1.5"${dashed}` : ""}><title>${escapeXml(`${s.name}, ${o.xLabel} ${p.x}: ${fmt(p.y)}`)}</title></rect>`,
        );
      }
    } else if (pts.length > 1) {
      const d = pts.map((p, k) => `${k === 0 ? "M" : "L"}${xPos(p.x).toFixed(1)} ${yPos(p.y).toFixed(1)}`).join(" ");
      parts.push(`<path class="series" data-series="${escapeXml(s.name)}" d="${d}" fill="none" stroke="${colour}" stroke-width="2"${dashed}/>`);
    }
    for (const p of bars ? [] : pts) {
      parts.push(
        `<circle class="point" cx="${xPos(p.x).toFixed(1)}" cy="${yPos(p.y).toFixed(1)}" r="3.5" fill="${colour}"><title>${escapeXml(`${s.name}, ${o.xLabel} ${p.x}: ${fmt(p.y)}`)}</title></circle>`,
      );
    }
    const ly = height + 4 + i * 18;
    if (patterned) parts.push(`<line class="swatch" x1="${m.left}" x2="${m.left + 24}" y1="${ly + 2}" y2="${ly + 2}" stroke="${colour}" stroke-width="2"${dashed}/>`);
    else parts.push(`<rect x="${m.left}" y="${ly}" width="14" height="4" fill="${colour}"/>`);
    parts.push(`<text class="legend" x="${m.left + (patterned ? 30 : 20)}" y="${ly + 6}">${escapeXml(s.name)}</text>`);
  });
  parts.push("</svg>");
  return parts.join("\n");
}

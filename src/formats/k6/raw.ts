import type { K6Line, Printed } from "../../../grammars/k6/parser.js";
import { lineIndex } from "../../normalize/line-index.js";
import { lineAround } from "../../normalize/line-around.js";
import { setPlaces } from "../../kit/places.js";

/** Where a metric or check is: the 1.x subsection, the group or scenario it is printed under. */
export interface K6Place {
  section?: string;
  group?: string;
  scenario?: string;
}

export interface K6RawMetric extends K6Place {
  name: string;
  tags?: string;
  mark?: string;
  values: string[];
}

export interface K6RawCheck extends K6Place {
  name: string;
  mark: string;
  /** The words after `↳` on the line after a failed check. */
  details?: string[];
}

/** One k6 summary as printed: every value a string. */
export interface K6RawSummary {
  format: "k6";
  startLine: number;
  endLine: number;
  layout: "legacy" | "grouped";
  script?: string;
  output?: string;
  /** The rest of the `scenarios:` line. */
  scenarios?: string;
  /** The last `running (...)` progress line. */
  run?: string;
  thresholds?: { metric: string; mark: string; source: string; shown?: string }[];
  checks?: K6RawCheck[];
  metrics: K6RawMetric[];
}


const HEADER = /^\s*(execution|script|output|scenarios):\s*(.*?)\s*$/;
export const PROGRESS = /^\s*running \(\S+\), \d+\/\d+ VUs, \d+ complete and \d+ interrupted iterations\s*$/;
const SECTION = /^\s*(HTTP|EXECUTION|NETWORK|CUSTOM|BROWSER|WEBVITALS|GRPC|WEBSOCKET)\s*$/;
const THRESHOLD_METRIC = /^\s*([A-Za-z_][A-Za-z0-9_]*(?:\{[^}\n]*\})?)\s*$/;

/**
 * Groups the grammar's lines into summaries. A summary starts at an `execution:` head, a `█ THRESHOLDS` or `█ TOTAL
 * RESULTS` title, or a metric line the current summary has already (summaries pasted without their heads), once the
 * current summary has metric lines; a progress line then starts one when a summary's lines follow it (a legacy
 * summary prints its last progress line before itself, a 1.x one without a terminal after itself).
 */
export function groupSummaries(lines: K6Line[], text: string, piece?: K6Piece): K6RawSummary[] {
  const lineOf = lineIndex(text);
  const summaries: K6RawSummary[] = [];
  let summary: K6RawSummary | undefined;
  let offsets = new Map<string, number>();
  let place: K6Place = {};
  let inThresholds = false;
  let thresholdMetric: string | undefined;
  let lastMetric: string | undefined;
  const seen = new Set<string>();

  const lineText = (offset: number): string => lineAround(text, offset);
  const restOf = (offset: number): string => {
    const end = text.indexOf("\n", offset);
    return text.slice(offset, end === -1 ? text.length : end).trim();
  };
  /** A summary the piece before began with its progress line (see K6Piece): the first one here goes on with it. */
  let carried = piece?.run;
  let lastFromProgress = false;
  const start = (offset: number): K6RawSummary => {
    summary = { format: "k6", startLine: lineOf(offset), endLine: lineOf(offset), layout: "legacy", metrics: [] };
    if (carried !== undefined) {
      summary.run = carried;
      carried = undefined;
    }
    lastFromProgress = false;
    offsets = new Map();
    setPlaces(summary, offsets);
    summaries.push(summary);
    place = {};
    inThresholds = false;
    thresholdMetric = undefined;
    lastMetric = undefined;
    seen.clear();
    return summary;
  };
  const current = (offset: number): K6RawSummary => {
    const s = summary ?? start(offset);
    s.endLine = lineOf(offset);
    return s;
  };
  const hasMetrics = (): boolean => (summary?.metrics.length ?? 0) > 0;
  /** A summary's own lines follow line i (before another head). */
  const summaryFollows = (i: number): boolean => {
    for (let j = i + 1; j < lines.length; j++) {
      const l = lines[j]!;
      if (l.kind === "metric" || l.kind === "check" || l.kind === "title") return true;
      if (l.kind === "other" && (HEADER.test(lineText(l.offset)) || PROGRESS.test(lineText(l.offset)))) return false;
    }
    // the piece ends before it is decided: the stream cutter cut it at a summary's title (cutter.ts)
    return piece?.more === true;
  };

  lines.forEach((line, i) => {
    switch (line.kind) {
      case "metric": {
        inThresholds = false;
        const leader = line.leader.text.replace(/\.{2,}:$/, "");
        const sub = leader.startsWith("{");
        const name = sub ? (lastMetric ?? "") : leader;
        const tags = sub ? leader.slice(1, -1).trim() : undefined;
        const key = summary?.layout === "grouped" ? `${keyPart(name)}${keyPart(tags)}g${keyPart(place.section)}${keyPart(place.group)}${keyPart(place.scenario)}` : `${keyPart(name)}${keyPart(tags)}`;
        if (seen.has(key)) start(line.offset);
        const s = current(line.offset);
        seen.add(key);
        if (!sub) lastMetric = name;
        const at = s.metrics.length;
        offsets.set(`metrics.${at}`, line.offset);
        // the legacy summary prints its groups' checks, then every metric for the whole test
        // (name, tags, the place, mark, values: built in that order without spreads, k6's hot loop)
        const metric = (tags !== undefined ? { name, tags } : { name }) as K6RawMetric;
        if (s.layout === "grouped") Object.assign(metric, place);
        if (line.mark) metric.mark = line.mark;
        metric.values = line.values.map((v) => v.text);
        s.metrics.push(metric);
        break;
      }
      case "threshold": {
        const s = current(line.offset);
        const at = (s.thresholds ??= []).length;
        offsets.set(`thresholds.${at}`, line.offset);
        const shown = line.values.map((v: Printed) => v.text).join(" ");
        s.thresholds.push({ metric: thresholdMetric ?? "", mark: line.mark, source: line.source.text.slice(1, -1), ...(shown ? { shown } : {}) });
        break;
      }
      case "check": {
        inThresholds = false;
        const s = current(line.offset);
        const at = (s.checks ??= []).length;
        offsets.set(`checks.${at}`, line.offset);
        s.checks.push({ name: restOf(line.nameOffset), ...place, mark: line.mark });
        break;
      }
      case "details": {
        const words = line.words.map((w) => w.text);
        if (words[0] === "GROUP:") {
          place = { ...place, group: restOf(line.words[1]?.offset ?? line.offset) };
          break;
        }
        const check = summary?.checks?.at(-1);
        if (check && check.details === undefined) {
          check.details = words;
          offsets.set(`checks.${summary!.checks!.length - 1}.details`, line.offset);
          summary!.endLine = lineOf(line.offset);
        }
        break;
      }
      case "title": {
        const title = line.restOffset === undefined ? "" : restOf(line.restOffset);
        if ((title === "THRESHOLDS" || title === "TOTAL RESULTS") && (hasMetrics() || (title === "THRESHOLDS" && summary?.thresholds))) start(line.offset);
        const s = current(line.offset);
        inThresholds = title === "THRESHOLDS";
        thresholdMetric = undefined;
        if (title === "TOTAL RESULTS" || title === "THRESHOLDS") {
          s.layout = "grouped";
          place = {};
        } else if (title.startsWith("GROUP: ")) place = { group: title.slice(7) };
        else if (title.startsWith("SCENARIO: ")) place = { scenario: title.slice(10) };
        else place = { group: title };
        break;
      }
      case "other": {
        const t = lineText(line.offset);
        const header = HEADER.exec(t);
        if (header) {
          if (hasMetrics()) start(line.offset);
          const s = current(line.offset);
          const field = header[1] as "execution" | "script" | "output" | "scenarios";
          if (field !== "execution") {
            s[field] = header[2]!;
            offsets.set(field, line.offset);
          }
          break;
        }
        if (PROGRESS.test(t)) {
          const next = hasMetrics() && summaryFollows(i);
          if (next) start(line.offset);
          lastFromProgress = next;
          const s = current(line.offset);
          s.run = t.trim();
          offsets.set("run", line.offset);
          break;
        }
        const section = SECTION.exec(t);
        if (section && summary?.layout === "grouped") {
          place = { ...(place.group ? { group: place.group } : {}), ...(place.scenario ? { scenario: place.scenario } : {}), section: section[1]! };
          break;
        }
        const metric = inThresholds ? THRESHOLD_METRIC.exec(t) : null;
        if (metric) thresholdMetric = metric[1]!;
        break;
      }
    }
  });
  // a summary begun by the piece's last progress line, whose lines are in the next piece: carried to it
  if (piece !== undefined) {
    piece.run = undefined;
    const last = summaries.at(-1);
    if (piece.more && lastFromProgress && last !== undefined && last.metrics.length === 0 && !last.checks && !last.thresholds && summaries.length > 1) {
      summaries.pop();
      piece.run = last.run;
    }
  }
  return summaries;
}

/**
 * A piece of a stream (the engine's, cut by cutter.ts): `more` when more of the input follows it; `run` the progress
 * line that began a summary at the end of the piece before (in), or of this piece (out).
 */
export interface K6Piece {
  more: boolean;
  run?: string;
}

/** One part of a metric's key (groupSummaries' `seen`): its length before it, so that no two lists of parts make one key. */
function keyPart(text: string | undefined): string {
  return text === undefined ? "-" : `${text.length}:${text}`;
}

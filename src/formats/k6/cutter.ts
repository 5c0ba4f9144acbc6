import { Cut, type StreamCutter } from "../../kit/format.js";
import { CHECK, CHECK_DETAILS, METRIC, PROGRESS, THRESHOLD, THRESHOLDS, TITLE, TOTAL_RESULTS } from "./lines.js";

/** raw.ts's `HEADER`: a head line (`execution: local`, `script: test.js`, `output: -`, `scenarios: ...`). */
const HEAD_LINE = /^\s*(?:execution|script|output|scenarios):/;

/**
 * The stream cutter: a piece is cut where groupSummaries (raw.ts) starts a new summary, so that a long paste of
 * summaries is read in bounded memory, summary by summary: at a head line (`execution:`...) or a `█ THRESHOLDS` /
 * `█ TOTAL RESULTS` title once the current summary has metric lines (or, for THRESHOLDS, thresholds). A progress line
 * (`running (...)`) after metric lines starts a summary only when a summary's lines follow it (groupSummaries looks
 * ahead, up to a metric, check or title line, or a head or progress line): when a title ends that look-ahead, the
 * piece is cut there, and groupSummaries carries the progress line to the next piece (K6Piece); a head line that ends
 * it is no cut (the piece before would not know).
 *
 * @example
 * const cut = k6Cutter();
 * ["  █ TOTAL RESULTS", "    iterations....: 5", "  █ TOTAL RESULTS"].map((l) => cut.line(l)); //=> [0, 0, 1]
 */
export function k6Cutter(): StreamCutter {
  /** The current summary has metric lines; thresholds. */
  let metrics = false;
  let thresholds = false;
  /** A progress line after metric lines is yet to be decided; nothing but lines of no summary came after it. */
  let progress = false;
  let carried = false;
  /** A threshold line came after that progress line (it is the summary's the progress line begins, if it begins one). */
  let laterThresholds = false;
  return {
    line(line) {
      const title = TITLE.test(line);
      const metric = !title && METRIC.test(line);
      const head = !title && !metric && HEAD_LINE.test(line);
      const threshold = !title && !metric && THRESHOLD.test(line);
      /** The progress line before began a summary (its look-ahead ends at this line), and the piece may be cut here. */
      let fromProgress = false;
      const pending = progress;
      if (progress) {
        if (title || metric || (!threshold && CHECK.test(line))) {
          progress = false;
          metrics = false;
          thresholds = laterThresholds;
          fromProgress = title && carried;
        } else if (head || PROGRESS.test(line)) progress = false;
        else if (threshold || CHECK_DETAILS.test(line) || /^\s*\u21b3/.test(line)) {
          carried = false;
          if (threshold) laterThresholds = true;
        }
      }
      if (metric) {
        metrics = true;
        return Cut.none;
      }
      if (title) {
        if (fromProgress) return Cut.start;
        const total = TOTAL_RESULTS.test(line);
        const thresholdTitle = !total && THRESHOLDS.test(line);
        if ((total || thresholdTitle) && (metrics || (thresholdTitle && thresholds))) {
          metrics = false;
          thresholds = false;
          return Cut.start;
        }
        return Cut.none;
      }
      if (threshold) thresholds = true;
      else if (head) {
        if (metrics) {
          metrics = false;
          thresholds = false;
          // (not after an undecided progress line: see above)
          return pending ? Cut.none : Cut.start;
        }
      } else if (metrics && PROGRESS.test(line)) {
        progress = true;
        carried = true;
        laterThresholds = false;
      }
      return Cut.none;
    },
  };
}

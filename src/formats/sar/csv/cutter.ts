import { Cut, type StreamCutter } from "../../../kit/format.js";
import { CSV_HEADER } from "./raw.js";

/** sadf -d's interrupts header (`# hostname;interval;timestamp;INTR;...`): its rows of one sample make one record. */
const GROUPED_HEADER = /^# ?hostname;interval;timestamp;INTR(?:;|$)/;

/**
 * How the engine cuts sadf -d output: each column header line starts a piece and is given again before the pieces
 * cut inside its activity; a piece may end after any data line (a year of sadf -d is read a batch of lines at a time),
 * except inside the interrupts' lines of one sample (one record: src/formats/sysstat/row-group.ts), where the next
 * sample's first line starts a piece (Cut.next).
 */
export function sarCsvCutter(): StreamCutter {
  let grouped = false;
  /** The host, interval and timestamp of the interrupt lines so far. */
  let sample: string | undefined;
  return {
    line(line) {
      if (CSV_HEADER.test(line)) {
        grouped = GROUPED_HEADER.test(line);
        sample = undefined;
        return Cut.section;
      }
      if (line.trim() === "") return Cut.none;
      if (!grouped) return Cut.mayEnd;
      let end = -1;
      for (let n = 0; n < 3; n++) {
        end = line.indexOf(";", end + 1);
        if (end === -1) break;
      }
      const of = end === -1 ? line : line.slice(0, end);
      if (sample === undefined || of === sample) {
        sample = of;
        return Cut.none;
      }
      sample = of;
      return Cut.next;
    },
  };
}

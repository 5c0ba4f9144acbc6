import { Cut, type StreamCutter } from "../../../kit/format.js";
import { CSV_HEADER } from "./raw.js";

/**
 * How the engine cuts sadf -d output: each column header line starts a piece and is given again before the pieces
 * cut inside its activity; a piece may end after any data line (a year of sadf -d is read a batch of lines at a time).
 */
export function sarCsvCutter(): StreamCutter {
  return {
    line(line) {
      if (CSV_HEADER.test(line)) return Cut.section;
      return line.trim() === "" ? Cut.none : Cut.mayEnd;
    },
  };
}

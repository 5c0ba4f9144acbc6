import { Cut, type StreamCutter } from "../../../kit/format.js";

/**
 * How the engine cuts sadf -p output: a piece starts where a row starts (another host, timestamp or device than the
 * line before, or a field the row already has), so a row's lines are never cut apart; the reader splits further
 * where a field starts another sar table. A row is out when the next one starts (or the input ends).
 */
export function sarTsvCutter(): StreamCutter {
  let last = "";
  let fields = new Set<string>();
  return {
    line(line) {
      const cells = line.split("\t");
      if (cells.length < 5) return Cut.none;
      const where = `${cells[0]}\t${cells[2]}\t${cells[3]}`;
      const field = cells[4]!;
      if (where === last && !fields.has(field)) {
        fields.add(field);
        return Cut.none;
      }
      last = where;
      fields = new Set([field]);
      return Cut.start;
    },
  };
}

import { Cut, type StreamCutter } from "../../../kit/format.js";

/** An interrupt's field in sadf -p (`all`, `cpu0`; `intr/s` before sysstat 12): its item is an interrupt, not a row. */
const INTERRUPT_FIELD = /^(?:all|cpu\d+|intr\/s)$/;

/**
 * How the engine cuts sadf -p output: a piece starts where a row starts (another host, timestamp or device than the
 * line before, or a field the row already has), so a row's lines are never cut apart; the reader splits further
 * where a field starts another sar table. A row is out when the next one starts (or the input ends). The interrupts'
 * lines of one sample are one piece (one record: src/formats/sysstat/row-group.ts): their interrupt does not start one.
 */
export function sarTsvCutter(): StreamCutter {
  let last = "";
  let fields = new Set<string>();
  return {
    line(line) {
      const cells = line.split("\t");
      if (cells.length < 5) return Cut.none;
      const grouped = INTERRUPT_FIELD.test(cells[4]!);
      const where = grouped ? `${cells[0]}\t${cells[2]}\t\u0000interrupts` : `${cells[0]}\t${cells[2]}\t${cells[3]}`;
      const field = grouped ? `${cells[3]}\t${cells[4]}` : cells[4]!;
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

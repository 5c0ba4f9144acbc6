/**
 * sadf -p (sysstat's "parseable" output of a data file): tab-separated `host interval timestamp device field value`
 * lines, read with the grammar kit's delimited lines (grammars/kit/delimited.ts); what the cells mean to sar is
 * src/formats/sar/tsv/. This folder keeps the syntax diagram.
 */
import { delimitedGrammar } from "../kit/delimited.js";

export const sarTsvGrammar = delimitedGrammar("\t");

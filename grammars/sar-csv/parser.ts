/**
 * sadf -d (sysstat's "database" output of a data file): `;`-separated lines, `# hostname;interval;timestamp;...` column
 * header lines and `host;interval;timestamp;values...` rows, read with the grammar kit's delimited lines
 * (grammars/kit/delimited.ts); what the cells mean to sar is src/formats/sar/csv/. This folder keeps the syntax diagram.
 */
import { delimitedGrammar } from "../kit/delimited.js";

export const sarCsvGrammar = delimitedGrammar(";");

import { keyValueGrammar, keyValueTokens, type KeyValueLine } from "../kit/key-value.js";

/*
 * lighttpd mod_status `?auto` pages, alone or in a monitoring log: the key-value page skeleton of grammars/kit (fields,
 * timestamp lines, curl -i heads, curl errors, HTML lines). Where a page starts and which field is what is the
 * format's page rule (src/formats/lighttpd-status/raw.ts).
 */
export type LighttpdStatusLine = KeyValueLine;

/** The lighttpd-status grammar, built once on first use and reused for every input. */
export const lighttpdStatusGrammar = keyValueGrammar();

export const lighttpdStatusTokens = keyValueTokens;

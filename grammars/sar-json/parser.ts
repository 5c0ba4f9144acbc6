/**
 * sadf -j is read with the one JSON grammar every JSON source shares (grammars/kit/json.ts); what its values mean to
 * sar is src/formats/sar-json/. This folder keeps the syntax diagram (diagram.html).
 */
export { jsonGrammar as sarJsonGrammar } from "../kit/json.js";

/**
 * What a k6 summary's lines look like (internal/js/summary.js, summary-legacy.js, internal/cmd/ui.go), written once
 * for detection, extract and the stream cutter. Leading blanks are allowed everywhere.
 */

/** `     http_req_duration..............: avg=...`, `   ✓ http_req_failed....: 0.00%`, `       { expected_response:true }...: ...` */
export const METRIC = /^\s*(?:[\u2713\u2717] )?(?:[A-Za-z_][A-Za-z0-9_]*|\{[^}\n]*\})\.{2,}: \S/;
/** `     ✓ status is 200` */
export const CHECK = /^\s*[\u2713\u2717] \S/;
/** `      ↳  93% — ✓ 93 / ✗ 7` */
export const CHECK_DETAILS = /^\s*\u21b3 {1,2}\d+% \u2014 \u2713 \d+ \/ \u2717 \d+\s*$/;
/** `  █ TOTAL RESULTS`, `  █ THRESHOLDS`, `  █ GROUP: name`, `  █ SCENARIO: name`, `     █ setup` */
export const TITLE = /^\s*\u2588 \S/;
/** `  █ TOTAL RESULTS` (1.x) */
export const TOTAL_RESULTS = /^\s*\u2588 TOTAL RESULTS\s*$/;
/** `  █ THRESHOLDS` (1.x) */
export const THRESHOLDS = /^\s*\u2588 THRESHOLDS\s*$/;
/** `    ✓ 'p(95)<500' p(95)=51` */
export const THRESHOLD = /^\s*[\u2713\u2717] '[^'\n]*'/;
/** `    HTTP`, `    EXECUTION`, ... (1.x subsections) */
export const SECTION = /^\s*(?:HTTP|EXECUTION|NETWORK|CUSTOM|BROWSER|WEBVITALS|GRPC|WEBSOCKET)\s*$/;
/** `     execution: local`, `        script: test.js`, `        output: -`, `     scenarios: (100.00%) 1 scenario, ...` */
export const EXECUTION = /^\s*execution: \S/;
export const HEAD = /^\s*(?:execution|script|output): \S|^\s*scenarios: \(\d+\.\d+%\) \d+ scenarios?, /;
/** `              * default: 10 looping VUs for 10s (gracefulStop: 30s)` */
export const SCENARIO_LINE = /^\s*\* [\w-]+: /;
/** `running (10.0s), 00/80 VUs, 40495 complete and 0 interrupted iterations` */
export const PROGRESS = /^\s*running \(\S+\), \d+\/\d+ VUs, \d+ complete and \d+ interrupted iterations\s*$/;
/** `default ✓ [======================================] 80 VUs  10s`, `default   [  70% ] 120 VUs  14.0s/20s` */
export const PROGRESS_BAR = /^\s*[\w-]+ +(?:[\u2713\u2717\u2193] )?\[[ =>%\d]*\] /;
/** The logo's lines (`          /\      |‾‾| /‾‾/   /‾‾/`, the 1.x `Grafana` one). */
export const LOGO = /^\s*(?:\/\\|\/ {1,2}\\|\/ +\\|\/ _{10} \\)|\/‾‾\/|‾‾\\|\(‾\)|Grafana +\/‾‾\//;

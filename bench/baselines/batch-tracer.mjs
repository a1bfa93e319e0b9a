// Preload (`node --import`) for an upload or the poster: when each /batch request was made, when its answer's
// headers and end came, and the process's CPU when the first request and the first batch were made and at exit.
// Printed on exit as one JSON line on stderr, prefixed `batch-tracer `, for bench/upload-timeline.ts.
import dc from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';

const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const made = [];
const headers = [];
const ends = [];
const marks = {};
const isBatch = (request) => request.path.split('?')[0].endsWith('/batch');
dc.subscribe('undici:request:create', ({ request }) => {
  marks.firstRequest ??= { at: performance.now(), cpu: cpuMs() };
  if (!isBatch(request)) return;
  marks.firstBatch ??= { at: performance.now(), cpu: cpuMs() };
  made.push(performance.now());
});
dc.subscribe('undici:request:headers', ({ request }) => {
  if (isBatch(request)) headers.push(performance.now());
});
dc.subscribe('undici:request:trailers', ({ request }) => {
  if (isBatch(request)) ends.push(performance.now());
});
process.on('exit', () => {
  marks.exit = { at: performance.now(), cpu: cpuMs() };
  process.stderr.write(`batch-tracer ${JSON.stringify({ marks, made, headers, ends })}\n`);
});

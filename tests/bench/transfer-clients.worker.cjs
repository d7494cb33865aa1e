// The transfer clients of runTransferLoad (bench-support.ts), run in a worker thread as plain
// JavaScript. Each client keeps one keep-alive connection with one request in flight and posts a
// transfer with a fresh Idempotency-Key as soon as the last answer is in. They write HTTP/1.1 on
// a bare socket instead of using fetch, as wrk and pgbench do: fetch cost more CPU per request
// than the server's own work on it, and on a 2-core machine the load generator's CPU is taken
// from the server being measured.
const { parentPort, workerData } = require('node:worker_threads');
const net = require('node:net');

const { baseUrl, token, accountIds, clients, warmupMs, durationMs } = workerData;
const { hostname, port } = new URL(baseUrl);
const measureFrom = performance.now() + warmupMs;
const deadline = measureFrom + durationMs;
const latencies = [];
const statuses = {};
let firstError = null;
let answered = 0;

const pick = () => accountIds[Math.floor(Math.random() * accountIds.length)];
const head = [
  'POST /api/transfers HTTP/1.1',
  `host: ${hostname}:${port}`,
  'content-type: application/json',
  `authorization: Bearer ${token}`,
  'x-tenant-id: demo',
  'connection: keep-alive',
].join('\r\n');

function transferRequest() {
  const from = pick();
  let to = pick();
  while (to === from) to = pick();
  const body = JSON.stringify({
    fromAccountId: from,
    toAccountId: to,
    amountKobo: 1 + Math.floor(Math.random() * 100),
    narration: 'Benchmark transfer',
  });
  return `${head}\r\nidempotency-key: ${crypto.randomUUID()}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

function record(status, text, started) {
  const ended = performance.now();
  answered += 1;
  if (status !== '201' && firstError === null) firstError = `${status} ${text.slice(0, 300)}`;
  if (ended >= measureFrom && ended <= deadline) {
    statuses[status] = (statuses[status] || 0) + 1;
    if (status === '201') latencies.push(ended - started);
  }
}

/** One client until the deadline; resolves when its connection is closed. */
function client() {
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.setNoDelay(true);
    let buffered = Buffer.alloc(0);
    let started = 0;
    const send = () => {
      if (performance.now() >= deadline) {
        socket.end();
        return;
      }
      started = performance.now();
      socket.write(transferRequest());
    };
    socket.on('connect', send);
    // An answer is complete once its headers and content-length bytes of body are in.
    socket.on('data', (chunk) => {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      const headEnd = buffered.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const headers = buffered.toString('latin1', 0, headEnd);
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(headers)?.[1] ?? 0);
      const end = headEnd + 4 + length;
      if (buffered.length < end) return;
      const text = buffered.toString('utf8', headEnd + 4, end);
      buffered = buffered.subarray(end);
      // "HTTP/1.1 201 Created": the status is characters 9 to 11.
      record(headers.slice(9, 12), text, started);
      send();
    });
    socket.on('error', (error) => record('network error', String(error), started));
    socket.on('close', resolve);
  });
}

Promise.all(Array.from({ length: clients }, client)).then(() => {
  parentPort.postMessage({
    statuses,
    latencies: Float64Array.from(latencies),
    firstError,
    answered,
  });
});

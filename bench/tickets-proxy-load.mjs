#!/usr/bin/env node
// The tickets proxy under load (issue 16): `POST /api/tickets-proxy` with `ticketList` and a real ID
// token of a demo user (signed in at the embedded identity provider), on the built product as
// `npm start` runs it, next to the same GraphQL call sent straight to the sandbox's ticketing
// service; and the token verification alone, in this process, with the product's verifier
// (`JoseCallerVerifier`, keys fetched once). The target: verification costs under 10% of a proxied
// call, a proxied call's cost being the product's time per request at full load (1 / req/s).
// `npm run bench` runs it as one of its steps; `node bench/tickets-proxy-load.mjs` runs it alone
// on what is in packages/*/dist (exit 1 when a target is missed, 2 when it could not measure).
process.env.NODE_ENV ??= 'production';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measureLoad } from './load.mjs';
import { startProduct } from './product-server.mjs';
import { loadRow, log, percent, ratio } from './report.mjs';
import { targets, verdict } from './targets.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const clientId = 'kmx-portal';
const demoSubject = 'customer-all-services';
/** What the proxy's `ticketList` with no variables asks the ticketing service. */
const listVariables = {
  ownOnly: false,
  status: null,
  machine: null,
  text: null,
  sort: 'created:desc',
  page: 1,
  pageSize: 20,
};

const built = (path) => import(pathToFileURL(join(root, path)).href);

/** Verifications per second of one token, one after the other, after a warm-up. */
async function verificationRate(verifier, token) {
  for (let round = 0; round < 200; round += 1) await verifier.verify(token);
  const rounds = 3000;
  const started = process.hrtime.bigint();
  for (let round = 0; round < rounds; round += 1) {
    if ((await verifier.verify(token)) === null) throw new Error('the demo token did not verify');
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return rounds / seconds;
}

/** The embedded provider starts once the server listens, a moment after `/healthz` answers. */
async function untilIdentityAnswers(issuer, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      redirect: 'manual',
    });
    await response.arrayBuffer();
    if (response.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the identity provider did not answer at ${issuer} within ${seconds} s`);
}

/**
 * @returns {Promise<{ proxy: object, direct: object, verificationsPerSecond: number,
 *   signatureChecksPerSecond: number }>}
 */
export async function ticketsProxyUnderLoad(rootDirectory = root) {
  const { startSandbox, demoSignIn, demoUsers, sandboxIdentityIssuerPath } = await built(
    'packages/sandbox/dist/index.js',
  );
  const { JoseCallerVerifier, ticketListQuery } = await built('packages/adapters/dist/index.js');
  const dataDirectory = await mkdtemp(join(tmpdir(), 'bench-tickets-'));
  // The ticketing service runs here, so the product calls it over HTTP and the bench can too.
  const sandbox = await startSandbox({ host: '127.0.0.1', dataDirectory });
  try {
    const product = await startProduct(rootDirectory, { TICKETING_URL: sandbox.ticketingUrl });
    try {
      // The product names its origin `localhost` (no PUBLIC_ORIGIN), so its issuer does too.
      const origin = `http://localhost:${new URL(product.origin).port}`;
      const issuer = `${origin}${sandboxIdentityIssuerPath}`;
      await untilIdentityAnswers(issuer);
      const user = demoUsers.find((candidate) => candidate.subject === demoSubject);
      const { idToken } = await demoSignIn({
        issuer,
        clientId,
        redirectUri: `${origin}/en/callback`,
        user,
      });
      const authorization = `Bearer ${idToken}`;
      const proxy = await measureLoad({
        url: `${product.origin}/api/tickets-proxy`,
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ operationName: 'ticketList', variables: {} }),
      });
      const direct = await measureLoad({
        url: sandbox.ticketingUrl,
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', 'x-debug-level': 'none' },
        body: JSON.stringify({ query: ticketListQuery, variables: listVariables }),
      });
      const verifier = (rememberedTokens) =>
        new JoseCallerVerifier({ issuer: () => issuer, audience: clientId, rememberedTokens });
      // As the product runs it (a browser's token checked once, then remembered until it
      // expires), and with the signature checked on every call (each call a new token).
      const verificationsPerSecond = await verificationRate(verifier(undefined), idToken);
      const signatureChecksPerSecond = await verificationRate(verifier(0), idToken);
      return { proxy, direct, verificationsPerSecond, signatureChecksPerSecond };
    } finally {
      await product.stop();
    }
  } finally {
    await sandbox.close();
    await rm(dataDirectory, { recursive: true, force: true });
  }
}

/** The rows and the checks of the tickets proxy, as `check(name, passed, detail)` calls. */
export function reportTicketsProxy(figures, check) {
  const { proxy, direct, verificationsPerSecond, signatureChecksPerSecond } = figures;
  log(loadRow('tickets proxy, ticketList', proxy));
  log(loadRow('ticketing service, direct', direct));
  const verificationMs = 1000 / verificationsPerSecond;
  const signatureCheckMs = 1000 / signatureChecksPerSecond;
  const proxiedCallMs = proxy.rps > 0 ? 1000 / proxy.rps : Infinity;
  const micros = (ms) => `${(ms * 1000).toFixed(ms < 0.01 ? 1 : 0)} µs`;
  log(
    `token verification alone: ${micros(verificationMs)} a call as the product runs it (token remembered), ` +
      `${micros(signatureCheckMs)} with the signature checked (${percent(ratio(signatureCheckMs, proxiedCallMs))} of a call); ` +
      `a proxied call: ${proxiedCallMs.toFixed(2)} ms of the product's time; ` +
      `the proxy runs at ${percent(ratio(proxy.rps, direct.rps))} of the direct call's req/s`,
  );
  check(
    'tickets proxy answers every call',
    proxy.probeStatus === 200 && (proxy.non2xx ?? 0) === 0 && (proxy.errors ?? 0) === 0,
    `status ${proxy.probeStatus}, non-2xx ${proxy.non2xx ?? 0}, errors ${proxy.errors ?? 0} of ${proxy.total}`,
  );
  const share = ratio(verificationMs, proxiedCallMs);
  check(
    `tickets proxy: token verification < ${percent(targets.ticketsProxyMaxVerificationShare)} of a proxied call`,
    direct.probeStatus === 200 && share < targets.ticketsProxyMaxVerificationShare,
    `${percent(share)} (${micros(verificationMs)} of ${proxiedCallMs.toFixed(2)} ms); ` +
      `proxy p99 ${proxy.p99} ms, direct p99 ${direct.p99} ms`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = 0;
  const check = (name, passed, detail) => {
    if (!passed) failed += 1;
    log(`${verdict(passed)}  ${name}: ${detail}`);
  };
  ticketsProxyUnderLoad()
    .then((figures) => {
      reportTicketsProxy(figures, check);
      process.exitCode = failed > 0 ? 1 : 0;
    })
    .catch((error) => {
      console.error(
        `[bench] could not measure: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exitCode = 2;
    });
}

// 200 requests for one page at once against cold caches; afterwards the sandbox's call counter
// says how many upstream calls each query took (the caches should make it one).
export async function coldBurst(sandbox, url, requests = 200) {
  sandbox.resetUpstreamCalls();
  const answers = await Promise.all(
    Array.from({ length: requests }, async () => {
      const response = await fetch(url);
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const statusCodes = {};
  for (const status of answers) statusCodes[status] = (statusCodes[status] ?? 0) + 1;
  return { statusCodes, calls: sandbox.upstreamCalls() };
}

import { startSandbox } from './start-sandbox';

const sandbox = await startSandbox({
  contentPort: Number(process.env['SANDBOX_CONTENT_PORT'] ?? 4001),
});
console.log(`Content service: ${sandbox.contentUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}

import { startSandbox } from './start-sandbox';

const portOf = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const sandbox = await startSandbox({
  ports: {
    content: portOf('SANDBOX_CONTENT_PORT', 4001),
    catalogue: portOf('SANDBOX_CATALOGUE_PORT', 4002),
    ticketing: portOf('SANDBOX_TICKETING_PORT', 4003),
    search: portOf('SANDBOX_SEARCH_PORT', 4004),
    inventory: portOf('SANDBOX_INVENTORY_PORT', 4005),
    wireFlow: portOf('SANDBOX_WIRE_FLOW_PORT', 4006),
  },
  ...(process.env['SANDBOX_DATA_DIR'] && { dataDirectory: process.env['SANDBOX_DATA_DIR'] }),
});
console.log(`Content service:   ${sandbox.contentUrl}`);
console.log(`Catalogue service: ${sandbox.catalogueUrl}`);
console.log(`Ticketing service: ${sandbox.ticketingUrl}`);
console.log(`Search service:    ${sandbox.searchUrl}`);
console.log(`Inventory service: ${sandbox.inventoryUrl}`);
console.log(`Wire-flow service: ${sandbox.wireFlowUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}

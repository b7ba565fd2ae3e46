import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startSandbox } from './start-sandbox';

const portOf = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const dataDirectory = process.env['SANDBOX_DATA_DIR'] ?? join(process.cwd(), '.sandbox-data');
// `--reset-idm`: the identity-management service starts again from its demo data.
if (process.argv.includes('--reset-idm')) rmSync(join(dataDirectory, 'idm.json'), { force: true });

const sandbox = await startSandbox({
  ports: {
    content: portOf('SANDBOX_CONTENT_PORT', 4001),
    catalogue: portOf('SANDBOX_CATALOGUE_PORT', 4002),
    ticketing: portOf('SANDBOX_TICKETING_PORT', 4003),
    search: portOf('SANDBOX_SEARCH_PORT', 4004),
    inventory: portOf('SANDBOX_INVENTORY_PORT', 4005),
    wireFlow: portOf('SANDBOX_WIRE_FLOW_PORT', 4006),
    idm: portOf('SANDBOX_IDM_PORT', 4007),
    formsInbox: portOf('SANDBOX_FORMS_INBOX_PORT', 4008),
  },
  ...(process.env['SANDBOX_CONTENT_TOKEN'] && {
    contentToken: process.env['SANDBOX_CONTENT_TOKEN'],
  }),
  ...(process.env['SANDBOX_IDM_ISSUER'] && { identityIssuer: process.env['SANDBOX_IDM_ISSUER'] }),
  dataDirectory,
});
console.log(`Content service:   ${sandbox.contentUrl}`);
console.log(`Catalogue service: ${sandbox.catalogueUrl}`);
console.log(`Ticketing service: ${sandbox.ticketingUrl}`);
console.log(`Search service:    ${sandbox.searchUrl}`);
console.log(`Inventory service: ${sandbox.inventoryUrl}`);
console.log(`Wire-flow service: ${sandbox.wireFlowUrl}`);
console.log(`IDM service:       ${sandbox.idmUrl}/openidm`);
console.log(
  `Forms inbox:       ${sandbox.formsInboxUrl} (FORMS_URL=${sandbox.formsInboxUrl}/submissions)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}

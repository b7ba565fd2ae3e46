// A free TCP port on loopback, so the bench never collides with `npm start` or other runs.
import { createServer } from 'node:net';

export const loopback = '127.0.0.1';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, loopback, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

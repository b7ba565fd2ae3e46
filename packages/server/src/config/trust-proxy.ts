import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies Express believes about the visitor's address and scheme (`X-Forwarded-For`,
 * `X-Forwarded-Proto`), in the forms its `trust proxy` setting takes: `true` or `false`, a hop
 * count, or addresses, subnets and the names `loopback`, `linklocal`, `uniquelocal`.
 */
export type TrustProxy = boolean | number | readonly string[];

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a subnet (`10.0.0.0/8`, `fd00::/8`, `10.0.0.0/255.0.0.0`) or one of the names. */
function isProxyEntry(entry: string): boolean {
  if (proxyNames.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

/**
 * The `TRUST_PROXY` variable; unset or empty trusts the loopback only, as a start without a load
 * balancer needs. Behind one, name the balancer's addresses (or the hops) so that each visitor
 * counts alone at the password gate and `Secure` follows the forwarded https.
 */
export const trustProxyVariable = z
  .string()
  .trim()
  .transform((text, context): TrustProxy => {
    if (text === '') return ['loopback'];
    if (text === 'true') return true;
    if (text === 'false') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isProxyEntry(entry));
    if (wrong === undefined) return entries;
    context.addIssue({
      code: 'custom',
      message: `must be true, false, a hop count, or addresses, subnets, loopback, linklocal, uniquelocal separated by commas (not "${wrong}")`,
    });
    return z.NEVER;
  });

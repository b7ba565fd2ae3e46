import type { PortalLinks } from '@kmx/domain/view';
import { z } from 'zod';

/** An address a visitor's browser opens: http(s) only, so no `javascript:` reaches a link. */
const linkUrl = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }));

/**
 * The services outside the portal (spec portal 3), each one variable. The defaults are reserved
 * `example.com` addresses standing in for the real services, as the sandbox does for the others.
 */
export const portalLinkVariables = {
  DIRECT_SERVICE_URL: linkUrl.default('https://direct.example.com/'),
  DIRECT_REGISTRATION_URL: linkUrl.default('https://direct.example.com/register'),
  WIRE_FLOW_CLOUD_URL: linkUrl.default('https://wire-flow.example.com/'),
  /** Unset: the portal's own download center (`/{locale}/mykomax/wire-flow`). */
  DOWNLOAD_CENTER_URL: linkUrl.optional(),
  MFP_WIRE_MASTER_URL: linkUrl.default('https://mfp.example.com/wire-master'),
  MFP_MASTER_DATA_URL: linkUrl.default('https://mfp.example.com/master-data'),
};

type PortalLinkValues = Readonly<z.output<z.ZodObject<typeof portalLinkVariables>>>;

/** The configured addresses; the download center may be left to the portal's own page. */
export interface PortalLinkConfig {
  readonly links: Omit<PortalLinks, 'downloadCenter'>;
  /** `undefined`: the portal's own wire-flow page of the visitor's locale. */
  readonly downloadCenter: string | undefined;
}

export function portalLinkConfig(values: PortalLinkValues): PortalLinkConfig {
  return {
    links: {
      komaxDirectService: values.DIRECT_SERVICE_URL,
      komaxDirectRegistration: values.DIRECT_REGISTRATION_URL,
      wireFlowCloud: values.WIRE_FLOW_CLOUD_URL,
      mfpWireMaster: values.MFP_WIRE_MASTER_URL,
      mfpMasterData: values.MFP_MASTER_DATA_URL,
    },
    downloadCenter: values.DOWNLOAD_CENTER_URL,
  };
}

/** Spec portal 3: the status values of a portal service. */
export const portalServiceStatuses = {
  unknown: 'unknown',
  noprocess: 'noprocess',
  unregistered: 'unregistered',
  pending: 'pending',
  active: 'active',
  inactive: 'inactive',
  declined: 'declined',
  comingsoon: 'comingsoon',
} as const;

export type PortalServiceStatus =
  (typeof portalServiceStatuses)[keyof typeof portalServiceStatuses];

/** Spec portal 3: the portal services. */
export const portalServiceNames = {
  komaxDirect: 'komaxDirect',
  serviceTicketing: 'serviceTicketing',
  inventory: 'inventory',
  delegatedAdmin: 'delegatedAdmin',
  artemis: 'artemis',
  mfpWireMaster: 'mfpWireMaster',
  mfpMasterData: 'mfpMasterData',
} as const;

export type PortalServiceName = (typeof portalServiceNames)[keyof typeof portalServiceNames];

/** Spec portal 3: how the wire-flow software (artemis) runs for the user. */
export const artemisUserTypes = {
  unknown: 'unknown',
  onprem: 'onprem',
  cloud: 'cloud',
} as const;

export type ArtemisUserType = (typeof artemisUserTypes)[keyof typeof artemisUserTypes];

/** The status of every portal service for one user; artemis also says how it runs. */
export type PortalServices = Readonly<
  Record<Exclude<PortalServiceName, 'artemis'>, PortalServiceStatus>
> & {
  readonly artemis: PortalServiceStatus;
  readonly artemisUserType: ArtemisUserType;
};

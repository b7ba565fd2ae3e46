export { MfaDevice, groupedSecret } from './MfaDevice';
export type { MfaDeviceProps, MfaFailure, MfaState } from './MfaDevice';
export { TotpQrCode } from './TotpQrCode';
export type { TotpQrCodeProps } from './TotpQrCode';

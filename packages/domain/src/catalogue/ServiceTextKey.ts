/** Spec public-site 3.6: the six benefits and six details of a service product. */
export const serviceTextKeys = [
  'benefit1',
  'benefit2',
  'benefit3',
  'benefit4',
  'benefit5',
  'benefit6',
  'detail1',
  'detail2',
  'detail3',
  'detail4',
  'detail5',
  'detail6',
] as const;

export type ServiceTextKey = (typeof serviceTextKeys)[number];

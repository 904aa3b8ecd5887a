/** The services a member company can offer, as listed in its profile and searched in the directory. */
export const SERVICES = [
  { id: 'sea-freight', label: 'Freight forwarding by sea' },
  { id: 'air-freight', label: 'Freight forwarding by air' },
  { id: 'road-freight', label: 'Freight forwarding by road' },
  { id: 'rail-freight', label: 'Freight forwarding by rail' },
  { id: 'nvocc', label: 'NVOCC' },
  { id: 'customs-brokerage', label: 'Customs brokerage' },
  { id: 'warehousing', label: 'Warehousing' },
  { id: 'project-cargo', label: 'Project cargo' },
  { id: 'dangerous-goods', label: 'Dangerous goods' },
  { id: 'ecommerce-fulfilment', label: 'E-commerce fulfilment' },
  { id: 'insurance', label: 'Cargo insurance' },
] as const;

export type ServiceId = (typeof SERVICES)[number]['id'];
export const SERVICE_IDS = SERVICES.map((service) => service.id) as [ServiceId, ...ServiceId[]];

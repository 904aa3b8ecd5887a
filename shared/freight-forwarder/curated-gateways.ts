/**
 * Container gateways the World Port Index does not list, by UN/LOCODE, although carriers call
 * there and the country guides name them. Each says where its code and its role come from, and
 * the country pages show that beside the row.
 */
export const CURATED_GATEWAYS: Readonly<Record<string, { name: string; source: string }>> = {
  AEKHL: {
    name: 'Khalifa Port',
    source:
      'Code from the UN/LOCODE list (UNECE). Owned and run by AD Ports Group; Abu Dhabi’s container traffic moved here from Mina Zayed when it opened in 2012.',
  },
  GBLGP: {
    name: 'London Gateway',
    source:
      'Code from the UN/LOCODE list (UNECE). Deep-water container port on the Thames estuary, run by DP World since it opened in 2013.',
  },
  NGLKK: {
    name: 'Lekki Deep Sea Port',
    source:
      'Code from the UN/LOCODE list (UNECE). Deep-water port in the Lagos Free Zone, east of Lagos, in commercial operation since 2023.',
  },
  SAKAC: {
    name: 'King Abdullah Port',
    source:
      'Code from the UN/LOCODE list (UNECE). Privately developed port at King Abdullah Economic City, on the Red Sea north of Jeddah.',
  },
  VNCMT: {
    name: 'Cai Mep',
    source:
      'Code from the UN/LOCODE list (UNECE). Deep-water terminals on the Cai Mep–Thi Vai river, south-east of Ho Chi Minh City, where mainline services to Europe and North America call.',
  },
  ZANGQ: {
    name: 'Ngqura',
    source:
      'Code from the UN/LOCODE list (UNECE). Transnet’s deep-water port beside Gqeberha in the Eastern Cape, with a container terminal since 2009.',
  },
};

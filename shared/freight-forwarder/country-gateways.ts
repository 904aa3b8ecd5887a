/**
 * Each landing-page country's main container gateways (by ISO 3166-1 alpha-2 code), in the order
 * the page lists them, by UN/LOCODE as the World Port Index spells them, or as `CURATED_GATEWAYS`
 * has them for a gateway the index lacks. The index's harbour size reflects area and facilities,
 * not container volume, so Long Beach, Felixstowe or Jeddah would be missed by a size filter alone.
 * Only `scripts/generate-country-ports.ts` reads them, so the pages do not carry them.
 */
export const COUNTRY_GATEWAYS: Readonly<Record<string, readonly string[]>> = {
  DE: ['DEHAM', 'DEBRV', 'DEWVN'],
  GR: ['GRPIR', 'GRSKG'],
  NL: ['NLRTM', 'NLAMS', 'NLVLI'],
  ES: ['ESVLC', 'ESALG', 'ESBCN', 'ESBIO'],
  TR: ['TRAMR', 'TRMER', 'TRIZM', 'TRGEM', 'TRIZT'],
  GB: ['GBFXT', 'GBSOU', 'GBLGP', 'GBTIL', 'GBLIV', 'GBIMM'],
  EG: ['EGPSD', 'EGALY', 'EGDAM', 'EGAIS'],
  KE: ['KEMBA', 'KELAU'],
  NG: ['NGLOS', 'NGTIN', 'NGLKK', 'NGONN'],
  SA: ['SAJED', 'SADMM', 'SAKAC'],
  ZA: ['ZADUR', 'ZACPT', 'ZAPLZ', 'ZANGQ', 'ZARCB'],
  AE: ['AEJEA', 'AEKHL', 'AEKLF', 'AESHJ'],
  BD: ['BDCGP', 'BDMGL'],
  CN: ['CNSGH', 'CNNBO', 'CNYTN', 'CNSHK', 'CNQIN', 'CNTXG', 'CNXMG'],
  IN: ['INNSA', 'INMUN', 'INMAA', 'INPAV', 'INIXY', 'INHZA', 'INTUT', 'INKOC'],
  PK: ['PKKHI', 'PKBQM', 'PKGWD'],
  SG: ['SGKEP'],
  VN: ['VNSGN', 'VNCMT', 'VNHPH', 'VNDAD'],
  BR: ['BRSSZ', 'BRPNG', 'BRITJ', 'BRRIG', 'BRSUA', 'BRRIO'],
  US: ['USLAX', 'USLGB', 'USNYC', 'USEWR', 'USSAV', 'USHOU', 'USSEA', 'USTIW', 'USOAK', 'USORF', 'USCHS'],
};

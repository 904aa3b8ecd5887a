/**
 * Invented liner services for the sample schedules: real carriers (FACTS §5) and real ports,
 * made-up service codes, names and rotations. No open dataset of real rotations exists, and
 * these are not copies of any carrier's network.
 *
 * A rotation lists the ports of one round trip in calling order (the loop closes back to the
 * first port). `^` marks the port where the homebound voyage begins; `~NAME` is a sea passage
 * the vessel steams through between two calls (see SEA_PASSAGES), so sailing times follow the
 * sea rather than a straight line across land.
 */
export interface SampleService {
  carrier: string;
  code: string;
  name: string;
  rotation: string;
  /** service speed in knots; feeders run slower than mainliners */
  knots?: number;
  /** departures from the first port each week; shuttles between hubs sail more than weekly */
  perWeek?: number;
}

/** Points ships pass on the way: straits, capes and canals, as [latitude, longitude]. */
export const SEA_PASSAGES: Readonly<Record<string, readonly [number, number]>> = {
  MAL: [6.0, 94.8], // northern end of the Malacca Strait
  DON: [5.6, 80.6], // south of Sri Lanka
  BAB: [12.6, 43.4], // Bab-el-Mandeb
  HOA: [11.8, 51.8], // off Cape Guardafui
  SUE: [29.9, 32.55], // Suez, southern end of the canal
  PSD: [31.35, 32.35], // Port Said, northern end of the canal
  SIC: [37.3, 11.6], // Strait of Sicily
  GIB: [35.95, -5.6], // Strait of Gibraltar
  FIN: [43.3, -9.8], // off Cape Finisterre
  USH: [48.6, -5.6], // off Ushant
  DOV: [51.0, 1.6], // Strait of Dover
  SKA: [57.9, 10.8], // off Skagen
  OER: [55.5, 12.7], // the Sound
  HOR: [26.5, 56.6], // Strait of Hormuz
  SUN: [-6.0, 105.6], // Sunda Strait
  GHP: [-35.2, 19.5], // off the Cape of Good Hope
  ANG: [-15.0, 10.0], // off Angola
  PAW: [8.8, -79.5], // Panama Canal, Pacific entrance
  PAE: [9.4, -79.9], // Panama Canal, Atlantic entrance
  WIN: [20.0, -73.8], // Windward Passage
  FLS: [24.3, -81.2], // Florida Strait
  RCF: [-7.0, -34.0], // off Recife
  ABR: [-18.5, -37.5], // off the Abrolhos bank
  PHL: [12.5, 125.5], // east of the Philippines
  CAR: [-5.0, 153.0], // east of New Ireland
  COR: [-20.0, 155.0], // Coral Sea
  GAB: [-37.7, 150.3], // off Gabo Island
  WIL: [-39.3, 146.5], // off Wilsons Promontory
  DAR: [40.0, 26.2], // the Dardanelles
  BOS: [41.2, 29.1], // the Bosphorus
  MAT: [36.2, 22.5], // off Cape Matapan
  CVE: [16.0, -18.5], // off Cape Verde
  MON: [18.3, -67.9], // Mona Passage
  HAI: [17.0, 110.0], // east of Hainan
  KAR: [-2.0, 108.5], // Karimata Strait
  TAS: [-36.0, 162.0], // Tasman Sea
  KIE: [54.45, 10.25], // Kiel Canal, Baltic end
  MES: [38.2, 15.6], // Strait of Messina
  OTR: [40.2, 18.9], // Strait of Otranto
};

const SUEZ_WEST = '~MAL ~DON ~BAB ~SUE ~PSD ~SIC ~GIB ~FIN ~USH ~DOV';
const SUEZ_EAST = '~DOV ~USH ~FIN ~GIB ~SIC ~PSD ~SUE ~BAB ~DON ~MAL';

export const SAMPLE_SERVICES: readonly SampleService[] = [
  // Asia – North Europe
  {
    carrier: 'MAEU',
    code: 'DRX',
    name: 'Dragon Rhine Express',
    rotation: `CNTAO CNSHA CNNGB CNXMN CNYTN MYTPP ${SUEZ_WEST} NLRTM DEBRV DEHAM ~SKA ^PLGDN ~OER SEGOT ~SKA DEBRV NLRTM ~DOV ~USH ~FIN ~GIB MAPTM ~SIC ~PSD ~SUE ~BAB ~DON ~MAL SGSIN CNYTN`,
  },
  {
    carrier: 'MSCU',
    code: 'SWN',
    name: 'Silk Wind',
    rotation: `KRPUS CNNGB CNSHA CNYTN SGSIN ${SUEZ_WEST} BEANR NLRTM DEHAM ^GBFXT ~DOV ~USH ~FIN PTSIE ~GIB ~SIC ~PSD ~SUE SAJED ~BAB ~DON LKCMB ~MAL SGSIN HKHKG`,
  },
  {
    carrier: 'CMDU',
    code: 'LTN',
    name: 'Lantern Loop',
    rotation: `CNTXG CNDLC CNTAO CNSHA CNNGB CNXMN CNYTN SGSIN ~MAL ~DON ~BAB ~SUE ~PSD ~SIC ~GIB ~FIN ~USH GBSOU ~DOV DEHAM NLRTM BEANR ^FRLEH ~USH ~FIN ~GIB MTMAR ~PSD ~SUE SAJED ~BAB ~DON ~MAL MYPKG SGSIN CNYTN`,
  },
  {
    carrier: 'COSU',
    code: 'JTL',
    name: 'Jade Tulip',
    rotation: `CNSHA CNNGB CNXMN CNSHK SGSIN ${SUEZ_WEST} NLRTM DEHAM BEANR ^GBFXT ~DOV ~USH ~FIN ~GIB ~SIC GRPIR ~PSD ~SUE ~BAB ~DON LKCMB ~MAL SGSIN CNSHK`,
  },
  {
    carrier: 'HLCU',
    code: 'NCR',
    name: 'Northern Crane',
    rotation: `KRPUS CNTAO CNSHA CNNGB CNYTN SGSIN ~MAL ~DON ~BAB ~SUE ~PSD ~SIC ~GIB ~FIN ~USH GBSOU ~DOV NLRTM DEHAM ^DEBRV ${SUEZ_EAST.replace('~SUE ~BAB', '~SUE SAJED ~BAB')} SGSIN CNYTN CNNGB`,
  },
  {
    carrier: 'ONEY',
    code: 'SKB',
    name: 'Sakura Bridge',
    rotation: `JPTYO JPNGO JPOSA JPUKB CNSHA HKHKG SGSIN ${SUEZ_WEST} NLRTM DEHAM ^GBFXT ${SUEZ_EAST.replace('~DON ~MAL', '~DON LKCMB ~MAL')} SGSIN HKHKG CNSHA`,
  },
  {
    carrier: 'EGLV',
    code: 'FML',
    name: 'Formosa Link',
    rotation: `TWKEL TWKHH CNXMN HKHKG CNYTN MYTPP ${SUEZ_WEST} NLRTM DEHAM ^BEANR ~DOV ~USH ~FIN ~GIB ~SIC EGDAM ~PSD ~SUE ~BAB ~DON LKCMB ~MAL MYTPP CNYTN`,
  },
  {
    carrier: 'HDMU',
    code: 'MCL',
    name: 'Morning Calm',
    rotation: `KRPUS CNSHA CNNGB CNYTN SGSIN ${SUEZ_WEST} NLRTM DEHAM ^DEBRV ${SUEZ_EAST} SGSIN CNSHK`,
  },
  // Asia – Mediterranean
  {
    carrier: 'MSCU',
    code: 'AGD',
    name: 'Aegean Dragon',
    rotation: `CNTAO CNSHA CNNGB CNYTN SGSIN ~MAL ~DON ~BAB ~SUE ~PSD GRPIR ITGIT ITSPE ITGOA FRMRS ESBCN ^ESVLC MTMAR ~PSD ~SUE SAJED ~BAB ~DON LKCMB ~MAL SGSIN`,
  },
  {
    carrier: 'ZIMU',
    code: 'LVS',
    name: 'Levant Star',
    rotation: `CNSHA CNNGB HKHKG CNYTN SGSIN ~MAL ~DON ~BAB ~SUE ~PSD ILHFA TRMER ^GRPIR ~PSD ~SUE SAJED ~BAB ~DON ~MAL SGSIN HKHKG`,
  },
  {
    carrier: 'CMDU',
    code: 'PHX',
    name: 'Phocaea Express',
    rotation: `KRPUS CNSHA CNNGB CNYTN MYPKG ~MAL ~DON ~BAB ~SUE ~PSD EGDAM ~SIC FRMRS ^ESBCN ITGOA ITSPE ~SIC ~PSD ~SUE SAJED ~BAB ~DON ~MAL MYPKG SGSIN CNSHK`,
  },
  // Asia – Middle East and Indian subcontinent
  {
    carrier: 'COSU',
    code: 'GPL',
    name: 'Gulf Pearl',
    rotation:
      'CNSHA CNNGB CNSHK SGSIN MYPKG ~MAL ~DON ~HOR AEJEA BHKBS ^SADMM ~HOR PKKHI INMUN INNSA ~DON ~MAL SGSIN',
  },
  {
    carrier: 'WHLC',
    code: 'MSN',
    name: 'Monsoon Link',
    knots: 15,
    rotation:
      'CNTAO CNSHA CNNGB CNSHK HKHKG SGSIN MYPKG ~MAL LKCMB INNSA ^INMUN PKKHI ~DON ~MAL MYPKG SGSIN HKHKG',
  },
  {
    carrier: 'PCIU',
    code: 'ARS',
    name: 'Arabian Sail',
    knots: 15,
    rotation:
      'KRPUS CNSHA CNNGB SGSIN MYPKG ~MAL ~DON ~HOR AEJEA KWSAA ^IQUQR ~HOR OMSOH INNSA ~DON ~MAL SGSIN',
  },
  {
    carrier: 'HDMU',
    code: 'BGX',
    name: 'Bengal Express',
    knots: 15,
    rotation: 'KRPUS CNTAO CNSHA CNNGB HKHKG SGSIN MYPKG ~MAL BDCGP ^INMAA LKCMB ~MAL MYPEN SGSIN',
  },
  // Transpacific
  {
    carrier: 'MAEU',
    code: 'PLN',
    name: 'Pacific Lantern',
    rotation: 'CNXMN CNYTN CNNGB CNSHA KRPUS USLAX ^USOAK JPYOK',
  },
  {
    carrier: 'ONEY',
    code: 'RNR',
    name: 'Rainier Express',
    rotation: 'JPTYO JPOSA CNSHA CNNGB KRPUS USTIW USSEA ^CAVAN CAPRR',
  },
  {
    carrier: 'EGLV',
    code: 'JCR',
    name: 'Jade Current',
    rotation: 'TWKHH HKHKG CNYTN CNXMN TWKEL USLAX ^USOAK USTIW',
  },
  {
    carrier: 'MATS',
    code: 'ALC',
    name: 'Aloha Clipper',
    knots: 18,
    rotation: 'CNXMN CNNGB CNSHA USLGB ^USOAK USHNL',
  },
  {
    carrier: 'YMLU',
    code: 'PNA',
    name: 'Panama Arrow',
    rotation: 'KRPUS CNSHA CNNGB CNYTN HKHKG ~PAW ~PAE ~WIN USSAV USCHS USORF ^USNYC ~WIN ~PAE ~PAW',
  },
  {
    carrier: 'APLU',
    code: 'EGT',
    name: 'Eagle Transpacific',
    rotation: 'THLCH VNSGN HKHKG CNYTN USLAX ^USOAK JPTYO',
  },
  // Intra-Asia
  {
    carrier: 'WHLC',
    code: 'BMF',
    name: 'Bamboo Feeder',
    knots: 14,
    perWeek: 2,
    rotation: 'CNSHA CNNGB HKHKG VNHPH VNSGN THLCH ^SGSIN MYPKG VNSGN CNSHK',
  },
  {
    carrier: 'PCIU',
    code: 'STS',
    name: 'Straits Shuttle',
    knots: 14,
    perWeek: 3,
    rotation: 'SGSIN MYPKG MYPEN THLCH ^VNSGN MYTPP',
  },
  {
    carrier: 'OOLU',
    code: 'KSX',
    name: 'Kansai Express',
    knots: 14,
    rotation: 'CNSHA CNNGB JPHKT JPUKB JPOSA JPNGO ^JPTYO JPYOK KRPUS',
  },
  {
    carrier: 'COSU',
    code: 'LKF',
    name: 'Lanka Feeder',
    knots: 15,
    rotation: 'CNSHA CNNGB CNYTN SGSIN ~MAL ^LKCMB ~MAL MYPKG CNSHK',
  },
  {
    carrier: 'APLU',
    code: 'SEG',
    name: 'Straits Eagle',
    knots: 14,
    rotation: 'HKHKG CNYTN PHMNL IDJKT ^SGSIN MYTPP VNSGN',
  },
  // Transatlantic
  {
    carrier: 'HLCU',
    code: 'HAT',
    name: 'Hanseatic Atlantic',
    rotation: 'DEHAM BEANR GBSOU FRLEH CAHAL USNYC USORF USSAV ^USCHS USBAL ~USH ~DOV',
  },
  {
    carrier: 'MSCU',
    code: 'GMR',
    name: 'Gulf Meridian',
    rotation: 'ITGIT ESVLC ESALG ~GIB ~FLS USHOU ^USMOB ~FLS USJAX ~GIB',
  },
  // South America
  {
    carrier: 'HLCU',
    code: 'SCR',
    name: 'Southern Cross',
    rotation:
      'NLRTM DEHAM BEANR FRLEH ~USH ~FIN PTLIS ~RCF ~ABR BRRIO BRSSZ BRPNG BRITJ UYMVD ^ARBUE BRRIG BRSSZ BRSSA ~RCF ~FIN ~USH ~DOV',
  },
  {
    carrier: 'MAEU',
    code: 'SMB',
    name: 'Samba Silk',
    rotation: 'CNSHA CNNGB CNYTN SGSIN ~SUN ~GHP BRRIO BRSSZ BRITJ ^ARBUE UYMVD BRPNG ~GHP ~SUN SGSIN HKHKG',
  },
  {
    carrier: 'COSU',
    code: 'ANP',
    name: 'Andes Pacific',
    rotation: 'CNSHA CNNGB KRPUS MXZLO PECLL CLSAI ^CLVAP PECLL MXLZC',
  },
  // Africa
  {
    carrier: 'MSCU',
    code: 'SVS',
    name: 'Savanna Star',
    rotation:
      'CNSHA CNNGB CNYTN SGSIN ~SUN ~GHP ~ANG NGLOS TGLFW GHTEM ^CIABJ ~ANG ~GHP ZADUR ~SUN SGSIN CNSHK',
  },
  {
    carrier: 'CMDU',
    code: 'KLM',
    name: 'Kilimanjaro Link',
    rotation:
      'NLRTM BEANR FRLEH ~USH ~FIN ~GIB ~SIC ~PSD ~SUE ~BAB DJJIB ~HOA KEMBA ^TZDAR ~HOA ~BAB SAJED ~SUE ~PSD MTMAR ~GIB ~FIN ~USH GBFXT ~DOV',
  },
  // Oceania
  {
    carrier: 'OOLU',
    code: 'SSK',
    name: 'Southern Sky',
    rotation: 'CNSHA CNNGB HKHKG ~PHL ~CAR ~COR AUBNE AUSYD ~GAB ~WIL ^AUMEL ~WIL ~GAB ~COR ~CAR ~PHL',
  },
  // Regional services: the trades between neighbouring seas, several of them more than weekly
  {
    carrier: 'MSCU',
    code: 'WAX',
    name: 'West Africa Express',
    rotation: 'ESVLC ESALG MAPTM ~CVE SNDKR CIABJ GHTEM TGLFW ^NGLOS ~CVE ~GIB',
  },
  {
    carrier: 'CMDU',
    code: 'CRB',
    name: 'Caribbean Bridge',
    knots: 15,
    perWeek: 2,
    rotation: 'USSAV USMIA BSFPO ~WIN JMKIN PACTB ^COCTG ~MON DOMAN ~FLS',
  },
  {
    carrier: 'HLCU',
    code: 'SKX',
    name: 'Skagerrak Express',
    knots: 15,
    perWeek: 2,
    rotation: 'DEHAM DEBRV ~SKA NOOSL ^DKAAR SEGOT ~SKA',
  },
  {
    carrier: 'COSU',
    code: 'BSL',
    name: 'Black Sea Link',
    knots: 15,
    perWeek: 2,
    rotation: 'GRPIR ~DAR TRAMR ~BOS ROCND ^GEPTI BGVAR ~BOS ~DAR',
  },
  {
    carrier: 'ZIMU',
    code: 'EMS',
    name: 'East Med Shuttle',
    knots: 15,
    perWeek: 2,
    rotation: 'ILHFA ILASH EGALY ~MAT GRPIR ^TRMER CYLMS',
  },
  {
    carrier: 'EGLV',
    code: 'TVX',
    name: 'Taiwan Vietnam Express',
    knots: 15,
    perWeek: 2,
    rotation: 'TWKEL TWKHH HKHKG ~HAI VNSGN ^THLCH KHKOS VNSGN ~HAI HKHKG',
  },
  {
    carrier: 'ONEY',
    code: 'JKS',
    name: 'Japan Korea Shuttle',
    knots: 15,
    perWeek: 5,
    rotation: 'KRPUS JPHKT JPUKB JPOSA JPNGO ^JPTYO JPYOK',
  },
  {
    carrier: 'YMLU',
    code: 'ISX',
    name: 'Java Sea Express',
    knots: 14,
    perWeek: 7,
    rotation: 'SGSIN ~KAR IDJKT ^IDSUB IDJKT ~KAR',
  },
  {
    carrier: 'HDMU',
    code: 'IGX',
    name: 'India Gulf Shuttle',
    knots: 15,
    perWeek: 2,
    rotation: 'AEJEA ~HOR PKKHI INMUN INPAV ^INNSA OMSOH ~HOR',
  },
  {
    carrier: 'OOLU',
    code: 'TSX',
    name: 'Tasman Shuttle',
    knots: 15,
    perWeek: 2,
    rotation: 'AUSYD ~TAS NZAKL ^NZTRG ~TAS AUBNE',
  },
  // Feeders and shuttles: how cargo reaches the ports mainliners skip, several times a week
  {
    carrier: 'MAEU',
    code: 'NSF',
    name: 'North Sea Feeder',
    knots: 14,
    perWeek: 7,
    rotation: 'NLRTM BEANR BEZEE ^GBFXT GBTIL',
  },
  {
    carrier: 'HLCU',
    code: 'BLT',
    name: 'Baltic Link',
    knots: 14,
    perWeek: 3,
    rotation: 'DEHAM ~SKA SEGOT ~OER PLGDN ^FIHEL ~OER ~SKA',
  },
  {
    carrier: 'MSCU',
    code: 'WMS',
    name: 'West Med Shuttle',
    knots: 14,
    perWeek: 5,
    rotation: 'ESALG MAPTM ESVLC ^ITGIT MTMAR',
  },
  {
    carrier: 'CMDU',
    code: 'GLS',
    name: 'Gulf Shuttle',
    knots: 13,
    perWeek: 7,
    rotation: 'AEJEA BHKBS ^SADMM KWSAA',
  },
  {
    carrier: 'COSU',
    code: 'YSS',
    name: 'Yellow Sea Shuttle',
    knots: 14,
    perWeek: 7,
    rotation: 'CNSHA CNTAO ^KRPUS JPHKT CNNGB',
  },
  {
    carrier: 'PCIU',
    code: 'MLS',
    name: 'Malacca Shuttle',
    knots: 13,
    perWeek: 7,
    rotation: 'SGSIN MYPKG ^MYPEN MYTPP',
  },
  {
    carrier: 'COSU',
    code: 'PRD',
    name: 'Pearl River Shuttle',
    knots: 12,
    perWeek: 7,
    rotation: 'HKHKG CNSHK ^CNCAN CNYTN',
  },
  {
    carrier: 'MAEU',
    code: 'BFS',
    name: 'Baltic Feeder',
    knots: 14,
    perWeek: 3,
    rotation: 'DEHAM ~KIE LTKLJ LVRIX ^EETLL FIHEL ~KIE',
  },
  {
    carrier: 'MSCU',
    code: 'ADF',
    name: 'Adriatic Feeder',
    knots: 14,
    perWeek: 3,
    rotation: 'ITGIT ~MES ~OTR SIKOP ^ITVCE HRRJK ~OTR ~MES',
  },
  {
    carrier: 'PCIU',
    code: 'BBF',
    name: 'Bay of Bengal Feeder',
    knots: 14,
    perWeek: 2,
    rotation: 'SGSIN MYPKG ~MAL BDCGP ^MMRGN ~MAL',
  },
  {
    carrier: 'HLCU',
    code: 'IBS',
    name: 'Iberian Shuttle',
    knots: 14,
    perWeek: 3,
    rotation: 'ESALG PTSIE PTLIS PTLEI ^ESBIO ~FIN',
  },
];

/** Time zone of each sample port, so its timestamps carry the local offset a person expects. */
const ZONE_BY_COUNTRY: Readonly<Record<string, string>> = {
  CN: 'Asia/Shanghai',
  HK: 'Asia/Hong_Kong',
  TW: 'Asia/Taipei',
  KR: 'Asia/Seoul',
  JP: 'Asia/Tokyo',
  SG: 'Asia/Singapore',
  MY: 'Asia/Kuala_Lumpur',
  TH: 'Asia/Bangkok',
  VN: 'Asia/Ho_Chi_Minh',
  PH: 'Asia/Manila',
  ID: 'Asia/Jakarta',
  LK: 'Asia/Colombo',
  IN: 'Asia/Kolkata',
  PK: 'Asia/Karachi',
  BD: 'Asia/Dhaka',
  AE: 'Asia/Dubai',
  OM: 'Asia/Muscat',
  SA: 'Asia/Riyadh',
  BH: 'Asia/Bahrain',
  KW: 'Asia/Kuwait',
  IQ: 'Asia/Baghdad',
  IL: 'Asia/Jerusalem',
  TR: 'Europe/Istanbul',
  EG: 'Africa/Cairo',
  GR: 'Europe/Athens',
  MT: 'Europe/Malta',
  IT: 'Europe/Rome',
  FR: 'Europe/Paris',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  MA: 'Africa/Casablanca',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  DE: 'Europe/Berlin',
  PL: 'Europe/Warsaw',
  FI: 'Europe/Helsinki',
  SE: 'Europe/Stockholm',
  GB: 'Europe/London',
  US: 'America/New_York',
  CA: 'America/Vancouver',
  MX: 'America/Mexico_City',
  PE: 'America/Lima',
  CL: 'America/Santiago',
  BR: 'America/Sao_Paulo',
  UY: 'America/Montevideo',
  AR: 'America/Argentina/Buenos_Aires',
  NG: 'Africa/Lagos',
  TG: 'Africa/Lome',
  GH: 'Africa/Accra',
  CI: 'Africa/Abidjan',
  ZA: 'Africa/Johannesburg',
  DJ: 'Africa/Djibouti',
  KE: 'Africa/Nairobi',
  TZ: 'Africa/Dar_es_Salaam',
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
  SN: 'Africa/Dakar',
  BS: 'America/Nassau',
  JM: 'America/Jamaica',
  PA: 'America/Panama',
  CO: 'America/Bogota',
  DO: 'America/Santo_Domingo',
  NO: 'Europe/Oslo',
  DK: 'Europe/Copenhagen',
  RO: 'Europe/Bucharest',
  BG: 'Europe/Sofia',
  GE: 'Asia/Tbilisi',
  CY: 'Asia/Nicosia',
  KH: 'Asia/Phnom_Penh',
  LT: 'Europe/Vilnius',
  LV: 'Europe/Riga',
  EE: 'Europe/Tallinn',
  SI: 'Europe/Ljubljana',
  HR: 'Europe/Zagreb',
  MM: 'Asia/Yangon',
};

const ZONE_BY_PORT: Readonly<Record<string, string>> = {
  USLAX: 'America/Los_Angeles',
  USLGB: 'America/Los_Angeles',
  USOAK: 'America/Los_Angeles',
  USSEA: 'America/Los_Angeles',
  USTIW: 'America/Los_Angeles',
  USHNL: 'Pacific/Honolulu',
  USHOU: 'America/Chicago',
  USMOB: 'America/Chicago',
  CAHAL: 'America/Halifax',
  AUBNE: 'Australia/Brisbane',
  AUMEL: 'Australia/Melbourne',
};

export function sampleTimeZone(unlocode: string): string {
  const zone = ZONE_BY_PORT[unlocode] ?? ZONE_BY_COUNTRY[unlocode.slice(0, 2)];
  if (!zone) throw new Error(`No time zone for the sample port ${unlocode}`);
  return zone;
}

/**
 * Where the World Port Index departs from the code carriers and schedules use, or spells a port
 * in a form forwarders would not recognise; keyed by WPI number. A replaced code stays an alias
 * of the port (a search for `CNSGH` still finds Shanghai). Edit this table, never the data file.
 */
export const PORT_OVERRIDES: Readonly<Record<string, { name?: string; unlocode?: string }>> = {
  // Codes: the index's own codes for these hubs are not the ones on bills of lading and schedules.
  '59970': { unlocode: 'CNSHA' },
  // The index's row for Keppel stands for the port of Singapore, whose container terminals (Tuas,
  // Pasir Panjang, Keppel and Brani) all take SGSIN.
  '50000': { name: 'Singapore', unlocode: 'SGSIN' },
  '59940': { unlocode: 'CNNGB' },
  '60140': { name: 'Qingdao', unlocode: 'CNTAO' },
  '57870': { unlocode: 'CNXMN' },
  '60250': { unlocode: 'CNDLC' },
  '57830': { unlocode: 'CNCAN' },
  // The index has the malformed code `GB ME""` here.
  '35600': { name: 'Portsmouth', unlocode: 'GBPME' },
  // Codes the index gives the wrong place: INNRP for Visakhapatnam, and Krishnapatnam's INKRI
  // for Kattupalli as well.
  '49480': { name: 'Visakhapatnam', unlocode: 'INVTZ' },
  '49454.5': { name: 'Kattupalli', unlocode: 'INKAT' },

  // Names: the index's transliterations and descriptive names, as forwarders say them.
  '42230': { name: 'Piraeus' },
  '48276': { name: 'Jebel Ali' },
  '48278': { name: 'Abu Dhabi' },
  '48271': { name: 'Sharjah (Mina Khalid)' },
  '48263': { name: 'Khor Fakkan' },
  '45165': { name: 'Alexandria' },
  '45140': { name: 'Port Said' },
  '48140': { name: 'Jeddah' },
  '48335': { name: 'Dammam (King Abdulaziz Port)' },
  '48605': { name: 'Port Qasim' },
  '48230': { name: 'Salalah' },
  '57580': { name: 'Ho Chi Minh City' },
  '49590': { name: 'Chattogram (Chittagong)' },
  '46820': { name: 'Gqeberha (Port Elizabeth)' },
  '48730': { name: 'Pipavav' },
  '48630': { name: 'Kandla (Deendayal Port)' },
  '48845': { name: 'Jawaharlal Nehru Port (Nhava Sheva)' },
  '60190': { name: 'Tianjin (Xingang)' },
  '57890': { name: 'Keelung' },
  '61380': { name: 'Tokyo' },
  '61390': { name: 'Yokohama' },
  '31250': { name: 'Antwerp' },
  '35840': { name: 'Le Havre' },
  '39470': { name: 'Genoa' },
  '24020': { name: 'Gothenburg' },
  '29230': { name: 'Copenhagen' },
  '45755': { name: 'Tangier' },
  '48090': { name: 'Aqaba' },
  '7640': { name: 'New York' },
  '14950': { name: 'Callao' },
  '14470': { name: 'San Antonio' },
  '57920': { name: 'Kaohsiung' },
  '57955': { name: 'Taichung' },
  '61480': { name: 'Nagoya' },
  '45753': { name: 'Tanger Med' },
  '30260': { name: 'Aarhus' },
  '45030': { name: 'Beirut' },
  '37990': { name: 'Lisbon' },
  '28370': { name: 'St Petersburg' },
  '14500': { name: 'Valparaiso' },
  '12770': { name: 'Salvador' },
  '49850': { name: 'Penang' },
  '48257': { name: 'Sohar' },
  '9865': { name: 'Colon' },
  '43130': { name: 'Heraklion' },
  '41720': { name: 'Corfu' },
  '49560': { name: 'Kolkata (Calcutta)' },
  '48340': { name: 'Ras Tanura' },
};

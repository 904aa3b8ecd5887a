import type { CountryGuide } from './country-guide';

export const AMERICAS_GUIDES: Record<string, CountryGuide> = {
  brazil: {
    description:
      'Freight forwarding in Brazil: Santos, Paranaguá, Itajaí and Rio Grande, Receita Federal and Siscomex, RADAR registration, DUIMP and the AFRMM freight levy.',
    keywords:
      'freight forwarder Brazil, Santos port, Paranagua, Itajai, Receita Federal, Siscomex, RADAR, DUIMP, AFRMM, BRSSZ',
    lead: 'Brazil is Latin America’s largest market and a farm-export giant, with a customs system that rewards forwarders who know it well.',
    overview: [
      'Santos, serving São Paulo, is the largest container port in Latin America. Paranaguá in Paraná handles containers, grain and frozen meat; Itajaí and Navegantes in Santa Catarina, Rio Grande in the far south, Suape in Pernambuco, and Rio de Janeiro are other important gateways. Most cargo reaches the interior by road.',
      'Brazil exports soybeans, iron ore, crude oil, sugar, coffee, beef and chicken, pulp and aircraft; it imports machinery, chemicals, fertilisers, electronics and vehicle parts.',
    ],
    tradeLanes: [
      'East coast of South America to Asia, Europe and North America.',
      'Reefer exports of beef, chicken and fruit.',
      'Mercosur trade with Argentina, Uruguay and Paraguay by road and coastal shipping.',
      'Cabotage along the Brazilian coast as an alternative to long road hauls.',
    ],
    customsAuthority: 'Receita Federal do Brasil',
    customs: [
      'Customs is run by the Federal Revenue Service (Receita Federal do Brasil). Trade operations are registered in Siscomex and the Portal Único de Comércio Exterior, where a new single import declaration (DUIMP) is replacing the older import declaration in stages. Importers and exporters must first be authorised through the RADAR registration.',
      'Imports pay several federal taxes and the state ICMS on top of import duty, and a levy for the renewal of the merchant marine (AFRMM) is charged on the ocean freight of most imports; Mercosur’s common external tariff applies.',
    ],
    practicalNotes: [
      'An importer without an adequate RADAR authorisation cannot clear goods: check before shipping.',
      'Wood packaging is inspected for ISPM 15 treatment marks; non-compliant pallets cause delays and costs.',
      'Free time and demurrage terms vary by carrier and terminal; disputes are common, so get them in writing.',
    ],
    terms: ['reefer-container', 'demurrage', 'customs-clearance', 'freight-charge', 'importer-of-record'],
  },

  'united-states': {
    description:
      'Freight forwarding in the United States: Los Angeles, Long Beach, New York–New Jersey and Savannah, CBP and ACE, ISF 10+2, customs bonds and FMC licensing.',
    keywords:
      'freight forwarder USA, Los Angeles port, Long Beach, New York New Jersey port, Savannah, CBP customs, ISF 10+2, FMC NVOCC licence, USLAX',
    lead: 'The United States is the world’s largest import market, and its rules put responsibilities on forwarders and NVOCCs before the cargo is even loaded abroad.',
    overview: [
      'The San Pedro Bay ports of Los Angeles and Long Beach handle the largest share of transpacific imports, with rail links inland to Chicago, Dallas, Memphis and other hubs. New York–New Jersey (whose terminals are largely in Newark and Elizabeth), Savannah, Norfolk and Charleston serve the East Coast, Houston the Gulf, and Seattle and Tacoma (the Northwest Seaport Alliance) and Oakland the West Coast.',
      'Imports are dominated by consumer goods, electronics, machinery, vehicles and parts; exports include agricultural products, plastics resins, chemicals, scrap and forest products.',
    ],
    tradeLanes: [
      'Transpacific, the busiest, to West Coast ports and to the East Coast via Panama and Suez.',
      'Transatlantic between Europe and the East and Gulf coasts.',
      'US–Latin America, and trucking and rail across the borders with Mexico and Canada.',
      'Intermodal rail and truck from the ports to inland distribution centres.',
    ],
    customsAuthority: 'U.S. Customs and Border Protection (CBP)',
    customs: [
      'U.S. Customs and Border Protection (CBP) runs customs through the Automated Commercial Environment (ACE). For ocean imports, the importer’s Importer Security Filing (ISF, known as 10+2) is due at least 24 hours before the cargo is loaded at the foreign port, and the carrier or NVOCC transmits the manifest in advance under the 24-hour rule. Entries need a customs bond, and customs business for others may only be done by a CBP-licensed customs broker.',
      'The Federal Maritime Commission (FMC) licenses or registers ocean transportation intermediaries, both ocean freight forwarders and NVOCCs, which must hold a bond and, for NVOCCs, publish a tariff. The FMC has also set rules on how demurrage and detention may be billed. Tariff rates and additional duties have changed often in recent years: check the rate that applies on the date of entry.',
    ],
    practicalNotes: [
      'A late or missing ISF can draw penalties and holds: collect the data from the shipper early.',
      'Chassis supply and rail dwell times inland affect how fast a box is delivered after discharge.',
      'Food, drugs and many regulated goods need filings with other agencies, such as prior notice to the FDA for food.',
    ],
    terms: ['automated-manifest-system', 'importer-of-record', 'nvocc', 'chassis', 'detention-and-demurrage'],
  },
};

import type { CountryGuide } from './country-guide';

export const EUROPE_GUIDES: Record<string, CountryGuide> = {
  germany: {
    description:
      'Freight forwarding in Germany: Hamburg, Bremerhaven and Wilhelmshaven, rail and barge to the hinterland, German customs (Zoll) and ATLAS, practical notes.',
    keywords:
      'freight forwarder Germany, Hamburg port, Bremerhaven, German customs ATLAS, Zoll, forwarding agent Germany, DEHAM',
    lead: 'Germany is Europe’s largest manufacturing exporter, so forwarding there is as much about export machinery, vehicles and chemicals as about consumer goods arriving from Asia.',
    overview: [
      'German exporters ship capital goods, cars and parts, chemicals and pharmaceuticals; imports are led by electronics, clothing, parts for assembly and raw materials. A large share of the country’s ocean cargo never touches a German port: Rotterdam and Antwerp compete directly for the industrial south and west, and a forwarder in Stuttgart or Munich will routinely compare routings through Hamburg, Bremerhaven, Rotterdam and Antwerp on price, transit time and hinterland cost.',
      'Hamburg sits about 100 km up the Elbe and is the country’s largest container port; Bremerhaven is strong in transatlantic trade and in vehicles on ro-ro vessels; Wilhelmshaven (JadeWeserPort) is the deep-water option that needs no river passage. Duisburg, on the Rhine, is one of Europe’s largest inland ports and a terminus of China–Europe rail services.',
    ],
    tradeLanes: [
      'Asia–North Europe: the main import lane, through Hamburg, Bremerhaven, Wilhelmshaven or the Dutch and Belgian ports.',
      'Transatlantic to the US East and Gulf coasts and Canada, with Bremerhaven prominent for both containers and vehicles.',
      'Baltic and Scandinavian feeder services out of Hamburg and Bremerhaven, and short-sea and ro-ro links from Kiel, Lübeck and Rostock.',
      'Rail between China and Europe, with German terminals such as Duisburg and Hamburg at the western end.',
      'Road freight across the EU single market, where goods in free circulation move without customs formalities.',
    ],
    customsAuthority: 'German customs (Zoll)',
    customs: [
      'Customs is run by the federal customs administration (Zoll), directed by the Generalzolldirektion. Declarations are lodged electronically in the ATLAS system, under the EU’s Union Customs Code, so the same rules on tariff classification, origin and valuation apply as in the rest of the EU.',
      'Importers and exporters need an EU EORI number, which German companies obtain from Zoll. Import VAT (Einfuhrumsatzsteuer) is collected by customs at import. Goods entering the EU by sea also need safety and security data filed in advance through the EU’s Import Control System (ICS2).',
    ],
    practicalNotes: [
      'Hinterland costs often decide the port: compare truck, rail and barge from each gateway rather than the ocean rate alone.',
      'Rhine barge capacity drops when water levels fall in dry summers, and barge operators then add low-water surcharges.',
      'Heavy trucks may not drive on Sundays and public holidays in Germany except under exemptions, which matters for weekend deliveries and for plans that assume a seven-day trucking week.',
      'Many German shippers buy on Incoterms such as FCA or DAP; confirm who books the main carriage before quoting.',
    ],
    terms: [
      'incoterms',
      'customs-clearance',
      'rail-freight',
      'multi-modal-transportation',
      'roll-on-roll-off',
    ],
  },

  greece: {
    description:
      'Freight forwarding in Greece: Piraeus and Thessaloniki, transshipment in the East Mediterranean, island ro-ro logistics and Greek customs under AADE explained.',
    keywords:
      'freight forwarder Greece, Piraeus port, Thessaloniki port, Greek customs AADE, forwarding agent Athens, GRPIR, ship spares logistics',
    lead: 'Greece combines a transshipment hub at Piraeus, a Balkan gateway at Thessaloniki and hundreds of islands that depend on ferries, which gives its forwarders an unusual mix of work.',
    overview: [
      'Piraeus, next to Athens, is the country’s main port and one of the busiest container ports in the Mediterranean. Its port authority has been majority-owned by COSCO Shipping since 2016, and a large part of its container volume is transshipment: boxes arriving on Asia–Europe services and leaving on feeders to the Eastern Mediterranean and the Black Sea. Thessaloniki, in the north, serves northern Greece and neighbouring countries such as North Macedonia, Serbia and Bulgaria.',
      'Greek exports include refined petroleum products, aluminium, pharmaceuticals, olive oil, fresh and canned fruit, and marble. Imports are dominated by energy, consumer goods and food. Greek owners also control one of the world’s largest merchant fleets, so Athens and Piraeus have a cluster of forwarders handling ship spares and stores for vessels in transit.',
    ],
    tradeLanes: [
      'Asia–Mediterranean through the Suez Canal, with Piraeus as a hub for regional distribution.',
      'Feeder and short-sea services across the Eastern Mediterranean, the Adriatic and the Black Sea.',
      'Rail and road from Piraeus and Thessaloniki north through the Balkans to Central Europe.',
      'Ro-ro ferries carrying trucks and trailers to Crete and the other islands, and to Italy from Patras and Igoumenitsa.',
    ],
    customsAuthority: 'Greek customs (AADE)',
    customs: [
      'Customs is part of the Independent Authority for Public Revenue (AADE), whose customs directorates handle declarations through the ICISnet system. As an EU member, Greece applies the Union Customs Code and the common external tariff; importers need an EU EORI number.',
      'Ship spares and stores for vessels can move under special customs procedures rather than as ordinary imports, which is why forwarders who specialise in them keep close contact with the customs offices at Piraeus and the airport.',
    ],
    practicalNotes: [
      'Island deliveries go by ferry: strong summer winds (the meltemi) can cancel sailings, and summer tourism raises demand for space.',
      'Transshipment at Piraeus means the port of loading on a feeder bill of lading may differ from the mother vessel’s route; track the container, not only the vessel.',
      'For cargo to the Balkans, compare Thessaloniki with Piraeus plus rail, and check border crossing times for trucks leaving the EU.',
    ],
    terms: ['transshipment', 'roll-on-roll-off', 'customs-clearance', 'sea-freight', 'shipment-tracking'],
  },

  netherlands: {
    description:
      'Freight forwarding in the Netherlands: Rotterdam, Amsterdam and Vlissingen, barge and rail to Germany, Dutch customs, Portbase and Article 23 VAT deferral.',
    keywords:
      'freight forwarder Netherlands, Rotterdam port, NLRTM, Dutch customs Douane, Portbase, Article 23 licence, European distribution',
    lead: 'The Netherlands is Europe’s front door for ocean cargo: Rotterdam serves a hinterland far beyond Dutch borders, and many companies run their European distribution from Dutch warehouses.',
    overview: [
      'Rotterdam is Europe’s largest port, with deep-water container terminals on the Maasvlakte that take the largest vessels afloat. Amsterdam is stronger in bulk and breakbulk. Vlissingen and Terneuzen, both Dutch, belong to North Sea Port, formed in 2018 when they merged with Ghent across the Belgian border. Schiphol adds a major air cargo hub.',
      'A large part of the cargo landed in the Netherlands continues to Germany, Belgium, France, Switzerland and beyond by barge on the Rhine, by rail (including the Betuweroute freight line to the German border) or by truck. Dutch forwarders therefore sell hinterland logistics and customs services as much as ocean freight.',
    ],
    tradeLanes: [
      'Asia–North Europe, the largest lane by volume.',
      'Transatlantic services to North America, and South America and Africa services, including reefer cargo such as fruit.',
      'Short-sea and ro-ro links to the United Kingdom and Ireland, and feeders to Scandinavia and the Baltic.',
      'Barge, rail and road corridors along the Rhine to Germany and Switzerland.',
    ],
    customsAuthority: 'Dutch customs (Douane)',
    customs: [
      'Customs (Douane) is part of the Tax and Customs Administration (Belastingdienst). The Netherlands is replacing its older declaration systems with a new one, DMS, in stages; check which system applies to the procedure you use. EU rules apply: the Union Customs Code, EORI numbers and ICS2 safety and security filings for goods entering by sea.',
      'Foreign companies importing into the Netherlands often appoint a fiscal representative, and businesses holding an Article 23 licence can report import VAT in their VAT return instead of paying it at the border, which improves cash flow for distribution centres.',
    ],
    practicalNotes: [
      'At Rotterdam and Amsterdam, containers are pre-notified and released through the Portbase port community system; a missing customs or carrier release holds the box at the terminal.',
      'Barge transport is economical but adds handling time at the terminal; plan free time accordingly.',
      'Much cargo is cleared in the Netherlands and then distributed across the EU; agree early who acts as importer of record.',
    ],
    terms: [
      'importer-of-record',
      'customs-clearance',
      'intermodal-transportation',
      'warehousing',
      'delivery-order',
    ],
  },

  spain: {
    description:
      'Freight forwarding in Spain: Valencia, Algeciras, Barcelona and Bilbao, Spanish customs (AEAT), the Canary Islands, Ceuta and Melilla, and reefer exports.',
    keywords:
      'freight forwarder Spain, Valencia port, Algeciras, Barcelona port, Spanish customs AEAT, Canary Islands customs, ESVLC',
    lead: 'Spain links Asia–Mediterranean services with Latin America and North Africa, and exports cars, fruit and vegetables on a scale few European countries match.',
    overview: [
      'Valencia is Spain’s largest container port and the usual sea gateway for Madrid, which it reaches by road and rail. Algeciras, on the Strait of Gibraltar, is above all a transshipment hub where east–west services meet feeders to West Africa, the Mediterranean and the Atlantic. Barcelona serves Catalonia and the Ebro valley, and Bilbao the industrial north on the Atlantic side. Inland, dry ports such as those near Madrid and Zaragoza receive containers by rail.',
      'Spain is one of Europe’s major vehicle producers and a leading exporter of fruit, vegetables, olive oil, wine and ceramic tiles. Much of that produce moves by refrigerated truck to the rest of Europe, and by reefer container overseas.',
    ],
    tradeLanes: [
      'Asia–Mediterranean, with Valencia, Barcelona and Algeciras as the main calls.',
      'Spain–Latin America, where language and long-standing commercial ties keep volumes high.',
      'The Strait of Gibraltar: ro-ro ferries carrying trailers between Algeciras and Tanger Med.',
      'Services to the Canary Islands, and road freight across the Pyrenees to France and the rest of the EU.',
    ],
    customsAuthority: 'Spanish customs (AEAT)',
    customs: [
      'Customs is run by the Customs and Excise Department of the State Tax Agency (Agencia Estatal de Administración Tributaria, AEAT), under the EU’s Union Customs Code; importers need an EORI number.',
      'Two special cases catch out foreign forwarders. The Canary Islands are inside the EU customs territory but outside the EU VAT area, with their own indirect tax (IGIC), so shipments between the mainland and the islands need customs formalities. Ceuta and Melilla, on the North African coast, are outside the EU customs territory altogether.',
    ],
    practicalNotes: [
      'Fruit and vegetable exports peak by season; reefer equipment and trucks get tight during the citrus and summer campaigns.',
      'At Algeciras, a container may change vessels; the transshipment can add days when connections are missed.',
      'For the Canaries, quote the customs and island tax formalities separately from the sea freight.',
    ],
    terms: ['reefer-container', 'transshipment', 'roll-on-roll-off', 'customs-clearance', 'full-truck-load'],
  },

  turkey: {
    description:
      'Freight forwarding in Türkiye: Ambarlı, Mersin, İzmir and Gemlik, the EU–Türkiye customs union and A.TR certificates, road and ro-ro freight to Europe.',
    keywords:
      'freight forwarder Turkey, Türkiye logistics, Ambarli port, Mersin port, Turkish customs, A.TR certificate, ro-ro Trieste, TIR',
    lead: 'Türkiye sits between Europe, the Middle East and Central Asia, and its forwarders move manufactured goods by sea, by road and by ro-ro ferry in every direction.',
    overview: [
      'Turkish industry exports clothing and textiles, vehicles and parts, household appliances, steel and machinery, plus hazelnuts, dried fruit and other food. The largest container port complex is Ambarlı on the European side of Istanbul; the Gulf of İzmit (Kocaeli) and Gemlik, near the car-making city of Bursa, serve the Marmara industrial belt; İzmir and the nearby Aliağa terminals serve the Aegean; and Mersin on the Mediterranean handles cargo for southern Türkiye and transit to Iraq.',
      'Road freight is a national speciality: Turkish trucking companies run to Europe, the Middle East and the Caucasus, and ro-ro vessels carry trailers from Turkish ports to Italy and France, shortening the drive to European customers.',
    ],
    tradeLanes: [
      'Türkiye–Europe by road and by ro-ro to ports such as Trieste, then by road or rail to the final destination.',
      'Asia–Mediterranean and Black Sea container services calling Ambarlı, Mersin, İzmir and the Marmara terminals.',
      'Road freight to Iraq, Iran, the Gulf states and the Caucasus, and the Middle Corridor across the Caspian to Central Asia.',
    ],
    customsAuthority: 'Turkish customs (Ministry of Trade)',
    customs: [
      'Customs is run by the Ministry of Trade, whose customs directorates process declarations in the BİLGE system.',
      'A customs union with the EU has applied since 1996 to industrial goods and processed agricultural products: goods in free circulation travel between the EU and Türkiye without duty, with an A.TR movement certificate. Two groups of goods stay outside it. Coal and steel products, steel among Türkiye’s main exports, move under a separate free trade agreement signed in 1996, and basic agricultural products under preferential arrangements of their own; for both, the duty preference needs proof of preferential origin, such as an EUR.1 movement certificate, not an A.TR. The customs union does not make Türkiye part of the EU VAT area either, so customs declarations are still needed at the border.',
    ],
    practicalNotes: [
      'Turkish truck drivers need visas for the Schengen area, which can limit fleet availability; ro-ro plus an EU-based haulier is a common workaround.',
      'Check whether a product is covered by the customs union, or by the coal and steel or agricultural arrangements, before promising duty-free entry into the EU: the certificate differs.',
      'Istanbul’s congestion makes port choice between Ambarlı and the Kocaeli terminals a real cost question for factories east of the city.',
    ],
    terms: [
      'roll-on-roll-off',
      'certificate-of-origin',
      'cross-border-trade',
      'full-truck-load',
      'customs-clearance',
    ],
  },

  'united-kingdom': {
    description:
      'Freight forwarding in the United Kingdom: Felixstowe, Southampton, London Gateway and Liverpool, HMRC and the Customs Declaration Service, and UK–EU trade.',
    keywords:
      'freight forwarder UK, Felixstowe port, Southampton, London Gateway, HMRC customs, CDS declarations, GVMS, GB EORI, UK import',
    lead: 'Since leaving the EU single market and customs union, UK trade with Europe needs customs declarations, which has made customs skills the core of British forwarding.',
    overview: [
      'Felixstowe, on the east coast, is the UK’s largest container port, with rail links to inland terminals in the Midlands and the North. Southampton serves the south and has deep-sea services from Asia; London Gateway and Tilbury on the Thames serve London and the South East; Liverpool faces the Atlantic; Immingham on the Humber is strong in ro-ro and bulk. Dover and the Channel Tunnel carry most trucks to and from the continent.',
      'The UK imports far more goods than it exports. Exports include machinery, vehicles, pharmaceuticals, whisky and other food and drink; much of what arrives is consumer goods from Asia and food from Europe.',
    ],
    tradeLanes: [
      'Asia–North Europe, with Felixstowe, Southampton and London Gateway as direct calls.',
      'UK–EU by ro-ro ferry, unaccompanied trailer and the Channel Tunnel.',
      'Transatlantic to North America, often through Liverpool or Southampton.',
      'Feeder services from Rotterdam and Antwerp for ports without direct deep-sea calls.',
    ],
    customsAuthority: 'UK customs (HMRC)',
    customs: [
      'HM Revenue & Customs (HMRC) runs customs policy and declarations; Border Force carries out checks at the border. Import and export declarations are made in the Customs Declaration Service (CDS), which has replaced the older CHIEF system. Traders need an EORI number starting with GB, and goods are classified and charged under the UK Global Tariff.',
      'Roll-on roll-off crossings at many ports use the Goods Vehicle Movement Service (GVMS) to link declarations to the vehicle. Imports of animal and plant products from the EU face sanitary and phytosanitary controls under the UK’s border model, and Northern Ireland follows separate arrangements under the Windsor Framework.',
    ],
    practicalNotes: [
      'For EU–UK road freight, make sure export and import declarations and safety and security data are in place before the truck reaches the port.',
      'Rules of origin decide whether goods qualify for zero tariff under the UK–EU trade agreement; shipping from the EU is not enough on its own.',
      'Felixstowe and Southampton can suffer vessel bunching; rail slots inland are booked in advance.',
    ],
    terms: ['customs-clearance', 'roll-on-roll-off', 'certificate-of-origin', 'customs-broker', 'tariff'],
  },
};

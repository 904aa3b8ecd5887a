import type { CountryGuide } from './country-guide';

export const ASIA_GUIDES: Record<string, CountryGuide> = {
  bangladesh: {
    description:
      'Freight forwarding in Bangladesh: Chattogram and Mongla, feeder links to Singapore and Colombo, garment exports, NBR customs and ASYCUDA World explained.',
    keywords:
      'freight forwarder Bangladesh, Chittagong port, Chattogram, Mongla, garment exports logistics, Bangladesh customs NBR, BDCGP',
    lead: 'Bangladesh ships clothing to the world, and almost all of it passes through one port, Chattogram, that large mainline vessels cannot enter.',
    overview: [
      'Chattogram (Chittagong) handles the great majority of the country’s container trade; Mongla in the south-west and the newer Payra port take smaller shares. Draft limits at Chattogram mean containers are carried on feeder vessels to hubs such as Singapore, Colombo, Port Klang and Tanjung Pelepas, where they join mainline services. Export cargo is often stuffed at private off-dock container depots around Chattogram, and a rail-served depot in Dhaka handles cargo for the capital.',
      'Ready-made garments earn most of the country’s export income; raw cotton, fabric, machinery, fuel and food dominate imports.',
    ],
    tradeLanes: [
      'Bangladesh–Europe and Bangladesh–North America for garments, through transshipment hubs.',
      'Intra-Asia imports of fabric, yarn and machinery from China and India.',
      'Sea-air and direct air from Dhaka when garment orders are late.',
    ],
    customsAuthority: 'Bangladesh Customs (NBR)',
    customs: [
      'Customs is part of the National Board of Revenue (NBR) and processes declarations in ASYCUDA World. Garment exporters usually import fabric and trims under bonded warehouse licences, so materials that will be re-exported do not pay duty.',
      'Much of the trade is financed by letters of credit, including back-to-back credits for materials, so shipping documents must match the credit exactly.',
    ],
    practicalNotes: [
      'Buyers often nominate consolidators who book the main carriage on FOB terms; the local forwarder’s job is pickup, depot stuffing and documents.',
      'Monsoon rains and congestion at Chattogram can add days; time-critical orders move by air.',
      'Check feeder connections at the hub: a missed connection delays the whole shipment.',
    ],
    terms: [
      'letter-of-credit',
      'free-on-board',
      'consolidation',
      'transshipment',
      'container-freight-station',
    ],
  },

  china: {
    description:
      'Freight forwarding in China: Shanghai, Ningbo, Shenzhen, Qingdao and Tianjin, GACC customs and the single window, Chinese New Year, export rebates and rail.',
    keywords:
      'freight forwarder China, Shanghai port, Ningbo port, Shenzhen Yantian, China customs GACC, Chinese New Year shipping, CNSHA',
    lead: 'China is the origin of a large share of the world’s containers, so forwarding there is about capacity, timing and paperwork on an enormous scale.',
    overview: [
      'The Yangtze River Delta is served by Shanghai, whose Yangshan deep-water terminals sit on islands offshore, and by Ningbo-Zhoushan; the Pearl River Delta by the Shenzhen terminals (Yantian, Shekou, Chiwan) and Guangzhou’s Nansha; the north by Qingdao, Tianjin and Dalian; and Fujian by Xiamen. Hong Kong is a separate customs territory with its own port and airport.',
      'China exports electronics, machinery, furniture, textiles, steel products, vehicles and batteries, and imports energy, ores, soybeans, semiconductors and machinery.',
    ],
    tradeLanes: [
      'Transpacific to North America, and Asia–North Europe and Asia–Mediterranean.',
      'Intra-Asia services to Southeast Asia, Japan and Korea.',
      'China–Europe rail through Central Asia, and trucking to Southeast Asia.',
      'Asia–Latin America, Asia–Africa and Asia–Middle East.',
    ],
    customsAuthority: 'China customs (GACC)',
    customs: [
      'The General Administration of Customs of the People’s Republic of China (GACC) runs customs, including inspection and quarantine since these were merged into it in 2018. Companies record with customs before importing or exporting, and declarations are lodged through the China International Trade Single Window.',
      'Foreign manufacturers of many food products must register with GACC before they can export to China. On exports, the customs declaration supports the exporter’s VAT rebate claim, so the goods description, HS code and value must match the sales documents.',
    ],
    practicalNotes: [
      'Factories close for Chinese New Year and carriers cancel sailings around it; bookings made late in the run-up rarely move on time.',
      'Check the exact terminal in Shanghai and Shenzhen: local trucking and cut-off times differ between them.',
      'Dangerous goods, including lithium batteries, need declarations accepted by the carrier before booking is confirmed.',
    ],
    terms: [
      'blank-sailing',
      'ex-works',
      'dangerous-goods-declaration',
      'verified-gross-mass',
      'full-container-load',
    ],
  },

  india: {
    description:
      'Freight forwarding in India: Nhava Sheva, Mundra, Chennai and Kolkata, inland container depots, CBIC customs on ICEGATE, IEC codes and e-way bills.',
    keywords:
      'freight forwarder India, Nhava Sheva, JNPT, Mundra port, Chennai port, ICEGATE, CBIC, IEC code, e-way bill, INNSA',
    lead: 'India’s trade runs through a small number of large gateways on the west and east coasts, connected to inland container depots in the industrial interior.',
    overview: [
      'On the west coast, Jawaharlal Nehru Port (Nhava Sheva) near Mumbai and Mundra in Gujarat are the largest container gateways, with Pipavav, Hazira and Kandla also in Gujarat. On the east coast, Chennai and nearby Kattupalli and Kamarajar serve the south, Visakhapatnam the centre, and Kolkata with Haldia the north-east. Tuticorin and Cochin serve the far south. Inland container depots around Delhi, Ludhiana, Ahmedabad and other centres receive containers by rail.',
      'India exports refined petroleum, pharmaceuticals, engineering goods, textiles and garments, chemicals, rice and seafood; it imports crude oil, electronics, machinery, gold and vegetable oils.',
    ],
    tradeLanes: [
      'India–Middle East and India–Europe, largely from the west coast.',
      'India–North America, through direct services or transshipment.',
      'Intra-Asia with China and Southeast Asia, heavily from the east coast.',
      'Rail between the ports and inland container depots in the north.',
    ],
    customsAuthority: 'Indian customs (CBIC)',
    customs: [
      'The Central Board of Indirect Taxes and Customs (CBIC) runs customs. Bills of entry and shipping bills are filed electronically through the ICEGATE portal. Every importer and exporter needs an Importer-Exporter Code (IEC) from the Directorate General of Foreign Trade.',
      'Goods moving by road within India travel with an e-way bill under the GST system when the consignment value is above the threshold.',
    ],
    practicalNotes: [
      'Choosing between a port and an inland container depot changes where customs clearance happens and who pays for the rail leg.',
      'Monsoon weather on the west coast affects port operations and trucking in June to September.',
    ],
    terms: [
      'customs-clearance',
      'rail-freight',
      'container-freight-station',
      'shipping-manifest',
      'customs-broker',
    ],
    furtherReading: {
      route: 'freight-forwarders-in-india',
      label: 'Freight forwarding in India: a step-by-step guide to ports, ICDs, customs and e-way bills',
    },
  },

  pakistan: {
    description:
      'Freight forwarding in Pakistan: Karachi Port, Port Qasim and Gwadar, dry ports in Lahore and Sialkot, Pakistan Customs, WeBOC and the Pakistan Single Window.',
    keywords:
      'freight forwarder Pakistan, Karachi port, Port Qasim, Gwadar, Pakistan customs FBR, Pakistan Single Window, WeBOC, Sialkot dry port',
    lead: 'Pakistan’s sea trade is concentrated in Karachi, but much of its export production is in Punjab, a long road or rail haul from the coast.',
    overview: [
      'Karachi Port and Port Qasim, both in Karachi, handle almost all of Pakistan’s container trade; Gwadar, in Balochistan, was developed under the China–Pakistan Economic Corridor. Dry ports in Lahore, Faisalabad and Sialkot let exporters clear and stuff cargo close to the factory.',
      'Exports include textiles and home textiles, rice, leather goods, sports goods and surgical instruments from Sialkot; imports include fuel, machinery, chemicals and food oils.',
    ],
    tradeLanes: [
      'Pakistan–Europe and Pakistan–North America for textiles, often through Gulf or Sri Lankan transshipment hubs.',
      'Pakistan–Middle East and intra-Asia with China.',
      'Transit trade to Afghanistan by road from Karachi.',
    ],
    customsAuthority: 'Pakistan Customs (FBR)',
    customs: [
      'Pakistan Customs is part of the Federal Board of Revenue (FBR). Declarations are processed in its WeBOC system, and the Pakistan Single Window is bringing customs, other regulators and banks onto one platform.',
      'Imports and exports are tied to bank records: electronic import forms and export financial declarations are filed through the banking channel before the goods move, so documents must match the bank’s records.',
    ],
    practicalNotes: [
      'Foreign exchange restrictions have at times slowed import payments; confirm the importer’s bank has approved the transaction.',
      'For Punjab exporters, compare clearance at a dry port with clearance in Karachi.',
      'Air freight from Sialkot and Lahore carries many high-value, small-volume goods.',
    ],
    terms: [
      'customs-clearance',
      'letter-of-credit',
      'transshipment',
      'commercial-invoice',
      'container-freight-station',
    ],
  },

  singapore: {
    description:
      'Freight forwarding in Singapore: a global transshipment hub, PSA terminals and Tuas, Singapore Customs, TradeNet permits, import GST and free trade zones.',
    keywords:
      'freight forwarder Singapore, PSA terminals, Tuas port, Singapore customs, TradeNet permit, free trade zone, transshipment hub, SGSIN',
    lead: 'Most containers handled in Singapore never enter the country: they change vessels there. Forwarders use it for transshipment, consolidation and regional distribution.',
    overview: [
      'PSA is moving all of Singapore’s container handling to the new Tuas port in the west. Tanjong Pagar has already handed its container work over; the plan is for Keppel and Brani to follow by about 2027 and Pasir Panjang by the 2040s, so for years to come a booking may name a city terminal, Pasir Panjang or Tuas, all under the code SGSIN. Jurong Port handles general and bulk cargo, and Jurong Island is the petrochemical island. Changi Airport is a major air cargo hub, and sea-air connections are common.',
      'Singapore’s own trade is dominated by electronics, chemicals, machinery and refined petroleum, but its role in logistics is regional: many companies run their Southeast Asian distribution and LCL consolidation from its free trade zones and warehouses.',
    ],
    tradeLanes: [
      'Transshipment between Asia–Europe, transpacific, Middle East, Indian subcontinent and Australasia services.',
      'Feeder services to Indonesia, Malaysia, Thailand, Vietnam, Myanmar and Bangladesh.',
      'Sea-air and air freight through Changi.',
    ],
    customsAuthority: 'Singapore Customs',
    customs: [
      'Singapore Customs requires a permit for goods imported, exported or transhipped, applied for through TradeNet. A company needs a Unique Entity Number and an activated customs account before it can declare.',
      'Few goods carry customs duty (mainly liquor, tobacco, motor vehicles and petroleum), but Goods and Services Tax is due on most imports. Goods stored in a free trade zone are not subject to duty or GST until they enter the local market. Strategic goods such as dual-use items are controlled separately.',
    ],
    practicalNotes: [
      'For transhipment cargo, check that the permit type matches the movement; a local import permit is not needed for boxes that stay in the free trade zone.',
      'LCL consolidation hubs in Singapore can combine cargo from several origins into one container for a destination.',
      'Terminal moves towards Tuas change trucking times; confirm the terminal on each booking.',
    ],
    terms: [
      'transshipment',
      'less-than-container-load',
      'shipment-consolidation',
      'warehousing',
      'customs-clearance',
    ],
  },

  vietnam: {
    description:
      'Freight forwarding in Vietnam: Ho Chi Minh City, Cai Mep–Thi Vai and Hai Phong, Vietnam Customs and VNACCS, trade agreement origin rules and Tet shutdowns.',
    keywords:
      'freight forwarder Vietnam, Cai Mep port, Hai Phong port, Ho Chi Minh City Cat Lai, Vietnam customs VNACCS, EVFTA origin, VNSGN',
    lead: 'Vietnam has become one of Asia’s fastest-growing manufacturing bases, with factories in the north and south that ship straight to Europe and North America.',
    overview: [
      'In the south, Ho Chi Minh City’s river terminals (Cat Lai above all) handle intra-Asia and feeder cargo, while the deep-water Cai Mep–Thi Vai terminals near Vung Tau take mainline vessels to North America and Europe. In the north, Hai Phong, with its deep-water Lach Huyen area, serves Hanoi and the electronics factories around it. Da Nang serves central Vietnam.',
      'Exports include phones and electronics, textiles, footwear, furniture, seafood, coffee, rice and cashew nuts; imports include components, fabric, machinery and raw materials.',
    ],
    tradeLanes: [
      'Transpacific direct from Cai Mep and via transshipment from Hai Phong.',
      'Asia–Europe, including cargo moving under the EU–Vietnam trade agreement.',
      'Intra-Asia with China, Korea and Japan for components, and road and rail links to China.',
    ],
    customsAuthority: 'Vietnam Customs',
    customs: [
      'Vietnam Customs, under the Ministry of Finance, processes declarations in the automated VNACCS/VCIS system, and permits from other ministries are linked through the national single window.',
      'Vietnam belongs to several free trade agreements, such as those with the EU, the CPTPP and RCEP, each with its own rules of origin and proof of origin; the correct certificate or origin statement decides the duty the buyer pays. Some goods need specialised inspections by other ministries before clearance.',
    ],
    practicalNotes: [
      'Factories close for the Tet lunar new year holiday; book well ahead.',
      'Choose between Cat Lai and Cai Mep with the trucking distance and the mother vessel’s call in mind.',
      'Check origin criteria before shipping: the preference is lost if the paperwork does not match the agreement.',
    ],
    terms: [
      'certificate-of-origin',
      'transshipment',
      'customs-clearance',
      'full-container-load',
      'blank-sailing',
    ],
  },
};

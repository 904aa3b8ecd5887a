import type { CountryGuide } from './country-guide';

export const MIDDLE_EAST_AFRICA_GUIDES: Record<string, CountryGuide> = {
  egypt: {
    description:
      'Freight forwarding in Egypt: Port Said, Alexandria, Damietta and Sokhna, the Suez Canal, Egyptian Customs and the ACI system with ACID numbers and Nafeza.',
    keywords:
      'freight forwarder Egypt, Port Said, Alexandria port, Egyptian customs, ACID number, Nafeza, ACI Egypt, Suez Canal logistics',
    lead: 'Egypt sits on the Suez Canal, but most of its own trade runs through Alexandria and Port Said under an advance cargo information system every foreign shipper must know.',
    overview: [
      'Alexandria and neighbouring El Dekheila are the traditional gateways for Cairo and the Nile Delta. Port Said, at the Mediterranean end of the canal, combines a transshipment terminal on the east bank with local cargo; Damietta serves the eastern Delta; Ain Sokhna on the Red Sea is the closest deep-water port to Cairo and the centre of the Suez Canal Economic Zone.',
      'Egypt exports citrus and other produce, fertilisers, textiles, chemicals and natural gas, and imports grain, machinery, vehicles and consumer goods.',
    ],
    tradeLanes: [
      'Asia–Europe services passing the canal, with transshipment at Port Said.',
      'Mediterranean and Black Sea feeders from Alexandria, Damietta and Port Said.',
      'Red Sea and Gulf services through Ain Sokhna.',
      'Reefer exports of oranges and other produce to Europe, the Gulf and Asia.',
    ],
    customsAuthority: 'Egyptian Customs Authority',
    customs: [
      'The Egyptian Customs Authority, under the Ministry of Finance, handles clearance. Sea imports fall under the Advance Cargo Information (ACI) system: before the goods are shipped, the Egyptian importer registers the shipment on the Nafeza single-window platform and obtains an ACID number, which must appear on the bill of lading and the commercial documents. The foreign exporter registers on the platform used to send the shipping documents electronically.',
      'Some products can only be imported from foreign manufacturers registered with the General Organization for Export and Import Control (GOEIC); check before the order is placed.',
    ],
    practicalNotes: [
      'A shipment without a valid ACID number on its documents can be refused on arrival; never load before the importer confirms it.',
      'Access to foreign currency has at times delayed import payments; agree payment terms before shipping.',
      'Since late 2023 many carriers have routed Asia–Europe services around the Cape of Good Hope because of security risks in the Red Sea, which changes canal and transshipment patterns; check current routings.',
    ],
    terms: ['commercial-invoice', 'bill-of-lading', 'transshipment', 'reefer-container', 'customs-clearance'],
  },

  kenya: {
    description:
      'Freight forwarding in Kenya: Mombasa and Lamu, the SGR to Nairobi, transit on the Northern Corridor, KRA customs, KenTrade single window and KEBS PVoC.',
    keywords:
      'freight forwarder Kenya, Mombasa port, Nairobi ICD, KRA customs, KenTrade, PVoC KEBS, Northern Corridor transit, KEMBA',
    lead: 'Kenya is the gateway to East Africa: Mombasa serves not only Kenya but Uganda, Rwanda, South Sudan and eastern Congo along the Northern Corridor.',
    overview: [
      'Mombasa, run by the Kenya Ports Authority, is the largest port in East Africa. The Standard Gauge Railway carries containers inland to inland container depots at Nairobi and Naivasha, where many importers clear their goods. Lamu, further north, is a newer deep-water port.',
      'Kenya exports tea, coffee, cut flowers and fresh vegetables; flowers and vegetables mostly fly from Nairobi. Imports include machinery, vehicles, fuel, steel and consumer goods, a large share of them in transit to neighbouring countries.',
    ],
    tradeLanes: [
      'Asia–East Africa, directly or by transshipment in the Gulf or the Indian Ocean.',
      'Europe–East Africa, and air freight of perishables from Nairobi to Europe and the Middle East.',
      'Transit by rail and road on the Northern Corridor to Uganda, Rwanda, Burundi, South Sudan and the Democratic Republic of the Congo.',
    ],
    customsAuthority: 'Kenya Revenue Authority customs',
    customs: [
      'Customs is run by the Customs and Border Control Department of the Kenya Revenue Authority (KRA) through its integrated customs management system, alongside the KenTrade national electronic single window that collects permits from other agencies.',
      'Kenya belongs to the East African Community customs union and applies its common external tariff. Many regulated products need a certificate of conformity issued before shipment under the Kenya Bureau of Standards’ Pre-Export Verification of Conformity (PVoC) programme.',
    ],
    practicalNotes: [
      'Check PVoC requirements before loading: without a certificate of conformity, goods can be held or inspected at extra cost.',
      'Transit cargo moves under bond with electronic cargo tracking seals; delays at the borders affect container return times and detention.',
      'Government rules on moving imports inland by the railway have changed more than once; confirm the current arrangement for Nairobi-bound cargo.',
    ],
    terms: ['pre-shipment-inspection', 'bonded-carrier', 'detention', 'rail-freight', 'customs-clearance'],
  },

  nigeria: {
    description:
      'Freight forwarding in Nigeria: Lagos (Apapa, Tin Can, Lekki), Onne, Nigeria Customs Service, Form M, PAAR and SONCAP, and truck access to the Lagos ports.',
    keywords:
      'freight forwarder Nigeria, Lagos port, Apapa, Tin Can Island, Lekki Deep Sea Port, Nigeria Customs Service, Form M, PAAR, SONCAP',
    lead: 'Nigeria is West Africa’s largest market, and most of its container trade passes through the crowded ports of Lagos, where paperwork done before shipment saves weeks.',
    overview: [
      'The Lagos port complex includes Apapa and Tin Can Island and, since 2023, the deep-water Lekki Deep Sea Port east of the city. Onne, in Rivers State, is a centre for oil and gas logistics and also handles containers. The Nigerian Ports Authority manages the ports, and the Nigerian Shippers’ Council acts as their economic regulator.',
      'Crude oil and gas dominate exports, followed by agricultural goods such as cocoa, sesame and cashew nuts. Imports range from machinery and vehicles to food, chemicals and consumer goods.',
    ],
    tradeLanes: [
      'Asia–West Africa, the largest import lane.',
      'Europe–West Africa, including used vehicles and machinery.',
      'Regional trade within ECOWAS by road and short-sea.',
      'Agricultural exports to Asia and Europe in containers.',
    ],
    customsAuthority: 'Nigeria Customs Service',
    customs: [
      'The Nigeria Customs Service (NCS) clears goods. Imports start with Form M, which the importer registers through an authorised dealer bank before the goods are shipped; customs then issues a Pre-Arrival Assessment Report (PAAR) that the clearing agent uses to lodge the declaration.',
      'Regulated products need a SONCAP certificate from the Standards Organisation of Nigeria, and some goods are on an import prohibition list; check both before accepting a booking.',
    ],
    practicalNotes: [
      'Trucks reach the Lagos ports through an electronic call-up system; booking slots and road congestion decide how fast boxes leave the port.',
      'Currency reforms since 2023 have changed the naira exchange rate sharply; confirm how and in which currency freight and local charges will be paid.',
      'Demurrage and detention add up quickly when clearance stalls; agree free time with the carrier before shipping.',
    ],
    terms: [
      'demurrage',
      'detention-and-demurrage',
      'customs-broker',
      'port-congestion',
      'pre-shipment-inspection',
    ],
  },

  'saudi-arabia': {
    description:
      'Freight forwarding in Saudi Arabia: Jeddah, Dammam and King Abdullah Port, rail to Riyadh, ZATCA customs, the FASAH platform and SABER product certificates.',
    keywords:
      'freight forwarder Saudi Arabia, Jeddah port, Dammam port, ZATCA customs, FASAH, SABER certificate, Riyadh dry port, SAJED',
    lead: 'Saudi Arabia has ports on two seas and a capital far inland, so forwarding there means choosing between the Red Sea and the Gulf and planning the haul to Riyadh.',
    overview: [
      'Jeddah Islamic Port on the Red Sea is the kingdom’s busiest container port and a transshipment hub for the Red Sea region. King Abdulaziz Port in Dammam serves the Eastern Province and, by rail, the dry port in Riyadh. King Abdullah Port near Rabigh is a privately developed container port north of Jeddah, and Jubail is an industrial port for the petrochemical sector. The Saudi Ports Authority (Mawani) regulates the ports.',
      'Oil, petrochemicals and plastics lead exports; imports include vehicles, machinery, food and consumer goods for a fast-growing market.',
    ],
    tradeLanes: [
      'Asia–Middle East, to both Jeddah and Dammam.',
      'Europe–Middle East through the Suez Canal to Jeddah.',
      'Land freight to and from the other Gulf states, and petrochemical exports in containers and bulk.',
    ],
    customsAuthority: 'Zakat, Tax and Customs Authority (ZATCA)',
    customs: [
      'Customs is run by the Zakat, Tax and Customs Authority (ZATCA), and declarations and permits are handled through the FASAH single-window platform. Saudi Arabia applies the Gulf Cooperation Council’s common customs law, but its own tariff rates, which are higher than the basic GCC rate for many products.',
      'Most consumer and industrial products need certificates issued through SABER, the product conformity platform of the Saudi Standards, Metrology and Quality Organization (SASO); food, medicines and cosmetics fall under the Saudi Food and Drug Authority.',
    ],
    practicalNotes: [
      'Register the SABER certificates before shipping: customs checks them at arrival.',
      'For Riyadh cargo, compare Dammam plus rail with Jeddah plus a long road haul.',
      'Working hours change during Ramadan; allow more time for clearance and delivery.',
    ],
    terms: ['inspection-certificate', 'customs-clearance', 'transshipment', 'rail-freight', 'tariff'],
  },

  'south-africa': {
    description:
      'Freight forwarding in South Africa: Durban, Cape Town, Gqeberha and Ngqura, Transnet ports, SARS customs, SACU and road freight to neighbouring states.',
    keywords:
      'freight forwarder South Africa, Durban port, Cape Town port, SARS customs, Transnet, SACU, cross-border trucking, ZADUR',
    lead: 'South Africa is the logistics hub of Southern Africa: its ports serve the country’s own trade and landlocked neighbours reached by long road corridors.',
    overview: [
      'Durban is the largest container port in Southern Africa and the main gateway for Johannesburg and the industrial heartland of Gauteng. Cape Town handles large volumes of fruit exports; Gqeberha (formerly Port Elizabeth) and the nearby deep-water port of Ngqura serve the Eastern Cape and its automotive industry; Richards Bay and Saldanha Bay are major bulk ports. Transnet runs the port authority, most container terminals and the freight railway.',
      'Exports include minerals and metals, vehicles, citrus, grapes and other fruit, and wine; imports include machinery, electronics, fuel and consumer goods.',
    ],
    tradeLanes: [
      'Asia–Southern Africa and Europe–Southern Africa container services.',
      'Reefer exports of citrus, deciduous fruit and grapes in seasonal peaks.',
      'Road corridors to Botswana, Namibia, Zimbabwe, Zambia, Mozambique and the Democratic Republic of the Congo.',
      'Vehicle exports from the Eastern Cape and KwaZulu-Natal on ro-ro vessels.',
    ],
    customsAuthority: 'South African Revenue Service (SARS) customs',
    customs: [
      'The South African Revenue Service (SARS) runs customs. Importers and exporters register with SARS before trading, and clearing agents submit declarations electronically.',
      'South Africa shares a common external tariff with Botswana, Eswatini, Lesotho and Namibia in the Southern African Customs Union (SACU). Some goods need import permits from the International Trade Administration Commission (ITAC) or from sector regulators.',
    ],
    practicalNotes: [
      'Strong winds regularly stop crane work in Cape Town, and terminal productivity has varied in recent years; build buffers into transit times.',
      'Border posts such as Beitbridge can hold trucks for long periods; factor waiting time into cross-border quotes.',
      'Fruit export seasons put pressure on reefer equipment and plugs: book early.',
    ],
    terms: [
      'reefer-container',
      'cross-border-trade',
      'roll-on-roll-off',
      'customs-clearance',
      'port-authority',
    ],
  },

  'united-arab-emirates': {
    description:
      'Freight forwarding in the UAE: Jebel Ali and JAFZA, Khalifa Port, Khor Fakkan and Sharjah, emirate customs, free zones, sea-air through Dubai and re-exports.',
    keywords:
      'freight forwarder UAE, Jebel Ali port, JAFZA, Dubai Customs, Abu Dhabi customs, free zone logistics, sea-air Dubai, re-export, AEJEA',
    lead: 'The UAE lives from re-exports: goods land in Dubai and Abu Dhabi, wait in free zones and move on to the Gulf, East Africa, South Asia and Central Asia.',
    overview: [
      'Jebel Ali, operated by DP World, is the largest port in the Middle East, with the Jebel Ali Free Zone (JAFZA) next to it. Abu Dhabi’s container trade is handled at Khalifa Port, operated by AD Ports; Sharjah runs Khalid Port on the Gulf and Khor Fakkan on the Gulf of Oman, outside the Strait of Hormuz. Dubai’s two airports make sea-air a speciality: cargo arrives by sea from Asia and continues by air to Europe or Africa.',
      'Re-exports, trading and logistics services are central to the economy, alongside oil, gas and aluminium exports.',
    ],
    tradeLanes: [
      'Asia–Middle East, the main import lane, and Europe–Middle East.',
      'Re-export by feeder, dhow and truck to the other Gulf states, East Africa and South Asia.',
      'Sea-air from Asia through Dubai to Europe and Africa.',
      'Road freight to Oman and Saudi Arabia and onward in the Gulf.',
    ],
    customsAuthority: 'UAE customs (emirate authorities)',
    customs: [
      'Customs is run by each emirate (Dubai Customs, Abu Dhabi Customs, Sharjah Customs and the others), coordinated at federal level by the Federal Authority for Identity, Citizenship, Customs and Port Security. Companies need a customs client code, and declarations go through each emirate’s platform, such as Dubai Trade for Dubai.',
      'The UAE applies the GCC common external tariff, with a general rate of 5% and exceptions, and charges VAT on imports. Goods held in a free zone are outside the customs territory until they enter the local market, which is why re-export flows are often cleared only in transit.',
    ],
    practicalNotes: [
      'Decide early whether cargo enters the local market or stays in a free zone for re-export: the documents and duties differ.',
      'Khor Fakkan avoids the Strait of Hormuz and is used for transshipment; check which port the carrier really serves.',
      'Sea-air needs a forwarder who controls both legs; agree who is responsible for the connection at Dubai.',
    ],
    terms: ['transshipment', 'customs-clearance', 'warehousing', 'air-waybill', 'multi-modal-transportation'],
  },
};

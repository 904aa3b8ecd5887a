import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Hazardous Materials (Hazmat) Meaning',
    description:
      'Hazardous materials (hazmat, dangerous goods) in freight: the 9 UN classes, IMDG, IATA DGR and 49 CFR rules, required documents, and costly mistakes to avoid.',
    keywords:
      'hazardous materials, hazmat, dangerous goods, DG cargo, IMDG Code, IATA DGR, 49 CFR, UN number, hazard class, packing group, dangerous goods declaration',
  },
  data: {
    titleH1: 'Hazardous Materials (Hazmat)',
    breadcrumb: 'Hazardous Materials (Hazmat)',
    titleH2: 'What are hazardous materials in shipping?',
    url: 'hazardous-materials',
    headParagraphs: [
      [
        { strong: 'Hazardous materials' },
        ', or hazmat, are substances and articles that can endanger people, property or the environment during transport: fuels, paints, solvents, gases, acids, lithium batteries, pesticides and many more. "Hazardous materials" is the US regulatory term; international rules call them ',
        { strong: 'dangerous goods' },
        ' (DG). Both rest on the same UN classification system.',
      ],
      'Shipping hazmat is allowed, but only when the goods are correctly classified, packed, marked, labeled, documented and accepted by the carrier. Every step is regulated, and the shipper carries the primary legal responsibility.',
    ],
    content: [
      {
        title: 'Classification: the nine UN hazard classes',
        paragraphs: [
          'Each dangerous substance is identified by a four-digit UN number and a proper shipping name, assigned to one of nine classes and, for most classes, to a packing group: I (great danger), II (medium) or III (minor).',
        ],
        list: {
          title: 'The classes',
          items: [
            'Class 1: explosives',
            'Class 2: gases (flammable, non-flammable, toxic)',
            'Class 3: flammable liquids',
            'Class 4: flammable solids and substances liable to spontaneous combustion or dangerous when wet',
            'Class 5: oxidizers and organic peroxides',
            'Class 6: toxic and infectious substances',
            'Class 7: radioactive material',
            'Class 8: corrosives',
            'Class 9: miscellaneous dangerous goods, such as lithium batteries and environmentally hazardous substances',
          ],
        },
      },
      {
        title: 'Rules by mode',
        paragraphs: [
          "Sea transport follows the IMO's International Maritime Dangerous Goods (IMDG) Code, mandatory under SOLAS. Air transport follows the ICAO Technical Instructions, applied in practice through the IATA Dangerous Goods Regulations, which are stricter in places and include airline variations. Road and rail in Europe follow ADR and RID. In the United States, the Department of Transportation's PHMSA regulates hazmat in 49 CFR for all modes. Employees who prepare hazmat shipments must be trained: US rules require recurrent training at least every three years, and IATA every 24 months.",
        ],
      },
      {
        title: 'Documents and process',
        paragraphs: [
          [
            "Before booking, the shipper needs the Safety Data Sheet (SDS) and the correct classification. The carrier must accept the booking, since some classes are restricted on certain vessels, routes or ports. The shipper then provides a dangerous goods declaration (a multimodal DG form at sea or the Shipper's Declaration for Dangerous Goods for air), and for sea containers a container packing certificate signed by the person who supervised packing. Packages carry UN-specification packaging marks, hazard labels and the UN number; containers and trucks carry placards. The goods also appear on the ",
            { link: 'freight-dictionary/shipping-manifest', text: 'manifest' },
            ' as dangerous cargo.',
          ],
        ],
      },
      {
        title: 'Example: paint by sea',
        paragraphs: [
          [
            "A manufacturer in Hamburg ships 80 drums of solvent-based paint to New Jersey. The paint is UN1263, PAINT, Class 3, packing group II. The forwarder books a 20-foot container with a carrier that accepts Class 3, submits the DG declaration and packing certificate before the carrier's DG cut-off, and the shipper placards the container on all four sides. The carrier adds a dangerous goods surcharge (the amount varies by carrier and class), and the US ",
            { link: 'freight-dictionary/drayage', text: 'drayage' },
            " driver needs a hazardous materials endorsement on the commercial driver's license, with the truck placarded as 49 CFR requires. Shipped as general cargo instead, the same container would be a serious safety risk and the shipper would face penalties.",
          ],
        ],
      },
      {
        title: 'Common mistakes and how to avoid them',
        paragraphs: [
          'Undeclared or misdeclared dangerous goods are a recognized cause of container-ship fires, and penalties for shippers can be severe. Typical failures include assuming a product is not hazardous because it is sold in stores, shipping lithium batteries inside equipment without checking the applicable packing instruction, using non-UN packaging, and relying on an outdated SDS.',
        ],
        list: {
          title: 'Good practice',
          items: [
            'Classify from the SDS (section 14 gives transport information) and confirm with a trained DG specialist.',
            'Check carrier and port acceptance before quoting the customer.',
            'Check limited-quantity and excepted-quantity rules, which ease but do not remove requirements.',
            'Keep training records current for everyone who signs or packs DG shipments.',
          ],
        },
        summary:
          'With hazmat, the shipper is responsible for getting the classification and paperwork right; the carrier relies on it.',
      },
    ],
    relatedTerms: [
      { url: 'shipping-manifest', name: 'Shipping Manifest' },
      { url: 'cargo-insurance', name: 'Cargo Insurance' },
      { url: 'freight-all-kinds', name: 'Freight All Kinds' },
      { url: '', name: 'IMDG Code' },
      { url: '', name: 'Dangerous goods declaration' },
    ],
  },
};

export default term;

import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Verified Gross Mass (VGM) Meaning',
    description:
      'Verified gross mass (VGM) explained: the SOLAS rule since 2016, Method 1 and Method 2, who signs and submits it, cut-offs and a worked calculation.',
    keywords:
      'verified gross mass, VGM, SOLAS VGM, VGM method 1, VGM method 2, container weighing, VGM cut-off, VGM submission',
  },
  data: {
    titleH1: 'Verified Gross Mass (VGM)',
    breadcrumb: 'Verified Gross Mass (VGM)',
    titleH2: 'What is the verified gross mass?',
    url: 'verified-gross-mass',
    headParagraphs: [
      [
        'The ',
        { strong: 'verified gross mass (VGM)' },
        " is the total weight of a packed container, including the cargo, all packing and securing materials and the container's own tare weight, obtained by one of the methods allowed under the IMO's SOLAS Convention. Since 1 July 2016, SOLAS Chapter VI, Regulation 2 requires the shipper to provide the VGM to the carrier and the terminal before an export container is loaded onto a ship.",
      ],
      [
        { strong: 'No VGM, no loading:' },
        ' a container without a verified gross mass must not be loaded onto the vessel.',
      ],
    ],
    content: [
      {
        title: 'Why the rule exists',
        paragraphs: [
          'Misdeclared container weights contributed to stack collapses, ships loaded beyond their stability assumptions and accidents at terminals and on roads. The VGM rule places the duty to verify weight on the party that knows the cargo best, the shipper, and gives carriers and terminals a reliable figure for stowage planning.',
        ],
      },
      {
        title: 'The two methods',
        paragraphs: [
          'SOLAS allows two ways of obtaining the VGM, both using calibrated equipment that meets the standards of the country where the weighing is done.',
        ],
        list: {
          title: 'Methods',
          items: [
            'Method 1: weigh the whole packed and sealed container, for example on a weighbridge, and deduct the truck and chassis weight if weighed together.',
            [
              'Method 2: weigh all packages and cargo items, add the mass of pallets, ',
              { link: 'freight-dictionary/dunnage', text: 'dunnage' },
              " and other packing and securing material, and add the container's tare weight as marked on its door. Some countries require shippers using Method 2 to be certified or approved, and the method is not suitable for bulk cargo loaded loose into a container.",
            ],
          ],
        },
      },
      {
        title: 'Who is responsible and how it is submitted',
        paragraphs: [
          [
            "The shipper named on the ocean carrier's bill of lading or sea waybill is responsible for the VGM, even when a forwarder or packing station does the weighing. The document must be signed by a person authorized by the shipper. It is usually sent electronically to the carrier before the carrier's VGM cut-off, which is typically set with or before the container yard cut-off, through the carrier's portal, an EDI VERMAS message or a booking platform; it can also be part of the ",
            { link: 'freight-dictionary/sli-in-shipping', text: "shipper's letter of instruction" },
            ' passed to the forwarder.',
          ],
          'National administrations enforce the rule and set the tolerance between the declared VGM and any check weighing, which differs by country. Terminals may weigh containers on arrival and use their own figure or refuse the box if no VGM is received.',
        ],
      },
      {
        title: 'Worked example',
        paragraphs: [
          [
            'An exporter in Valencia packs a 40-foot container with 20 pallets of ceramic tiles. Using Method 2: the tiles and cartons weigh 18,200 kg, the 20 wooden pallets 500 kg, stretch wrap, dunnage and lashing 100 kg, and the container door shows a tare of 3,750 kg. The VGM is 18,200 + 500 + 100 + 3,750 = 22,550 kg. That is the figure declared to the carrier, not the net weight of 18,200 kg or the cargo ',
            { link: 'freight-dictionary/gross-weight', text: 'gross weight' },
            ' of 18,800 kg on the commercial invoice.',
          ],
        ],
        summary: 'VGM = cargo + packing and securing materials + container tare.',
      },
      {
        title: 'Mistakes to avoid',
        paragraphs: [
          [
            'The common errors are leaving out the tare, using a tare from a generic table instead of the container actually used, submitting after the cut-off (the box then misses its vessel), and declaring estimated weights from the order instead of weighed figures. For ',
            { link: 'freight-dictionary/full-container-load', text: 'full container loads' },
            ", also check that the VGM stays within the container's maximum gross mass on its CSC plate and within road weight limits for the haulage to the port.",
          ],
        ],
      },
    ],
    relatedTerms: [
      { url: 'gross-weight', name: 'Gross Weight' },
      { url: 'full-container-load', name: 'Full Container Load' },
      { url: 'dunnage', name: 'Dunnage' },
      { url: 'sli-in-shipping', name: 'SLI in Shipping' },
      { url: '', name: 'SOLAS Convention' },
    ],
  },
};

export default term;

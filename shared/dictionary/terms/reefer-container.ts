import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Reefer Container Meaning',
    description:
      'Reefer container guide: how refrigerated containers work, sizes and temperature ranges, setpoints, vents, pre-cooling, costs and the mistakes that spoil cargo.',
    keywords:
      'reefer container, refrigerated container, 40ft reefer, 20ft reefer, reefer setpoint, controlled atmosphere, genset, pre-trip inspection, cold chain shipping',
  },
  data: {
    titleH1: 'Reefer Container',
    breadcrumb: 'Reefer Container',
    titleH2: 'What is a reefer container?',
    url: 'reefer-container',
    headParagraphs: [
      [
        'A ',
        { strong: 'reefer container' },
        ' is an insulated ISO shipping container with a built-in refrigeration unit that holds cargo at a set temperature throughout the journey. It is the standard way to move perishable goods such as meat, fish, fruit, vegetables, dairy, flowers and temperature-sensitive pharmaceuticals by sea, and the workhorse of the ocean cold chain.',
      ],
      [
        'Unlike a standard dry box, a reefer needs electric power at every stage: from the ship’s electrical supply at sea, from plug-in points (reefer racks) at terminals, and from a diesel generator set (genset) clipped to the unit or the chassis on the road. A ',
        { link: 'freight-dictionary/reefer', text: 'reefer' },
        ' in general usage can be any refrigerated unit; this page covers the container.',
      ],
    ],
    content: [
      {
        title: 'Sizes and capabilities',
        paragraphs: [
          'The common sizes are the 20-foot reefer (about 27–28 m³ of internal volume) and the 40-foot high cube reefer (about 67 m³), which carries most of the trade. Internal space is smaller than a dry container of the same length because of the insulated walls and the machinery at the front end. Exact dimensions and payloads vary by owner and unit, so check the line’s equipment specification.',
          'Standard units typically hold setpoints from about −30 °C to +30 °C. Super-freezer containers reach −60 °C or lower for sashimi-grade tuna, and controlled-atmosphere (CA) units adjust oxygen and carbon dioxide levels to slow the ripening of fruit such as avocados and bananas. Most units also offer dehumidification and a fresh-air vent that exchanges air at a set rate, measured in cubic meters per hour.',
        ],
      },
      {
        title: 'How a reefer works',
        paragraphs: [
          'Cold air is delivered from the unit at the front along a T-shaped floor (the T-floor), rises through the cargo, and returns to the unit at the top. Airflow therefore depends on correct stowage: cargo must sit on the T-floor or on pallets, must not be stowed above the red load line marked on the side walls, and must leave the gaps the airflow needs. Frozen cargo is stowed in a tight block so that cold air flows around it; chilled produce is stowed so that air can pass through it and carry away the heat produced by respiring fruit.',
          'Before release the line carries out a pre-trip inspection (PTI) and sets the unit to the shipper’s requested setpoint. A data logger records temperatures, and many lines now provide remote monitoring so that alarms can be acted on during the voyage.',
        ],
      },
      {
        title: 'Who is responsible for what',
        paragraphs: [
          [
            'The shipper declares the setpoint, ventilation and humidity settings in the booking and on the ',
            { link: 'freight-dictionary/bill-of-lading', text: 'bill of lading' },
            ', pre-cools the cargo to the carrying temperature, and loads it properly. The carrier must supply a working unit, power it and maintain the declared setpoint. In a claim, the unit’s download and the shipper’s loading records decide who is liable, which is why temperature records at stuffing matter. Reefer cargo should be covered by ',
            { link: 'freight-dictionary/cargo-insurance', text: 'cargo insurance' },
            ' that includes temperature-related loss, often offered as a named extension.',
          ],
        ],
        summary: 'A reefer keeps cargo at temperature; it does not cool it down. Pre-cool before stuffing.',
      },
      {
        title: 'Costs',
        paragraphs: [
          'Reefer freight rates are well above dry rates for the same lane because of the equipment’s price, power consumption and the slots available for plugs on board. Extra charges commonly include plug-in or monitoring fees at terminals (often per day), genset rental for road legs, controlled-atmosphere surcharges and PTI fees. Demurrage and detention free time on reefers is often shorter than on dry containers.',
        ],
      },
      {
        title: 'Worked example',
        paragraphs: [
          [
            'A Brazilian exporter ships frozen chicken from Itajaí to Jeddah in a 40-foot high cube reefer as a ',
            { link: 'freight-dictionary/full-container-load', text: 'full container load' },
            ': 2,600 cartons of 10 kg, about 26 metric tons net, stowed on the T-floor below the red line. The booking states a setpoint of −18 °C, vents closed (frozen cargo needs no fresh air). Product is frozen to −18 °C in cold storage before stuffing, the stuffing takes place at a temperature-controlled dock, and the unit is plugged in at the terminal within the line’s cut-off. On arrival the consignee checks the seal, downloads the data logger and records core temperatures before accepting delivery.',
          ],
        ],
      },
      {
        title: 'Common mistakes',
        paragraphs: [],
        list: {
          title: 'What spoils reefer cargo',
          items: [
            'Loading warm product and expecting the unit to pull the temperature down.',
            'Entering the setpoint in the wrong scale (°F instead of °C), or typing +18 instead of −18.',
            'Opening vents on frozen cargo, or closing them on produce that needs air exchange.',
            'Stowing above the red line or blocking the T-floor with cartons and slip sheets.',
            'Leaving the container unplugged too long during gate-in, inspections or transshipment.',
          ],
        },
      },
    ],
    relatedTerms: [
      { url: 'reefer', name: 'Reefer' },
      { url: 'full-container-load', name: 'Full Container Load' },
      { url: 'twenty-foot-equivalent-unit', name: 'Twenty-Foot Equivalent Unit' },
      { url: 'cargo-insurance', name: 'Cargo Insurance' },
      { url: 'detention-and-demurrage', name: 'Detention and Demurrage' },
    ],
  },
};

export default term;

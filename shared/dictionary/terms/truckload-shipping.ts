import type { TermRecord } from '../schema';

const term: TermRecord = {
  meta: {
    title: 'What is Truckload Shipping Meaning',
    description:
      'Truckload shipping explained: when a shipper books a whole trailer, how per-mile rates, fuel and accessorials are priced, capacity limits and a worked example.',
    keywords:
      'truckload shipping, truckload freight, FTL shipping, full truckload rates, per mile rate, truckload vs LTL, 53-foot trailer',
  },
  data: {
    titleH1: 'Truckload Shipping',
    breadcrumb: 'Truckload Shipping',
    titleH2: 'What is truckload shipping?',
    url: 'truckload-shipping',
    headParagraphs: [
      [
        { strong: 'Truckload shipping' },
        ' is road transport in which one shipper books the use of an entire trailer for a single load, usually from one pickup to one delivery. The carrier prices the truck, not the individual pallets, and the freight stays on the same trailer from origin to destination without passing through terminals.',
      ],
      [
        'It is the counterpart of less-than-truckload (LTL) shipping, where many shippers share a trailer and pay by weight and freight class. The equipment and service are described in ',
        { link: 'freight-dictionary/full-truck-load', text: 'full truck load' },
        '; this entry focuses on how the truckload market books, prices and runs loads.',
      ],
    ],
    content: [
      {
        title: 'Equipment and capacity',
        paragraphs: [
          [
            'In North America the standard truckload unit is the 53-foot ',
            { link: 'freight-dictionary/dry-van-in-trucking', text: 'dry van' },
            ', which takes 26 standard 48 × 40 in pallets on the floor (52 if they can be double-stacked) and typically up to about 45,000 lb of cargo, because the whole vehicle must stay within the 80,000 lb federal gross weight limit. Refrigerated trailers and flatbeds follow the same booking model with their own limits. In Europe the typical unit is a 13.6 m curtain-sider taking 33 Euro pallets, with a gross combination limit of 40 tonnes for international traffic in the EU and higher national limits in some countries, such as 44 tonnes.',
          ],
          'A load can "cube out" (fill the trailer\'s space) or "weigh out" (reach the legal weight) first; light, bulky goods cube out and dense goods such as tiles or beverages weigh out long before the trailer is full.',
        ],
      },
      {
        title: 'How truckload rates are built',
        paragraphs: [
          [
            'Truckload pricing is usually quoted per mile or as a flat rate per lane. The line-haul rate covers the driver, tractor and trailer; a ',
            { link: 'freight-dictionary/fuel-surcharge', text: 'fuel surcharge' },
            ', often indexed weekly to the US Department of Energy diesel price, is added on top; accessorial charges cover extra work.',
          ],
          'Shippers buy capacity in two ways: contract rates agreed for a lane for a period (often a year) with expected volumes, and spot rates quoted for individual loads at the current market price, either directly with carriers or through a freight broker. Spot rates move quickly with seasons, weather and available trucks, and can be well above or below contract rates.',
        ],
        list: {
          title: 'Common accessorial charges',
          items: [
            'Detention: waiting time at pickup or delivery beyond the free time, commonly two hours.',
            'Layover: the driver must wait overnight for an appointment.',
            [
              'Lumper fees: third-party unloading labor at the receiver, see ',
              { link: 'freight-dictionary/lumper-services', text: 'lumper services' },
              '.',
            ],
            'Truck ordered not used (TONU): the load is cancelled after the truck was dispatched.',
            'Stop-off charges for each additional pickup or delivery stop.',
          ],
        },
      },
      {
        title: 'Worked example',
        paragraphs: [
          'A beverage producer ships 22 pallets weighing 42,000 lb from Atlanta to a distributor near Chicago, a trip of roughly 720 miles. A carrier quotes US$2.10 per mile line haul and a fuel surcharge of US$0.55 per mile: 720 × 2.65 = US$1,908. The driver then waits four hours at the receiver; with two hours free and detention at US$75 per hour, a further US$150 is billed, for a total of US$2,058. The rates here are for illustration only; real rates depend on the lane, the season and the market on the day.',
          'A solo driver working within the US hours-of-service rules (at most 11 hours of driving within a 14-hour duty window) typically covers around 500 miles a day, so this load is a next-day delivery.',
        ],
      },
      {
        title: 'When truckload is the right choice',
        paragraphs: [
          'Truckload tends to beat LTL once a shipment reaches roughly 10 to 12 pallets or about 15,000 lb, when goods are fragile and should not be rehandled at terminals, or when speed matters, since the truck runs directly. Between those points, volume LTL and partial truckload quotes are worth comparing.',
        ],
        summary:
          'Book truckload when the freight nearly fills or weighs out a trailer, or when direct, untouched transit is worth paying for.',
      },
      {
        title: 'Mistakes to avoid',
        paragraphs: [
          'The most expensive errors are wrong weight declarations (overweight loads are refused or fined at scales), unrealistic dock appointments that cause detention, and unclear loading responsibilities: in "shipper load and count" freight the carrier does not verify the contents, so pallet counts and seals should be recorded on the bill of lading at pickup.',
        ],
      },
    ],
    relatedTerms: [
      { url: 'full-truck-load', name: 'Full Truck Load' },
      { url: 'dry-van-in-trucking', name: 'Dry Van in Trucking' },
      { url: 'line-haul', name: 'Line Haul' },
      { url: 'freight-broker', name: 'Freight Broker' },
      { url: '', name: 'Less-than-truckload (LTL)' },
    ],
  },
};

export default term;

import { Link } from 'react-router';
import { forwarderCountryPath } from '../../../shared/freight-forwarder/countries';
import { ContentPage } from '../../components/content/ContentPage';
import { FORWARDER_INDEX_CRUMB } from './crumbs';
import { TermLink } from '../../components/content/TermLink';

const PATH = '/freight-forwarders-in-india';

const IMPORT_STEPS = [
  'The importer holds an Importer-Exporter Code and GST registration, and appoints a licensed customs broker.',
  'The overseas shipper books the container with the bill of lading showing the inland container depot, for example ICD Tughlakabad in Delhi, as the place of delivery.',
  'Before arrival, the carrier or its agent files the import general manifest, and the broker can file an advance bill of entry on ICEGATE.',
  'The container is discharged at Nhava Sheva and moves by rail, under customs control, to the depot.',
  'Customs assesses the bill of entry, the importer pays the duty electronically, and any examination ordered by the risk system takes place at the depot.',
  'Once customs gives “out of charge”, the carrier’s delivery order and the depot’s release let the truck collect the box, with an e-way bill for the road movement.',
  'The empty container goes back to the depot or yard the carrier names, within the free time, to avoid detention charges.',
];

export default function IndiaPage() {
  return (
    <ContentPage
      path={PATH}
      title="Freight forwarders in India: Nhava Sheva, Mundra, ICDs and customs"
      description="A practical guide to forwarding in India: JNPT (Nhava Sheva), Mundra and Chennai, inland container depots, CBIC customs on ICEGATE, IEC codes and e-way bills."
      keywords="freight forwarders in India, Nhava Sheva, JNPT, Mundra port, Chennai port, ICD, ICEGATE, CBIC, IEC code, e-way bill, Indian customs clearance"
      eyebrow="Forwarders by country"
      heading="Freight forwarding in India: a practical guide"
      lead={
        <p>
          India is one of the fastest-growing freight markets in the world, and one of the most procedural.
          This guide walks an overseas forwarder through the gateways, the inland depots, the customs filings
          and the registrations that decide whether a container to or from India moves on time.
        </p>
      }
      trail={[FORWARDER_INDEX_CRUMB]}
    >
      <p>
        For the short overview, main ports with their UN/LOCODEs and trade lanes, see{' '}
        <Link to={forwarderCountryPath('india')}>our India country page</Link>.
      </p>

      <h2>The main gateways</h2>
      <h3>Jawaharlal Nehru Port (Nhava Sheva)</h3>
      <p>
        Across the harbour from Mumbai, Jawaharlal Nehru Port (JNPT, code INNSA) is one of India’s two largest
        container gateways. Several terminals run by different operators sit side by side, so the terminal
        named in the booking matters for cut-offs and trucking. Rail carries a large share of its boxes to the
        industrial north. The Western Dedicated Freight Corridor, a freight-only line from the Delhi region to
        the west coast, was still finishing its last stretch into JNPT at the end of 2025, so ask the rail
        operator whether your trains run on it before you count on its transit times.
      </p>
      <h3>Mundra</h3>
      <p>
        Mundra (INMUN), on the Gulf of Kutch in Gujarat, is a privately developed port run by Adani Ports. It
        is closer than Mumbai to the northern hinterland by rail and has grown into the other largest
        container gateway. Pipavav, Hazira and Kandla (Deendayal Port) also serve Gujarat.
      </p>
      <h3>Chennai and the east coast</h3>
      <p>
        Chennai (INMAA), with Kattupalli and Kamarajar (Ennore) nearby, is the main gateway for the south-east
        and its automotive and electronics plants. Further up the east coast, Visakhapatnam serves Andhra
        Pradesh, and Kolkata with Haldia serve the north-east and the neighbouring landlocked countries. In
        the far south, Tuticorin and Cochin handle regional cargo, and a new deep-water transshipment port has
        opened at Vizhinjam in Kerala.
      </p>

      <h2>Inland container depots and container freight stations</h2>
      <p>
        An inland container depot (ICD) is a dry port with its own customs station. A container whose bill of
        lading names an ICD as the place of delivery is discharged at the seaport and moves by rail, under
        customs control, to the depot, where it is cleared. Important ICDs serve Delhi (Tughlakabad, Dadri and
        others), Punjab, Gujarat, Maharashtra and the south. For the importer, this means clearance happens
        close to the factory; for the forwarder, it means the rail leg, its cost and its transit time belong
        in the quote.
      </p>
      <p>
        Near the seaports, <TermLink slug="container-freight-station">container freight stations</TermLink>{' '}
        handle LCL cargo and many FCL clearances. Some importers with a good compliance record can take their
        containers straight from the terminal under direct port delivery, skipping the freight station.
      </p>

      <h2>Customs: CBIC and ICEGATE</h2>
      <p>
        Indian customs is run by the Central Board of Indirect Taxes and Customs (CBIC), under the Ministry of
        Finance. Filings are electronic through ICEGATE, the customs portal: carriers and their agents file
        import and export general manifests, and customs brokers file bills of entry for imports and shipping
        bills for exports. Assessment is largely faceless: the risk management system decides which
        consignments are examined, and officers anywhere in the country may assess a bill of entry.
      </p>
      <p>
        Imports generally pay basic customs duty plus integrated GST (IGST), and the importer can usually
        claim the IGST back as input tax credit. Customs brokers are licensed under the Customs Brokers
        Licensing Regulations, 2018; only a licensed broker may transact customs business on behalf of others.
        Exporters also register their bank’s authorised dealer (AD) code at each customs station they ship
        from, so export proceeds and incentives can be matched to their shipping bills.
      </p>

      <h2>The Importer-Exporter Code (IEC)</h2>
      <p>
        Every business that imports or exports needs an Importer-Exporter Code, a ten-digit number issued
        online by the Directorate General of Foreign Trade (DGFT) and linked to the company’s PAN (its income
        tax number). Without it, customs will not accept a bill of entry or shipping bill in the company’s
        name. Holders must confirm or update their IEC details every year, or the code can be deactivated, so
        check the status before a first shipment with a new Indian partner.
      </p>

      <h2>E-way bills for road movements</h2>
      <p>
        Under the Goods and Services Tax, moving goods by road above a value threshold (₹50,000 per
        consignment for most movements; some states set their own rules for movements within the state)
        requires an e-way bill generated on the government’s e-way bill portal. The supplier, the recipient or
        the transporter creates it, quoting the invoice or, for imports leaving the port or depot, the bill of
        entry, and adds the vehicle number before the truck leaves. Its validity depends on the distance, so a
        delayed truck may need an extension.
      </p>

      <h2>An import step by step</h2>
      <p>A typical FCL import from Europe to a warehouse in Delhi through Nhava Sheva:</p>
      <ol>
        {IMPORT_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>

      <h2>Practical points for overseas partners</h2>
      <ul>
        <li>
          Put the final ICD, not just the seaport, on the booking and the bill of lading; changing it later
          costs time and amendment fees.
        </li>
        <li>
          Confirm the consignee’s IEC and GST number before loading, and make the{' '}
          <TermLink slug="commercial-invoice">commercial invoice</TermLink> and{' '}
          <TermLink slug="packing-list">packing list</TermLink> match exactly.
        </li>
        <li>
          Forwarders that issue their own multimodal bills of lading register as multimodal transport
          operators with the Directorate General of Shipping; ask an Indian partner whether it holds that
          registration.
        </li>
        <li>
          Monsoon rains between June and September disrupt west coast ports and highways; add buffer time.
        </li>
        <li>
          Free time and <TermLink slug="detention-and-demurrage">detention and demurrage</TermLink> tariffs
          vary by carrier and by depot; agree them with the consignee before shipping.
        </li>
      </ul>

      <h2>Further reading in the dictionary</h2>
      <ul>
        <li>
          <TermLink slug="customs-clearance">Customs clearance</TermLink>
        </li>
        <li>
          <TermLink slug="customs-broker">Customs broker</TermLink>
        </li>
        <li>
          <TermLink slug="shipping-manifest">Shipping manifest</TermLink>
        </li>
        <li>
          <TermLink slug="delivery-order">Delivery order</TermLink>
        </li>
        <li>
          <TermLink slug="rail-freight">Rail freight</TermLink>
        </li>
      </ul>
    </ContentPage>
  );
}

import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: never import application code or libraries here. The seeded articles are our
// own trusted text; posts written later go through the app's sanitizer when they are saved.

interface SeededArticle {
  slug: string;
  title: string;
  description: string;
  tags: string[];
  publishDate: string;
  updatedAt: string;
  markdown: string;
}

const paymentProtection = `Unpaid invoices between agents are the oldest problem in freight networks. A forwarder in one country releases cargo for a partner in another, invoices the ocean freight, and waits. Sometimes the money arrives late; sometimes it never arrives, and chasing it across a border costs more than the invoice is worth. Payment protection is the Digital Freight Alliance's answer to that risk. This article explains what it covers, what it does not, and what you need to do before a shipment is protected.

## What payment protection is

Payment protection is credit-risk insurance for trade between members. It covers between **US$10,000 and US$100,000 a year**, depending on the membership, against a member partner failing to pay a covered invoice. It is not a guarantee fund that pays any dispute, and it is not a collection agency: it is insurance, so it has conditions, and those conditions are worth learning before you need them.

## The four conditions

### 1. Both companies are Premium members

Protection applies only when **both** trading parties hold a Premium membership. If your partner is a Standard member, or its membership has lapsed, the shipment is not covered, however long you have worked together. Check your partner's status in the [member directory](/benefits/member-directory) before you quote, not after the invoice is overdue.

### 2. Ocean-freight invoices only

The cover applies to [ocean freight](/freight-dictionary/ocean-freight) invoices. Air freight, trucking and customs brokerage are outside it, even when they are part of the same job. If you bill a door-to-door move, split the ocean-freight part clearly on the invoice, so it can be identified if you ever need to claim.

### 3. Only from offices listed in the directory

A shipment is covered only when it is handled by an office that appears in the directory. Many members list their head office and forget their branches. If your Shanghai branch books a container for a partner and only your Ningbo office is listed, that shipment is not protected. List every branch that trades with members; it costs nothing and it widens your cover.

### 4. Reported and confirmed before it is covered

Every shipment you want protected must be **reported to DFA support on the shipment form and confirmed in writing** before the cover starts. A shipment nobody reported is a shipment the insurer never accepted. Make the report part of your booking routine: the same person who issues the [bill of lading](/freight-dictionary/bill-of-lading) can file it in a few minutes.

## What is excluded

Some charges are outside the cover even between two Premium members:

- **Demurrage and detention.** Charges for keeping containers too long depend on what happens at destination, often outside either forwarder's control, so they are excluded. Our guide to [demurrage and detention](/freight-dictionary/detention-and-demurrage) explains how they arise.
- **Non-freight charges.** Storage, handling extras, duties and taxes advanced on a client's behalf are not ocean freight.
- **Deals between related companies.** Trade between companies with common owners or management is excluded, because the risk is not independent.

## A practical routine

1. When a new partner asks for a rate, check in the directory that both of you are Premium and that the office you will deal with is listed.
2. Agree payment terms in writing before the cargo sails: the invoice currency, the due date and who pays bank charges.
3. Invoice ocean freight as its own line.
4. Report the shipment on the support form and keep the written confirmation with the job file.
5. If the invoice becomes overdue, contact support early, with the invoice, the confirmation and your correspondence with the partner.

Keeping the paperwork in one place is most of the work. A claim is decided on documents, and the companies that settle claims quickly are the ones that can show the booking, the bill of lading, the invoice and the confirmation without searching for them.

## Why the conditions exist

The conditions can look strict, but each one protects the members who follow them. Requiring Premium status on both sides means every covered company has been checked and pays for the service. Limiting cover to listed offices stops a stranger from claiming to be a member's branch. Reporting before shipment stops anyone from insuring only the jobs that have already gone wrong. Together they keep the cover affordable enough to be included in membership.

## In short

Payment protection turns an unpaid ocean-freight invoice from a write-off into an insured loss, provided the shipment was between two Premium members, handled by listed offices, and reported and confirmed in advance. Read the full rules on the [payment protection page](/benefits/payment-protection), and if anything is unclear for a specific shipment, ask support before the cargo moves rather than after.
`;

const billOfLading = `The bill of lading is the most important document in ocean freight, and one of the least read. Most people check the consignee's name and the container number and file it. Yet a single wrong box on a bill of lading can stop cargo at destination, void a letter of credit or leave a forwarder liable for goods it never saw. This guide walks through what the document does and how to read it field by field.

## Three jobs in one document

A [bill of lading](/freight-dictionary/bill-of-lading) does three things at once:

1. **It is a receipt.** The carrier confirms it has received the goods, in the quantity and apparent condition described.
2. **It is evidence of the contract of carriage.** The terms on the back, or the carrier's standard terms it refers to, govern the carriage.
3. **It can be a document of title.** A negotiable bill gives whoever lawfully holds the original the right to take delivery. That is why banks want it under a letter of credit.

Which of these jobs a particular bill performs depends on how it is made out, so the details matter.

## House and master bills

When a forwarder or an [NVOCC](/freight-dictionary/nvocc) consolidates cargo, two layers of bills exist. The carrier issues a [master bill of lading](/freight-dictionary/master-bill-of-lading) to the forwarder, and the forwarder issues its own house bill to its customer. Each is a contract between different parties. If you issue house bills, you take on a carrier's responsibilities towards your shipper, so make sure your own terms and liability insurance match that role.

## Reading the fields

**Shipper and consignee.** The [consignor and consignee](/freight-dictionary/consignor-consignee) must match the commercial documents exactly. A consignee field reading "to order" or "to the order of" a bank makes the bill negotiable; a named consignee with no order wording makes it a straight bill, which in most jurisdictions is not transferable by endorsement.

**Notify party.** The company the carrier tells when the cargo arrives. It has no right to the goods simply by being named, but a wrong notify party is a common cause of cargo sitting unclaimed at the terminal while charges build up.

**Vessel, voyage and ports.** The port of loading and port of discharge define the sea leg; the place of receipt and place of delivery, when filled in, show that the carrier also took on inland legs. Check them against the booking and, where one applies, the letter of credit.

**Container, seal and description.** For a [full container load](/freight-dictionary/full-container-load) packed by the shipper, the carrier cannot see inside, so the description is usually qualified with "said to contain" or "shipper's load, stow and count". These words limit what the carrier vouches for. The seal number is the practical proof that the box was not opened in transit.

**Weight and measurement.** The gross weight declared here should agree with the verified gross mass submitted for the container. A mismatch raises questions at destination customs.

**Freight prepaid or collect.** This tells the carrier who pays the [freight charge](/freight-dictionary/freight-charge). It should follow the agreed [Incoterms](/freight-dictionary/incoterms) rule: a seller selling CIF will normally ship freight prepaid.

**Number of originals.** Bills are usually issued in a set of three originals. Any one of them, properly presented, can be enough to take delivery, and the others then lose their effect. Everyone in the chain should know where each original is.

**Dates and on-board notation.** A "shipped on board" bill, or a "received for shipment" bill with a dated on-board notation, proves the goods were loaded by a given date. Letters of credit usually demand exactly that, with a latest shipment date.

## Clean or claused

A clean bill carries no remark about defects in the goods or packing. A claused bill, with a remark such as "cartons torn" or "drums dented", tells banks and buyers that something was wrong at loading. Banks generally refuse claused bills under a letter of credit, so a clause written at the quay can cost the seller its payment. Deal with damage before loading, not after.

## When you do not need a negotiable bill

If no bank is involved and the buyer has already paid, or the parties are related companies, a non-negotiable [sea waybill](/freight-dictionary/waybill) is often simpler. The consignee takes delivery by proving its identity; no original paper has to travel. Electronic bills of lading are also becoming practical as carriers and platforms adopt common standards.

## A short checklist

- Names and addresses exactly as on the invoice and the letter of credit.
- Negotiable or not: order wording deliberate, not accidental.
- Ports and places match the booking.
- Container and seal numbers correct; description consistent with the packing list.
- Freight terms consistent with the Incoterms rule.
- Number of originals known, and their route agreed.
- No clauses you have not seen and accepted.

Five minutes with this list before a bill is released saves days of correction afterwards. For a longer walk through each type of bill, see our [bill of lading guide](/resources/bill-of-lading).
`;

const demurrageDetention = `Few lines on a freight invoice cause as many arguments as demurrage and detention. Importers see them as penalties, forwarders get caught between customer and carrier, and the two words are often used as if they meant the same thing. They do not. Knowing which is which, and when each clock starts, is the first step to paying less of both.

## The short version

- **[Demurrage](/freight-dictionary/demurrage)** is charged for keeping a full container **inside the terminal** beyond the free time.
- **[Detention](/freight-dictionary/detention)** is charged for keeping the carrier's container **outside the terminal** beyond the free time.

Both are charged by the carrier that owns or controls the equipment, usually per container per day, and usually at rates that rise the longer the box stays out. Many carriers now combine the two into a single free-time allowance, often called [detention and demurrage](/freight-dictionary/detention-and-demurrage), but the charges still accrue in different places for different reasons.

## When the clocks run

**On import**, demurrage starts when the container is discharged from the vessel and the free days have passed. It stops when the full container leaves the terminal through the gate. Detention then starts: the container is on the road or at the consignee's warehouse, and the clock runs until the empty box is returned to the depot the carrier names.

**On export**, the sequence is reversed. The shipper collects an empty container and detention runs until the full container is gated into the terminal. If it then waits in the terminal before loading, for example because the booking rolled to a later vessel, demurrage can run until it is loaded.

Port storage is a separate charge, levied by the terminal operator rather than the carrier, for cargo occupying terminal space. An importer whose container sits at the terminal can face demurrage from the carrier and storage from the terminal for the same days.

## How much free time?

There is no single rule. Free time varies by carrier, by port, by equipment type and by contract: a few days is common, and large shippers often negotiate more. Reefer and special equipment usually gets less free time and higher rates. Always confirm the free days for the specific booking, in writing, before the cargo arrives, rather than relying on what applied last time.

## The usual causes

- Customs holds and inspections, including documents that arrive late.
- Consignees who are not ready to receive, or who use the container as temporary storage.
- Shortage of trucks or chassis at the destination port.
- Slow return of empties because the nominated depot is full or far away.
- Unpaid freight, which stops the carrier from releasing the cargo.

Most of these can be foreseen. The forwarder who sends the arrival notice early and checks that customs documents are ready usually saves the customer more than any rate negotiation would.

## Disputes and regulation

Charges that accrue while the cargo cannot be collected, for example because the terminal is closed or the carrier has not released it, are a frequent source of dispute. In the United States the Federal Maritime Commission regulates how carriers bill these charges: its rule on demurrage and detention billing, in force since 2024, requires invoices to be issued within a set period and to carry the information needed to check them, and gives the billed party time to dispute. Rules elsewhere differ, so check local practice for each port.

## Who pays?

Between carrier and merchant, the bill of lading terms decide. Between seller and buyer, the contract of sale and the agreed Incoterms rule usually point to the party controlling the cargo at the time. Between forwarder and customer, your own trading conditions should say clearly that charges caused by the customer are passed on. Note that DFA's payment protection does not cover demurrage and detention, so forwarders should not advance these charges for partners without agreeing in advance who will pay them.

## Practical steps to pay less

1. Ask for the free time on every booking and record it on the job file.
2. Send arrival notices early and chase customs documents before the vessel arrives.
3. Book trucks for the first free day, not the last.
4. Return empties promptly and keep the depot's equipment interchange receipt.
5. Check every invoice against gate-in and gate-out times, and dispute errors within the carrier's deadline.

For a longer explanation of how the charges are calculated, read our [demurrage and detention guide](/resources/demurrage-and-detention).
`;

const incoterms = `Incoterms rules appear on nearly every quotation a forwarder sends, and they are misunderstood almost as often as they are used. The current edition, **Incoterms 2020**, published by the International Chamber of Commerce (ICC), has eleven rules. Each one says which tasks, costs and risks pass from seller to buyer, and where. This article looks at how the rules work in daily forwarding, and at the mistakes that cost money.

## What Incoterms rules do, and what they do not

An [Incoterms](/freight-dictionary/incoterms) rule allocates three things between seller and buyer: who arranges and pays for carriage and insurance, who handles export and import clearance, and the point at which the risk of loss or damage passes.

It does **not** transfer ownership of the goods, set the price, decide how or when payment is made, or settle which law applies. Those belong in the sales contract. A buyer who thinks that "FOB" means it owns the goods once they are on board is confusing two different questions.

Always name the edition and the place precisely: "FCA Rotterdam, Incoterms 2020, seller's warehouse at ..." is a usable term; "FOB Asia" is not.

## The eleven rules

Seven rules suit **any mode of transport**:

- **EXW** ([Ex Works](/freight-dictionary/ex-works)): the buyer collects at the seller's premises and does nearly everything, including export clearance.
- **FCA** (Free Carrier): the seller delivers to the buyer's carrier at a named place, cleared for export.
- **CPT** ([Carriage Paid To](/freight-dictionary/carriage-paid)): the seller pays carriage to the destination, but risk passes when the goods are handed to the first carrier.
- **CIP** (Carriage and Insurance Paid To): as CPT, plus insurance bought by the seller.
- **DAP** (Delivered at Place): the seller bears risk and cost to the named destination, ready for unloading.
- **DPU** (Delivered at Place Unloaded): as DAP, but the seller also unloads.
- **DDP** (Delivered Duty Paid): the seller also clears the goods for import and pays the duties.

Four rules are for **sea and inland waterway** transport only:

- **FAS** ([Free Alongside Ship](/freight-dictionary/free-alongside-ship)): delivery alongside the vessel at the port of shipment.
- **FOB** ([Free on Board](/freight-dictionary/free-on-board)): delivery on board the vessel at the port of shipment.
- **CFR** (Cost and Freight): the seller pays freight to the destination port; risk passes on board at the origin port.
- **CIF** (Cost, Insurance and Freight): as CFR, plus insurance.

## What changed in the 2020 edition

- **DAT became DPU.** The destination no longer has to be a terminal, so the rule was renamed.
- **Different insurance levels.** Under CIP the seller must now buy cover equal to Institute Cargo Clauses (A), close to all risks; under CIF the minimum remains the narrower Clauses (C). See [cargo insurance](/freight-dictionary/cargo-insurance).
- **FCA and on-board bills of lading.** The parties may agree that the buyer instructs its carrier to issue an on-board bill to the seller, which helps when a letter of credit demands one.
- **Security costs** are allocated explicitly, and the seller or buyer may use **its own transport** under FCA, DAP, DPU and DDP.

## The container problem with FOB and CIF

FOB, CFR and CIF were written for cargo loaded over the ship's rail. A container, however, is handed to the carrier at a container yard or freight station days before it is loaded. Under FOB the seller still carries the risk during that time, when it no longer controls the box. The ICC's guidance is that FCA, CPT and CIP fit containerised cargo better. Yet FOB remains the most quoted term on many trade lanes; when a customer insists on it, make sure both sides understand where risk actually sits.

## Where forwarders get caught

- **EXW for exports.** The buyer is responsible for export clearance, but in many countries only a local exporter of record can clear. FCA is usually the better choice.
- **DDP without a local importer.** The seller must act as importer and pay duties and VAT it may not be able to recover. Check that this is possible before quoting.
- **Destination charges.** Under CFR and CIF the seller pays freight to the port, but terminal handling at destination may fall on the buyer, depending on the carrier's terms. Agree it in advance.
- **Insurance gaps.** Under FCA, FOB and CFR nobody is obliged to insure. Ask who does, and offer [marine insurance](/freight-dictionary/marine-insurance) if nobody has.

## A habit worth building

When a booking arrives, read the Incoterms rule before the rate. It tells you who your customer really is for each leg, which charges you can collect from whom, and which documents the other side will expect. Most disputes over freight invoices begin with a rule that nobody read carefully.
`;

const dcsa = `For decades, every ocean carrier published schedules and tracking events in its own format. A forwarder working with ten carriers maintained ten integrations, or copied data by hand from ten websites. The Digital Container Shipping Association (DCSA), founded in 2019 by major container lines, set out to end that by publishing open, free technical standards that every carrier can implement in the same way. Here is what those standards contain and what they change in a forwarder's daily work.

## What DCSA publishes

DCSA standards are published as open API specifications under the Apache 2.0 licence, so any company may implement them. The two most relevant to forwarders are:

- **Track & Trace** (version 2.2): a common language for events in a container's journey.
- **Commercial Schedules** (version 1.0): a common way to ask for sailings between ports, port calls and vessel rotations.

DCSA also publishes standards for booking, shipping instructions and the electronic bill of lading, which follow the same principles.

## Track & Trace: one vocabulary for events

Every event in the standard belongs to one of three families:

- **Shipment events**: changes to the booking or documents, such as a confirmed booking or an issued bill of lading.
- **Transport events**: a vessel's arrival (ARRI) or departure (DEPA) at a port.
- **Equipment events**: what happens to the container itself, with short codes such as GTIN (gate in), GTOT (gate out), LOAD, DISC (discharge), STUF (stuffing), STRP (stripping), PICK, DROP and INSP (inspection).

Each event is classified as **planned (PLN), estimated (EST) or actual (ACT)**. This matters more than it looks. A "vessel arrival" from a carrier's website might be a plan made weeks ago or something that happened an hour ago; in DCSA data, you know which.

The standard also separates **when an event happens** (eventDateTime) from **when it was recorded** (eventCreatedDateTime). A discharge entered into a system six hours late is still a discharge at the real time, and a good [shipment tracking](/freight-dictionary/shipment-tracking) screen can show both. When several versions of the same event exist, the sensible rule is to show the actual if there is one, otherwise the latest estimate, otherwise the plan.

## Commercial Schedules: the same question to every carrier

The schedules standard defines three questions:

- **Point-to-point routes**: which sailings go from a place of receipt to a place of delivery, in a date window, with how many transhipments at most.
- **Port schedules**: which vessels call at a given port on a given day.
- **Vessel schedules**: the rotation of a service or vessel, with each port call's planned, estimated and actual times.

Places are identified by **UN/LOCODE**, the five-character code for ports and inland locations (for example NLRTM for Rotterdam), and vessels by their **IMO number**. Using shared identifiers removes a whole class of errors caused by different spellings of the same port.

## What changes for forwarders

**Fewer integrations.** A tracking or schedule tool written against the standard works with every carrier that implements it. Tools such as the [DFA tracking system](/digital-tools/tracking-system) can cover more carriers with less custom work.

**Better data for customers.** Knowing whether a date is planned, estimated or actual lets you give customers honest answers: "the vessel is estimated to arrive on Tuesday" instead of repeating a date that was never more than a plan.

**Earlier warnings.** When gate-out, discharge and empty-return events arrive in a standard form, it becomes practical to alert staff automatically before free time runs out, which means fewer disputes over [detention and demurrage](/freight-dictionary/detention-and-demurrage).

**A path to paperless documents.** The same standards work is behind the electronic [bill of lading](/freight-dictionary/bill-of-lading). DCSA's member carriers have committed to moving to electronic bills over the coming years, which will shorten the time documents spend in couriers' bags.

## What does not change

Standards describe data; they do not make carriers share it. Adoption varies between carriers and between the parts of the standards they implement, and many forwarders will run standard and older [electronic data interchange](/freight-dictionary/electronic-data-interchange) connections side by side for years. Commercial terms, free time and rates are not standardised.

## Getting ready

- Use UN/LOCODEs and IMO numbers in your own systems now, instead of free-text port and vessel names.
- Ask your software providers which DCSA standards and versions they support.
- Train staff to read event classifications, so "estimated" is never reported to a customer as "actual".

The carriers' move to open standards gives smaller forwarders access to the same quality of data as the largest ones. Those who prepare their own data and processes will benefit first.
`;

const SEEDED_ARTICLES: SeededArticle[] = [
  {
    slug: 'how-payment-protection-between-members-works',
    title: 'How payment protection between members works',
    description:
      'What DFA payment protection covers, the four conditions a shipment must meet, what is excluded, and a routine that keeps every eligible invoice insured.',
    tags: ['payment protection', 'membership'],
    publishDate: '2025-02-11T09:00:00.000Z',
    updatedAt: '2025-02-11T09:00:00.000Z',
    markdown: paymentProtection,
  },
  {
    slug: 'reading-a-bill-of-lading',
    title: 'Reading a bill of lading, field by field',
    description:
      'The three jobs a bill of lading does, house and master bills, what each field means, clean versus claused bills, and a checklist before release.',
    tags: ['documents', 'ocean freight'],
    publishDate: '2025-05-20T09:00:00.000Z',
    updatedAt: '2025-06-03T14:30:00.000Z',
    markdown: billOfLading,
  },
  {
    slug: 'demurrage-versus-detention',
    title: 'Demurrage versus detention: which clock is running?',
    description:
      'The difference between demurrage and detention, when each charge starts on import and export, why they arise, and practical steps to pay less of both.',
    tags: ['charges', 'ocean freight'],
    publishDate: '2025-09-09T09:00:00.000Z',
    updatedAt: '2025-09-09T09:00:00.000Z',
    markdown: demurrageDetention,
  },
  {
    slug: 'incoterms-2020-in-practice',
    title: 'Incoterms 2020 in practice',
    description:
      'What the eleven Incoterms 2020 rules decide and what they do not, what changed from 2010, why FOB fits containers badly, and where forwarders get caught.',
    tags: ['incoterms', 'trade terms'],
    publishDate: '2026-01-27T09:00:00.000Z',
    updatedAt: '2026-01-27T09:00:00.000Z',
    markdown: incoterms,
  },
  {
    slug: 'what-the-dcsa-standards-change-for-forwarders',
    title: 'What the DCSA standards change for forwarders',
    description:
      'How the open Track & Trace and Commercial Schedules standards work, what planned, estimated and actual events mean, and how forwarders can prepare.',
    tags: ['digital tools', 'tracking', 'ocean freight'],
    publishDate: '2026-06-16T09:00:00.000Z',
    updatedAt: '2026-07-02T11:00:00.000Z',
    markdown: dcsa,
  },
];

/**
 * Each seeded article as marked 18 rendered it (GitHub-flavoured Markdown) when this migration was
 * written, kept as text so that a later Markdown library cannot change what this migration stores.
 */
const SEEDED_HTML: Record<string, string> = {
  'how-payment-protection-between-members-works':
    '<p>Unpaid invoices between agents are the oldest problem in freight networks. A forwarder in one country releases cargo for a partner in another, invoices the ocean freight, and waits. Sometimes the money arrives late; sometimes it never arrives, and chasing it across a border costs more than the invoice is worth. Payment protection is the Digital Freight Alliance&#39;s answer to that risk. This article explains what it covers, what it does not, and what you need to do before a shipment is protected.</p>\n<h2>What payment protection is</h2>\n<p>Payment protection is credit-risk insurance for trade between members. It covers between <strong>US$10,000 and US$100,000 a year</strong>, depending on the membership, against a member partner failing to pay a covered invoice. It is not a guarantee fund that pays any dispute, and it is not a collection agency: it is insurance, so it has conditions, and those conditions are worth learning before you need them.</p>\n<h2>The four conditions</h2>\n<h3>1. Both companies are Premium members</h3>\n<p>Protection applies only when <strong>both</strong> trading parties hold a Premium membership. If your partner is a Standard member, or its membership has lapsed, the shipment is not covered, however long you have worked together. Check your partner&#39;s status in the <a href="/benefits/member-directory">member directory</a> before you quote, not after the invoice is overdue.</p>\n<h3>2. Ocean-freight invoices only</h3>\n<p>The cover applies to <a href="/freight-dictionary/ocean-freight">ocean freight</a> invoices. Air freight, trucking and customs brokerage are outside it, even when they are part of the same job. If you bill a door-to-door move, split the ocean-freight part clearly on the invoice, so it can be identified if you ever need to claim.</p>\n<h3>3. Only from offices listed in the directory</h3>\n<p>A shipment is covered only when it is handled by an office that appears in the directory. Many members list their head office and forget their branches. If your Shanghai branch books a container for a partner and only your Ningbo office is listed, that shipment is not protected. List every branch that trades with members; it costs nothing and it widens your cover.</p>\n<h3>4. Reported and confirmed before it is covered</h3>\n<p>Every shipment you want protected must be <strong>reported to DFA support on the shipment form and confirmed in writing</strong> before the cover starts. A shipment nobody reported is a shipment the insurer never accepted. Make the report part of your booking routine: the same person who issues the <a href="/freight-dictionary/bill-of-lading">bill of lading</a> can file it in a few minutes.</p>\n<h2>What is excluded</h2>\n<p>Some charges are outside the cover even between two Premium members:</p>\n<ul>\n<li><strong>Demurrage and detention.</strong> Charges for keeping containers too long depend on what happens at destination, often outside either forwarder&#39;s control, so they are excluded. Our guide to <a href="/freight-dictionary/detention-and-demurrage">demurrage and detention</a> explains how they arise.</li>\n<li><strong>Non-freight charges.</strong> Storage, handling extras, duties and taxes advanced on a client&#39;s behalf are not ocean freight.</li>\n<li><strong>Deals between related companies.</strong> Trade between companies with common owners or management is excluded, because the risk is not independent.</li>\n</ul>\n<h2>A practical routine</h2>\n<ol>\n<li>When a new partner asks for a rate, check in the directory that both of you are Premium and that the office you will deal with is listed.</li>\n<li>Agree payment terms in writing before the cargo sails: the invoice currency, the due date and who pays bank charges.</li>\n<li>Invoice ocean freight as its own line.</li>\n<li>Report the shipment on the support form and keep the written confirmation with the job file.</li>\n<li>If the invoice becomes overdue, contact support early, with the invoice, the confirmation and your correspondence with the partner.</li>\n</ol>\n<p>Keeping the paperwork in one place is most of the work. A claim is decided on documents, and the companies that settle claims quickly are the ones that can show the booking, the bill of lading, the invoice and the confirmation without searching for them.</p>\n<h2>Why the conditions exist</h2>\n<p>The conditions can look strict, but each one protects the members who follow them. Requiring Premium status on both sides means every covered company has been checked and pays for the service. Limiting cover to listed offices stops a stranger from claiming to be a member&#39;s branch. Reporting before shipment stops anyone from insuring only the jobs that have already gone wrong. Together they keep the cover affordable enough to be included in membership.</p>\n<h2>In short</h2>\n<p>Payment protection turns an unpaid ocean-freight invoice from a write-off into an insured loss, provided the shipment was between two Premium members, handled by listed offices, and reported and confirmed in advance. Read the full rules on the <a href="/benefits/payment-protection">payment protection page</a>, and if anything is unclear for a specific shipment, ask support before the cargo moves rather than after.</p>\n',
  'reading-a-bill-of-lading':
    '<p>The bill of lading is the most important document in ocean freight, and one of the least read. Most people check the consignee&#39;s name and the container number and file it. Yet a single wrong box on a bill of lading can stop cargo at destination, void a letter of credit or leave a forwarder liable for goods it never saw. This guide walks through what the document does and how to read it field by field.</p>\n<h2>Three jobs in one document</h2>\n<p>A <a href="/freight-dictionary/bill-of-lading">bill of lading</a> does three things at once:</p>\n<ol>\n<li><strong>It is a receipt.</strong> The carrier confirms it has received the goods, in the quantity and apparent condition described.</li>\n<li><strong>It is evidence of the contract of carriage.</strong> The terms on the back, or the carrier&#39;s standard terms it refers to, govern the carriage.</li>\n<li><strong>It can be a document of title.</strong> A negotiable bill gives whoever lawfully holds the original the right to take delivery. That is why banks want it under a letter of credit.</li>\n</ol>\n<p>Which of these jobs a particular bill performs depends on how it is made out, so the details matter.</p>\n<h2>House and master bills</h2>\n<p>When a forwarder or an <a href="/freight-dictionary/nvocc">NVOCC</a> consolidates cargo, two layers of bills exist. The carrier issues a <a href="/freight-dictionary/master-bill-of-lading">master bill of lading</a> to the forwarder, and the forwarder issues its own house bill to its customer. Each is a contract between different parties. If you issue house bills, you take on a carrier&#39;s responsibilities towards your shipper, so make sure your own terms and liability insurance match that role.</p>\n<h2>Reading the fields</h2>\n<p><strong>Shipper and consignee.</strong> The <a href="/freight-dictionary/consignor-consignee">consignor and consignee</a> must match the commercial documents exactly. A consignee field reading &quot;to order&quot; or &quot;to the order of&quot; a bank makes the bill negotiable; a named consignee with no order wording makes it a straight bill, which in most jurisdictions is not transferable by endorsement.</p>\n<p><strong>Notify party.</strong> The company the carrier tells when the cargo arrives. It has no right to the goods simply by being named, but a wrong notify party is a common cause of cargo sitting unclaimed at the terminal while charges build up.</p>\n<p><strong>Vessel, voyage and ports.</strong> The port of loading and port of discharge define the sea leg; the place of receipt and place of delivery, when filled in, show that the carrier also took on inland legs. Check them against the booking and, where one applies, the letter of credit.</p>\n<p><strong>Container, seal and description.</strong> For a <a href="/freight-dictionary/full-container-load">full container load</a> packed by the shipper, the carrier cannot see inside, so the description is usually qualified with &quot;said to contain&quot; or &quot;shipper&#39;s load, stow and count&quot;. These words limit what the carrier vouches for. The seal number is the practical proof that the box was not opened in transit.</p>\n<p><strong>Weight and measurement.</strong> The gross weight declared here should agree with the verified gross mass submitted for the container. A mismatch raises questions at destination customs.</p>\n<p><strong>Freight prepaid or collect.</strong> This tells the carrier who pays the <a href="/freight-dictionary/freight-charge">freight charge</a>. It should follow the agreed <a href="/freight-dictionary/incoterms">Incoterms</a> rule: a seller selling CIF will normally ship freight prepaid.</p>\n<p><strong>Number of originals.</strong> Bills are usually issued in a set of three originals. Any one of them, properly presented, can be enough to take delivery, and the others then lose their effect. Everyone in the chain should know where each original is.</p>\n<p><strong>Dates and on-board notation.</strong> A &quot;shipped on board&quot; bill, or a &quot;received for shipment&quot; bill with a dated on-board notation, proves the goods were loaded by a given date. Letters of credit usually demand exactly that, with a latest shipment date.</p>\n<h2>Clean or claused</h2>\n<p>A clean bill carries no remark about defects in the goods or packing. A claused bill, with a remark such as &quot;cartons torn&quot; or &quot;drums dented&quot;, tells banks and buyers that something was wrong at loading. Banks generally refuse claused bills under a letter of credit, so a clause written at the quay can cost the seller its payment. Deal with damage before loading, not after.</p>\n<h2>When you do not need a negotiable bill</h2>\n<p>If no bank is involved and the buyer has already paid, or the parties are related companies, a non-negotiable <a href="/freight-dictionary/waybill">sea waybill</a> is often simpler. The consignee takes delivery by proving its identity; no original paper has to travel. Electronic bills of lading are also becoming practical as carriers and platforms adopt common standards.</p>\n<h2>A short checklist</h2>\n<ul>\n<li>Names and addresses exactly as on the invoice and the letter of credit.</li>\n<li>Negotiable or not: order wording deliberate, not accidental.</li>\n<li>Ports and places match the booking.</li>\n<li>Container and seal numbers correct; description consistent with the packing list.</li>\n<li>Freight terms consistent with the Incoterms rule.</li>\n<li>Number of originals known, and their route agreed.</li>\n<li>No clauses you have not seen and accepted.</li>\n</ul>\n<p>Five minutes with this list before a bill is released saves days of correction afterwards. For a longer walk through each type of bill, see our <a href="/resources/bill-of-lading">bill of lading guide</a>.</p>\n',
  'demurrage-versus-detention':
    '<p>Few lines on a freight invoice cause as many arguments as demurrage and detention. Importers see them as penalties, forwarders get caught between customer and carrier, and the two words are often used as if they meant the same thing. They do not. Knowing which is which, and when each clock starts, is the first step to paying less of both.</p>\n<h2>The short version</h2>\n<ul>\n<li><strong><a href="/freight-dictionary/demurrage">Demurrage</a></strong> is charged for keeping a full container <strong>inside the terminal</strong> beyond the free time.</li>\n<li><strong><a href="/freight-dictionary/detention">Detention</a></strong> is charged for keeping the carrier&#39;s container <strong>outside the terminal</strong> beyond the free time.</li>\n</ul>\n<p>Both are charged by the carrier that owns or controls the equipment, usually per container per day, and usually at rates that rise the longer the box stays out. Many carriers now combine the two into a single free-time allowance, often called <a href="/freight-dictionary/detention-and-demurrage">detention and demurrage</a>, but the charges still accrue in different places for different reasons.</p>\n<h2>When the clocks run</h2>\n<p><strong>On import</strong>, demurrage starts when the container is discharged from the vessel and the free days have passed. It stops when the full container leaves the terminal through the gate. Detention then starts: the container is on the road or at the consignee&#39;s warehouse, and the clock runs until the empty box is returned to the depot the carrier names.</p>\n<p><strong>On export</strong>, the sequence is reversed. The shipper collects an empty container and detention runs until the full container is gated into the terminal. If it then waits in the terminal before loading, for example because the booking rolled to a later vessel, demurrage can run until it is loaded.</p>\n<p>Port storage is a separate charge, levied by the terminal operator rather than the carrier, for cargo occupying terminal space. An importer whose container sits at the terminal can face demurrage from the carrier and storage from the terminal for the same days.</p>\n<h2>How much free time?</h2>\n<p>There is no single rule. Free time varies by carrier, by port, by equipment type and by contract: a few days is common, and large shippers often negotiate more. Reefer and special equipment usually gets less free time and higher rates. Always confirm the free days for the specific booking, in writing, before the cargo arrives, rather than relying on what applied last time.</p>\n<h2>The usual causes</h2>\n<ul>\n<li>Customs holds and inspections, including documents that arrive late.</li>\n<li>Consignees who are not ready to receive, or who use the container as temporary storage.</li>\n<li>Shortage of trucks or chassis at the destination port.</li>\n<li>Slow return of empties because the nominated depot is full or far away.</li>\n<li>Unpaid freight, which stops the carrier from releasing the cargo.</li>\n</ul>\n<p>Most of these can be foreseen. The forwarder who sends the arrival notice early and checks that customs documents are ready usually saves the customer more than any rate negotiation would.</p>\n<h2>Disputes and regulation</h2>\n<p>Charges that accrue while the cargo cannot be collected, for example because the terminal is closed or the carrier has not released it, are a frequent source of dispute. In the United States the Federal Maritime Commission regulates how carriers bill these charges: its rule on demurrage and detention billing, in force since 2024, requires invoices to be issued within a set period and to carry the information needed to check them, and gives the billed party time to dispute. Rules elsewhere differ, so check local practice for each port.</p>\n<h2>Who pays?</h2>\n<p>Between carrier and merchant, the bill of lading terms decide. Between seller and buyer, the contract of sale and the agreed Incoterms rule usually point to the party controlling the cargo at the time. Between forwarder and customer, your own trading conditions should say clearly that charges caused by the customer are passed on. Note that DFA&#39;s payment protection does not cover demurrage and detention, so forwarders should not advance these charges for partners without agreeing in advance who will pay them.</p>\n<h2>Practical steps to pay less</h2>\n<ol>\n<li>Ask for the free time on every booking and record it on the job file.</li>\n<li>Send arrival notices early and chase customs documents before the vessel arrives.</li>\n<li>Book trucks for the first free day, not the last.</li>\n<li>Return empties promptly and keep the depot&#39;s equipment interchange receipt.</li>\n<li>Check every invoice against gate-in and gate-out times, and dispute errors within the carrier&#39;s deadline.</li>\n</ol>\n<p>For a longer explanation of how the charges are calculated, read our <a href="/resources/demurrage-and-detention">demurrage and detention guide</a>.</p>\n',
  'incoterms-2020-in-practice':
    '<p>Incoterms rules appear on nearly every quotation a forwarder sends, and they are misunderstood almost as often as they are used. The current edition, <strong>Incoterms 2020</strong>, published by the International Chamber of Commerce (ICC), has eleven rules. Each one says which tasks, costs and risks pass from seller to buyer, and where. This article looks at how the rules work in daily forwarding, and at the mistakes that cost money.</p>\n<h2>What Incoterms rules do, and what they do not</h2>\n<p>An <a href="/freight-dictionary/incoterms">Incoterms</a> rule allocates three things between seller and buyer: who arranges and pays for carriage and insurance, who handles export and import clearance, and the point at which the risk of loss or damage passes.</p>\n<p>It does <strong>not</strong> transfer ownership of the goods, set the price, decide how or when payment is made, or settle which law applies. Those belong in the sales contract. A buyer who thinks that &quot;FOB&quot; means it owns the goods once they are on board is confusing two different questions.</p>\n<p>Always name the edition and the place precisely: &quot;FCA Rotterdam, Incoterms 2020, seller&#39;s warehouse at ...&quot; is a usable term; &quot;FOB Asia&quot; is not.</p>\n<h2>The eleven rules</h2>\n<p>Seven rules suit <strong>any mode of transport</strong>:</p>\n<ul>\n<li><strong>EXW</strong> (<a href="/freight-dictionary/ex-works">Ex Works</a>): the buyer collects at the seller&#39;s premises and does nearly everything, including export clearance.</li>\n<li><strong>FCA</strong> (Free Carrier): the seller delivers to the buyer&#39;s carrier at a named place, cleared for export.</li>\n<li><strong>CPT</strong> (<a href="/freight-dictionary/carriage-paid">Carriage Paid To</a>): the seller pays carriage to the destination, but risk passes when the goods are handed to the first carrier.</li>\n<li><strong>CIP</strong> (Carriage and Insurance Paid To): as CPT, plus insurance bought by the seller.</li>\n<li><strong>DAP</strong> (Delivered at Place): the seller bears risk and cost to the named destination, ready for unloading.</li>\n<li><strong>DPU</strong> (Delivered at Place Unloaded): as DAP, but the seller also unloads.</li>\n<li><strong>DDP</strong> (Delivered Duty Paid): the seller also clears the goods for import and pays the duties.</li>\n</ul>\n<p>Four rules are for <strong>sea and inland waterway</strong> transport only:</p>\n<ul>\n<li><strong>FAS</strong> (<a href="/freight-dictionary/free-alongside-ship">Free Alongside Ship</a>): delivery alongside the vessel at the port of shipment.</li>\n<li><strong>FOB</strong> (<a href="/freight-dictionary/free-on-board">Free on Board</a>): delivery on board the vessel at the port of shipment.</li>\n<li><strong>CFR</strong> (Cost and Freight): the seller pays freight to the destination port; risk passes on board at the origin port.</li>\n<li><strong>CIF</strong> (Cost, Insurance and Freight): as CFR, plus insurance.</li>\n</ul>\n<h2>What changed in the 2020 edition</h2>\n<ul>\n<li><strong>DAT became DPU.</strong> The destination no longer has to be a terminal, so the rule was renamed.</li>\n<li><strong>Different insurance levels.</strong> Under CIP the seller must now buy cover equal to Institute Cargo Clauses (A), close to all risks; under CIF the minimum remains the narrower Clauses (C). See <a href="/freight-dictionary/cargo-insurance">cargo insurance</a>.</li>\n<li><strong>FCA and on-board bills of lading.</strong> The parties may agree that the buyer instructs its carrier to issue an on-board bill to the seller, which helps when a letter of credit demands one.</li>\n<li><strong>Security costs</strong> are allocated explicitly, and the seller or buyer may use <strong>its own transport</strong> under FCA, DAP, DPU and DDP.</li>\n</ul>\n<h2>The container problem with FOB and CIF</h2>\n<p>FOB, CFR and CIF were written for cargo loaded over the ship&#39;s rail. A container, however, is handed to the carrier at a container yard or freight station days before it is loaded. Under FOB the seller still carries the risk during that time, when it no longer controls the box. The ICC&#39;s guidance is that FCA, CPT and CIP fit containerised cargo better. Yet FOB remains the most quoted term on many trade lanes; when a customer insists on it, make sure both sides understand where risk actually sits.</p>\n<h2>Where forwarders get caught</h2>\n<ul>\n<li><strong>EXW for exports.</strong> The buyer is responsible for export clearance, but in many countries only a local exporter of record can clear. FCA is usually the better choice.</li>\n<li><strong>DDP without a local importer.</strong> The seller must act as importer and pay duties and VAT it may not be able to recover. Check that this is possible before quoting.</li>\n<li><strong>Destination charges.</strong> Under CFR and CIF the seller pays freight to the port, but terminal handling at destination may fall on the buyer, depending on the carrier&#39;s terms. Agree it in advance.</li>\n<li><strong>Insurance gaps.</strong> Under FCA, FOB and CFR nobody is obliged to insure. Ask who does, and offer <a href="/freight-dictionary/marine-insurance">marine insurance</a> if nobody has.</li>\n</ul>\n<h2>A habit worth building</h2>\n<p>When a booking arrives, read the Incoterms rule before the rate. It tells you who your customer really is for each leg, which charges you can collect from whom, and which documents the other side will expect. Most disputes over freight invoices begin with a rule that nobody read carefully.</p>\n',
  'what-the-dcsa-standards-change-for-forwarders':
    '<p>For decades, every ocean carrier published schedules and tracking events in its own format. A forwarder working with ten carriers maintained ten integrations, or copied data by hand from ten websites. The Digital Container Shipping Association (DCSA), founded in 2019 by major container lines, set out to end that by publishing open, free technical standards that every carrier can implement in the same way. Here is what those standards contain and what they change in a forwarder&#39;s daily work.</p>\n<h2>What DCSA publishes</h2>\n<p>DCSA standards are published as open API specifications under the Apache 2.0 licence, so any company may implement them. The two most relevant to forwarders are:</p>\n<ul>\n<li><strong>Track &amp; Trace</strong> (version 2.2): a common language for events in a container&#39;s journey.</li>\n<li><strong>Commercial Schedules</strong> (version 1.0): a common way to ask for sailings between ports, port calls and vessel rotations.</li>\n</ul>\n<p>DCSA also publishes standards for booking, shipping instructions and the electronic bill of lading, which follow the same principles.</p>\n<h2>Track &amp; Trace: one vocabulary for events</h2>\n<p>Every event in the standard belongs to one of three families:</p>\n<ul>\n<li><strong>Shipment events</strong>: changes to the booking or documents, such as a confirmed booking or an issued bill of lading.</li>\n<li><strong>Transport events</strong>: a vessel&#39;s arrival (ARRI) or departure (DEPA) at a port.</li>\n<li><strong>Equipment events</strong>: what happens to the container itself, with short codes such as GTIN (gate in), GTOT (gate out), LOAD, DISC (discharge), STUF (stuffing), STRP (stripping), PICK, DROP and INSP (inspection).</li>\n</ul>\n<p>Each event is classified as <strong>planned (PLN), estimated (EST) or actual (ACT)</strong>. This matters more than it looks. A &quot;vessel arrival&quot; from a carrier&#39;s website might be a plan made weeks ago or something that happened an hour ago; in DCSA data, you know which.</p>\n<p>The standard also separates <strong>when an event happens</strong> (eventDateTime) from <strong>when it was recorded</strong> (eventCreatedDateTime). A discharge entered into a system six hours late is still a discharge at the real time, and a good <a href="/freight-dictionary/shipment-tracking">shipment tracking</a> screen can show both. When several versions of the same event exist, the sensible rule is to show the actual if there is one, otherwise the latest estimate, otherwise the plan.</p>\n<h2>Commercial Schedules: the same question to every carrier</h2>\n<p>The schedules standard defines three questions:</p>\n<ul>\n<li><strong>Point-to-point routes</strong>: which sailings go from a place of receipt to a place of delivery, in a date window, with how many transhipments at most.</li>\n<li><strong>Port schedules</strong>: which vessels call at a given port on a given day.</li>\n<li><strong>Vessel schedules</strong>: the rotation of a service or vessel, with each port call&#39;s planned, estimated and actual times.</li>\n</ul>\n<p>Places are identified by <strong>UN/LOCODE</strong>, the five-character code for ports and inland locations (for example NLRTM for Rotterdam), and vessels by their <strong>IMO number</strong>. Using shared identifiers removes a whole class of errors caused by different spellings of the same port.</p>\n<h2>What changes for forwarders</h2>\n<p><strong>Fewer integrations.</strong> A tracking or schedule tool written against the standard works with every carrier that implements it. Tools such as the <a href="/digital-tools/tracking-system">DFA tracking system</a> can cover more carriers with less custom work.</p>\n<p><strong>Better data for customers.</strong> Knowing whether a date is planned, estimated or actual lets you give customers honest answers: &quot;the vessel is estimated to arrive on Tuesday&quot; instead of repeating a date that was never more than a plan.</p>\n<p><strong>Earlier warnings.</strong> When gate-out, discharge and empty-return events arrive in a standard form, it becomes practical to alert staff automatically before free time runs out, which means fewer disputes over <a href="/freight-dictionary/detention-and-demurrage">detention and demurrage</a>.</p>\n<p><strong>A path to paperless documents.</strong> The same standards work is behind the electronic <a href="/freight-dictionary/bill-of-lading">bill of lading</a>. DCSA&#39;s member carriers have committed to moving to electronic bills over the coming years, which will shorten the time documents spend in couriers&#39; bags.</p>\n<h2>What does not change</h2>\n<p>Standards describe data; they do not make carriers share it. Adoption varies between carriers and between the parts of the standards they implement, and many forwarders will run standard and older <a href="/freight-dictionary/electronic-data-interchange">electronic data interchange</a> connections side by side for years. Commercial terms, free time and rates are not standardised.</p>\n<h2>Getting ready</h2>\n<ul>\n<li>Use UN/LOCODEs and IMO numbers in your own systems now, instead of free-text port and vessel names.</li>\n<li>Ask your software providers which DCSA standards and versions they support.</li>\n<li>Train staff to read event classifications, so &quot;estimated&quot; is never reported to a customer as &quot;actual&quot;.</li>\n</ul>\n<p>The carriers&#39; move to open standards gives smaller forwarders access to the same quality of data as the largest ones. Those who prepare their own data and processes will benefit first.</p>\n',
};

function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export async function up(db: Kysely<any>): Promise<void> {
  // SQLite's INTEGER PRIMARY KEY is the auto-assigned rowid; PostgreSQL needs a serial.
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  await db.schema
    .createTable('articles')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image_id', 'text')
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('markdown', 'text', (col) => col.notNull())
    .addColumn('body_html', 'text', (col) => col.notNull())
    .addColumn('word_count', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn('publish_date', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('articles_status_publish_date_idx')
    .on('articles')
    .columns(['status', 'publish_date'])
    .execute();

  await db.schema
    .createTable('article_tags')
    .addColumn('article_id', 'integer', (col) => col.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('tag', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('article_tags_pk', ['article_id', 'tag'])
    .execute();
  await db.schema.createIndex('article_tags_tag_idx').on('article_tags').column('tag').execute();

  await db.schema
    .createTable('article_likes')
    .addColumn('article_id', 'integer', (col) => col.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('article_likes_pk', ['article_id', 'visitor_id'])
    .execute();

  await db.schema
    .createTable('article_views')
    .addColumn('article_id', 'integer', (col) => col.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('visitor_id', 'text', (col) => col.notNull())
    /** YYYY-MM-DD in UTC: a visitor counts once per post per day */
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('article_views_pk', ['article_id', 'visitor_id', 'day'])
    .execute();

  await db.schema
    .createTable('blog_images')
    .addColumn('sha256', 'text', (col) => col.primaryKey())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  for (const article of SEEDED_ARTICLES) {
    const { id } = await db
      .insertInto('articles')
      .values({
        slug: article.slug,
        title: article.title,
        description: article.description,
        image_id: null,
        author: 'DFA Editorial Team',
        markdown: article.markdown,
        body_html: SEEDED_HTML[article.slug]!,
        word_count: wordCount(article.markdown),
        status: 'published',
        publish_date: article.publishDate,
        created_at: article.publishDate,
        updated_at: article.updatedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('article_tags')
      .values(article.tags.map((tag) => ({ article_id: id, tag })))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['blog_images', 'article_views', 'article_likes', 'article_tags', 'articles']) {
    await db.schema.dropTable(table).execute();
  }
}

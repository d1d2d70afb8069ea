// Kestrel Valley Makers' Day 2026: an open networking day in Brno for Central European manufacturing and freight.
export function build(h) {
  const event = {
    event_id: 'kestrel-industry-2026',
    title: "Kestrel Valley Makers' Day 2026",
    description:
      'An open networking day for manufacturers and the companies around them in Central Europe: foundries, forges, machine shops, sheet metal and finishing, plastics and rubber moulding, electronics assembly, packaging and pallets, road and rail freight, warehousing, and a few furniture and building-products makers.',
    start_date: '2026-05-14',
    end_date: '2026-05-14',
    timezone: 'Europe/Prague',
    two_sided: false,
    context: {
      event_details:
        'One day at the Brno exhibition grounds, Pavilion G2. Open networking with 20-minute meetings booked through the app, a supplier corner with sample tables, and short talks on near-shoring, skills and energy costs. Visitors come from Czechia, Slovakia, Poland, Hungary, Slovenia, Austria, Germany, Italy, the Nordics and the UK.',
      objectives:
        'Help buyers find new sources close to home, help factories and warehouses try new technology, connect employers with skilled people, and bring together researchers, funders, press and mentors with the companies that need them.',
      welcome_instructions:
        'Write in a few sentences what you want from the day and what you can offer. English is the working language; do not worry about perfect grammar. Meetings start at 9:30, last slot 16:40.',
    },
  };

  const people = [
    // ---- buyers of goods and physical services -------------------------------------------
    h.attendee('b01', 'Bernhard Aigner', 'Head of Purchasing', 'Pumpenwerk Traunau GmbH', {
      domain: ['pumps', 'metalworking'], geo: 'DACH', style: 'oblique',
      intents: [h.buying(['castings', 'machining'], { geo: ['CEE'], volume: 'mid' })],
      goal: `The works that poured our volute housings for thirty years blows out its cupola for good in March. We have about forty grey iron patterns, 15 to 300 kg, that need a new home, and we would prefer the parts to arrive already bored and faced. Within a day's drive of Linz.`,
    }),
    h.attendee('b02', 'Chiara Bellandi', 'Supply Chain Manager', 'Bellandi Macchine Agricole S.p.A.', {
      domain: ['agricultural-machinery', 'metalworking'], geo: 'Italy', style: 'nonnative',
      intents: [h.buying(['castings', 'forgings', 'machining'], { geo: ['CEE', 'Italy'], volume: 'mid' })],
      goal: `We search new suppliers for ductile iron parts and forged shafts for the gearboxes of our tractors, because in Emilia the prices are going too high and delivery is slow. Also finished machining is welcome. Quantity is around 2.000 pieces per year for each code.`,
    }),
    h.attendee('b03', 'Tomasz Wróbel', 'Procurement Director', 'Elkomat Rozdzielnice Sp. z o.o.', {
      domain: ['electrical-equipment', 'metalworking'], geo: 'CEE', style: 'plain',
      intents: [h.buying(['sheet-metal', 'surface-finishing'], { geo: ['CEE'], volume: 'high-volume' })],
      goal: `We buy laser-cut and bent steel enclosures, powder coated, for low-voltage switchgear cabinets, roughly 25,000 units a year. Looking for a second source in Poland, Czechia or Slovakia to back up our current supplier.`,
      event_needs: ['second source for fabricated steel enclosures', 'powder coating capacity'],
      event_offers: ['long-term purchase volumes for cabinet parts', 'annual framework contracts'],
    }),
    h.attendee('b04', 'Lenka Horáková', 'Operations Director', 'Lignomet Office Furniture s.r.o.', {
      domain: ['furniture'], geo: 'CEE', style: 'question',
      intents: [h.buying(['surface-finishing'], { geo: ['CEE'], volume: 'small-batch' })],
      goal: `Who can paint steel desk frames in RAL colours in small lots, 50 to 300 pieces, somewhere near Brno? Our own paint line is full until autumn.`,
    }),
    h.attendee('b05', 'Gregor Kranjc', 'Strategic Buyer, Plastics', 'Belavita Appliances d.o.o.', {
      domain: ['appliances', 'plastics'], geo: 'CEE', style: 'terse',
      intents: [h.buying(['injection-moulding'], { geo: ['CEE'], volume: 'high-volume' })],
      goal: `PP/ABS parts, 80-450 t presses, ~3M pcs/yr. Second source, CEE.`,
    }),
    h.attendee('b06', 'Pavla Šimková', 'Purchasing Engineer', 'Ostravia Rail Interiors a.s.', {
      domain: ['rail-vehicles'], geo: 'CEE', style: 'oblique',
      intents: [h.buying(['rubber-moulding', 'injection-moulding'], { geo: ['CEE', 'DACH'], volume: 'small-batch' })],
      goal: `The door seals and window gaskets for our tram refurbishments come from a company that no longer accepts orders under 5,000 pieces. We need someone who will press EPDM profiles and a few grommets and cable clips in lots of a few hundred, with EN 45545 fire test reports.`,
    }),
    h.attendee('b07', 'Johan Eklund', 'Sourcing Manager, Electronics', 'Värmeflod AB', {
      domain: ['heat-pumps', 'electronics'], geo: 'Nordics', style: 'rambling',
      intents: [h.buying(['pcb-assembly'], { geo: ['CEE', 'Nordics'], volume: 'mid' })],
      goal: `First time in Brno, flew in via Vienna yesterday and the train was lovely. We make heat pumps in Småland and after the chip shortage our board house in Asia is simply too far away. We want controller boards populated and tested closer to home, around 30,000 a year in a handful of variants. I am also here to eat svíčková, I was told.`,
    }),
    h.attendee('b08', 'Katrin Ohlsen', 'Head of Operations', 'Ohlsen Messtechnik GmbH', {
      domain: ['instruments', 'electronics'], geo: 'DACH', style: 'notwant',
      intents: [h.buying(['pcb-assembly'], { geo: ['CEE', 'DACH'], volume: 'small-batch' })],
      goal: `Not interested in the big contract manufacturers who want 10k per order and answer e-mails after two weeks. We need a partner who builds our sensor electronics, 200 to 1,000 boards per batch, mixed SMT and through-hole, with proper test. No brokers please.`,
    }),
    h.attendee('b09', 'Vojtěch Straka', 'Logistics Manager', 'Keramia Bílé Karpaty a.s.', {
      domain: ['building-products'], geo: 'CEE', style: 'lowercase',
      intents: [
        h.buying(['pallets', 'rail-freight'], { geo: ['CEE'] }),
        h.wantsGrant(['decarbonisation'], { orgtype: 'sme', geo: ['CEE'] }),
      ],
      goal: `we ship clay roof tiles, about 60 trucks a week to germany and austria. need a steady source of heat treated four-way skids and we want to move part of the volume onto wagons from our own siding. also interested if there is support money for changing the gas kiln burners.`,
    }),
    h.attendee('b10', 'Alistair Pennock', 'Managing Director', 'Harwick Fastenings Ltd', {
      domain: ['distribution', 'fasteners'], geo: 'UK', style: 'oblique',
      intents: [h.buying(['warehousing', 'industrial-packaging'], { geo: ['CEE'] })],
      goal: `Half of our customers are now plants in Slovakia and Hungary, and sending every order from Leicester with customs paperwork is killing us. We want somebody to hold about 1,200 pallet places of our stock near the D1 motorway and ship from there. We will also need a local source of cartons and wooden crates for the kits.`,
    }),

    // ---- suppliers of goods and physical services ----------------------------------------
    h.attendee('s01', 'Radek Novotný', 'Sales Manager', 'Slévárna Doubrava s.r.o.', {
      domain: ['foundry', 'metalworking'], geo: 'CEE', style: 'oblique',
      intents: [
        h.supplying(['castings'], { geo: ['CEE', 'DACH'], volume: 'mid' }),
        h.offersResearch(['casting-decarbonisation']),
      ],
      goal: `We melt grey and nodular iron in two induction furnaces and the hand-moulding line has free hours from June, pieces from 20 kg up to 2 tonnes. Send a drawing or your old wooden patterns and we quote in a week. We also lend our melt shop for university trials.`,
    }),
    h.attendee('s02', 'Marek Hudec', 'Business Development Manager', 'Kováčňa Považie a.s.', {
      domain: ['forging', 'metalworking'], geo: 'CEE', style: 'nonnative',
      intents: [h.supplying(['forgings', 'machining'], { geo: ['CEE', 'DACH', 'Italy'] })],
      goal: `Our company is doing closed-die parts from 0,5 until 60 kg on hammers and press, steel and also stainless. We have own CNC hall so we can deliver the part ready for assembly. We look for new customers in Austria, Germany and Italy, also smaller series is possible.`,
    }),
    h.attendee('s03', 'Zsófia Kertész', 'Key Account Manager', 'Tiszamet Precision Kft.', {
      domain: ['machining', 'metalworking'], geo: 'CEE', style: 'list',
      intents: [
        h.supplying(['machining'], { geo: ['CEE', 'DACH'], volume: 'mid' }),
        h.hiring(['cnc-machinist'], { geo: ['CEE'] }),
      ],
      goal: `- 5-axis and horizontal milling centres, turning up to 800 mm diameter
- housings, flanges, hydraulic blocks; batches 50-5,000
- ISO 9001 and IATF 16949, CMM report with every lot
- looking for OEM customers in Austria and southern Germany
- also hiring two setters for the night shift`,
    }),
    h.attendee('s04', 'Paweł Zieliński', 'Sales Director', 'Blachtech Opole Sp. z o.o.', {
      domain: ['sheet-metal', 'metalworking'], geo: 'CEE', style: 'marketing',
      intents: [h.supplying(['sheet-metal', 'surface-finishing'], { geo: ['CEE', 'DACH'], volume: 'high-volume' })],
      goal: `Blachtech is your one-stop metal partner: six fibre lasers, robotic press brakes and a fully automatic powder line under one roof. From flat blank to painted, packed assembly in ten working days. Let's talk about your next enclosure, frame or bracket programme!`,
    }),
    h.attendee('s05', 'Jiří Kolář', 'Owner', 'Galvanika Bečov s.r.o.', {
      domain: ['surface-treatment', 'metalworking'], geo: 'CEE', style: 'typo',
      intents: [
        h.supplying(['surface-finishing'], { geo: ['CEE'] }),
        h.wantsMentor(['export-sales']),
      ],
      goal: `We do zinc-nickel and zinc flake platng, anodizing of aluminium and cataphoretic coatng, racks and barrels. Looking for new custmers from machinery and furnture. Also would like to talk with someone who learned how to sell abroad, we never did it propperly.`,
    }),
    h.attendee('s06', 'Martina Pospíšilová', 'Sales Engineer', 'Dřevnice Polymers s.r.o.', {
      domain: ['plastics', 'rubber'], geo: 'CEE', style: 'plain',
      intents: [h.supplying(['injection-moulding', 'rubber-moulding'], { geo: ['CEE', 'DACH'], volume: ['small-batch', 'mid'] })],
      goal: `We run 35 injection moulding machines and a rubber compression and extrusion shop, EPDM, NBR and silicone, with our own tool room. We are looking for customers who need technical parts in small and medium series.`,
    }),
    h.attendee('s07', 'Ondřej Machala', 'Business Development', 'Brnotronic s.r.o.', {
      domain: ['electronics'], geo: 'CEE', style: 'oblique',
      intents: [h.supplying(['pcb-assembly'], { geo: ['CEE', 'DACH', 'Nordics'], volume: ['small-batch', 'mid'] })],
      goal: `Two SMT lines, selective soldering, AOI and ICT twenty minutes from this hall. Most of our customers are engineering firms that change their design every quarter, and we like it that way. Bring your Gerbers and BOM and we'll tell you the price and the lead time before lunch.`,
      event_needs: ['new customers for electronics manufacturing services'],
      event_offers: ['SMT and THT assembly of printed circuit boards', 'in-circuit and functional test', 'box build'],
    }),
    h.attendee('s08', 'Gábor Szalai', 'Commercial Director', 'Alföld Electronics Manufacturing Zrt.', {
      domain: ['electronics', 'plastics'], geo: 'CEE', style: 'marketing',
      intents: [h.supplying(['pcb-assembly', 'injection-moulding'], { geo: ['EU'], volume: ['mid', 'high-volume'] })],
      goal: `Alföld EMS delivers complete products, not just boards: eight SMT lines, in-house plastic housings from our own moulding hall, final assembly and test in one Hungarian campus. Western quality at Central European cost. Meet us to discover how we can scale your product.`,
    }),
    h.attendee('s09', 'Agnieszka Dudek', 'Export Manager', 'Paletex Sieradz Sp. z o.o.', {
      domain: ['packaging', 'wood'], geo: 'CEE', style: 'nonnative',
      intents: [
        h.supplying(['pallets', 'industrial-packaging'], { geo: ['CEE', 'DACH'], volume: 'high-volume' }),
        h.wantsMentor(['export-sales']),
      ],
      goal: `We are producer of EPAL and custom wooden pallets, boxes and crates with ISPM 15, around 8.000 pieces per day. We want to find new clients in Czech and Slovak and Germany. I am new in export position and I will be happy to meet experienced person who can give me some advices.`,
    }),
    h.attendee('s10', 'Lukáš Benda', 'Head of Sales', 'Trasa Morava Logistics a.s.', {
      domain: ['logistics'], geo: 'CEE', style: 'plain',
      intents: [
        h.supplying(['road-freight', 'rail-freight', 'warehousing'], { geo: ['CEE', 'DACH'] }),
        h.wantsPress(['logistics'], { geo: ['CEE'] }),
      ],
      goal: `We run 140 trucks, a weekly block train Brno to Duisburg and 40,000 m² of warehouses near Brno and Bratislava. Looking for manufacturers who want to move or store goods in the region. We also open a new rail hub this autumn and want to tell the trade press about it.`,
    }),

    // ---- sites offering pilots ------------------------------------------------------------
    h.attendee('p01', 'Ivana Marešová', 'Quality Manager', 'Alucast Jihlava s.r.o.', {
      domain: ['foundry', 'automotive'], geo: 'CEE', style: 'oblique',
      intents: [
        h.offeringPilot(['vision-inspection'], { geo: ['CEE'] }),
        h.hiring(['quality-engineer'], { geo: ['CEE'] }),
      ],
      goal: `Twelve women on three shifts turn every die-cast gearbox cover under a lamp looking for cold laps and porosity, and we still ship the odd bad one. We would let a young company try their cameras on one of our lines this summer. And we have an opening in the quality team.`,
    }),
    h.attendee('p02', 'Florian Moosbrugger', 'Plant Manager', 'Mürztal Schmiedetechnik GmbH', {
      domain: ['forging', 'metalworking'], geo: 'DACH', style: 'negation',
      intents: [h.offeringPilot(['predictive-maintenance', 'energy-monitoring'], { geo: ['DACH'] })],
      goal: `We are not shopping for another big MES or an ERP module. What we want is to test, on one of our screw presses, whether a small sensor kit can warn us before a bearing or a hydraulic pump goes, and whether someone can show us where our gas and electricity actually go per part. Free trial site for the right people.`,
    }),
    h.attendee('p03', 'Krzysztof Mazur', 'Maintenance Manager', 'Polyform Bielsko Sp. z o.o.', {
      domain: ['plastics'], geo: 'CEE', style: 'nonnative',
      intents: [h.offeringPilot(['energy-monitoring', 'predictive-maintenance'], { geo: ['CEE'] })],
      goal: `Our electricity bill is biggest cost after people, we have 60 moulding machines and no idea which one is eating most. Also the screws and heater bands fail without warning. We can give our hall for test of new system, three months, if it really works we buy.`,
    }),
    h.attendee('p04', 'Juraj Baláž', 'Operations Excellence Lead', 'Tatra SMT s.r.o.', {
      domain: ['electronics'], geo: 'CEE', style: 'plain',
      intents: [h.offeringPilot(['production-planning', 'inventory-tracking'], { geo: ['CEE'] })],
      goal: `Our line schedule still lives in one Excel file that one person understands, and we lose reels of components every week. We offer our plant in Žilina as a pilot site for scheduling software and for component stock tracking.`,
    }),
    h.attendee('p05', 'Milan Kubíček', 'Owner', 'Autodoprava Kubíček a syn s.r.o.', {
      domain: ['road-transport', 'logistics'], geo: 'CEE', style: 'lowercase',
      intents: [h.offeringPilot(['route-optimisation', 'yard-management'], { geo: ['CEE'] })],
      goal: `family haulage firm, 45 tractor units. dispatch is my brother with two phones and a map, and our trucks wait hours at customer gates. if you have something that can help plan the tours or book the unloading windows, we can try it with real drivers.`,
    }),
    h.attendee('p06', 'Barbora Tóthová', 'Site Manager', 'Danubia Logistics Park Senec s.r.o.', {
      domain: ['warehousing', 'logistics'], geo: 'CEE', style: 'question',
      intents: [h.offeringPilot(['inventory-tracking', 'yard-management'], { geo: ['CEE'] })],
      goal: `Has anyone got a way to do the annual stocktake of 22,000 pallet locations without closing the warehouse for a weekend? And is there something better than a clipboard for the 70 trucks queueing at our 18 doors every morning? We are happy to be a test site.`,
    }),
    h.attendee('p07', 'Davide Zanin', 'Production Manager', 'Mobilificio Tagliamento S.r.l.', {
      domain: ['furniture'], geo: 'Italy', style: 'rambling',
      intents: [h.offeringPilot(['production-planning', 'vision-inspection'], { geo: ['Italy'] })],
      goal: `We are a chair factory in Friuli, my grandfather started it in 1961 and we still bend beech the old way with steam. We make about 900 models and the order book changes every day, so sequencing the lacquer line is a nightmare. Also our finishing girls sort the wood for knots by eye. I drove eight hours to be here and would open the factory to anyone with a smart idea to test.`,
    }),
    h.attendee('p08', 'Roman Fiala', 'Terminal Director', 'Bečva Intermodal Terminal a.s.', {
      domain: ['rail-freight', 'logistics'], geo: 'CEE', style: 'oblique',
      intents: [h.offeringPilot(['yard-management', 'route-optimisation'], { geo: ['CEE'] })],
      goal: `Four hundred containers a day go through our gate and the trucks that come for them are booked by phone. The drayage runs to the factories around Olomouc are planned on paper. We have one gate lane and a small fleet we can give to someone who wants to prove their software.`,
    }),

    // ---- vendors and startups seeking pilots ----------------------------------------------
    h.attendee('v01', 'Eliška Vondrová', 'CEO & Co-founder', 'Okulár AI s.r.o.', {
      domain: ['industrial-ai'], geo: 'CEE', style: 'marketing',
      intents: [
        h.seekingPilot(['vision-inspection'], { geo: ['CEE', 'DACH'] }),
        h.wantsPress(['manufacturing'], { geo: ['CEE'] }),
      ],
      goal: `Okulár AI sees defects humans miss: our deep-learning cameras learn a new part from just 50 good samples and flag scratches, pores and cracks in real time. We're looking for ambitious plants to co-develop the next release, and we'd love to share our story with journalists covering industry.`,
    }),
    h.attendee('v02', 'Stefan Gruber', 'Head of Sales', 'Schwingwerk Analytics GmbH', {
      domain: ['industrial-iot'], geo: 'DACH', style: 'plain',
      intents: [h.seekingPilot(['predictive-maintenance'], { geo: ['DACH', 'CEE'] })],
      goal: `We make wireless vibration and temperature sensors with software that predicts machine failures weeks ahead. We want two or three factories in Austria or Central Europe to run a paid-by-results pilot on presses, pumps or moulding machines.`,
      event_needs: ['pilot sites for condition monitoring'],
      event_offers: ['vibration sensors and failure prediction software', 'free installation for pilot sites'],
    }),
    h.attendee('v03', 'Aino Virtanen', 'Co-founder', 'Virtaava Oy', {
      domain: ['energy-tech'], geo: 'Nordics', style: 'oblique',
      intents: [h.seekingPilot(['energy-monitoring'], { geo: ['Nordics', 'CEE'] })],
      goal: `Most plants know their monthly kilowatt-hours and nothing else. We clip current sensors onto the cabinets in an afternoon and by the next morning you see which machine, shift and product burns the money. Our Finnish customers are happy; we now want heavy industry further south to try it.`,
    }),
    h.attendee('v04', 'Matthias Keller', 'Product Manager', 'Taktwerk Planning GmbH', {
      domain: ['industrial-software'], geo: 'DACH', style: 'list',
      intents: [
        h.seekingPilot(['production-planning'], { geo: ['DACH', 'CEE', 'Italy'] }),
        h.hiring(['data-analyst'], { geo: ['DACH', 'CEE'] }),
      ],
      goal: `- finite-capacity scheduling for job shops and assembly
- works next to SAP, Helios or just spreadsheets
- want: 2 pilot plants with high product variety, 3 months, free licence
- also: hiring a junior analyst for our Brno office`,
    }),
    h.attendee('v05', 'Bartosz Nowicki', 'Founder', 'Trasomat Sp. z o.o.', {
      domain: ['logistics-software'], geo: 'CEE', style: 'nonnative',
      intents: [h.seekingPilot(['route-optimisation'], { geo: ['CEE'] })],
      goal: `Our algorithm is making the tours for trucks with all the real rules: driver hours, ADR, time windows, toll. In Poland we have already two carriers using it. Now we search a haulier or terminal in Czech or Slovak side for testing in real life, we give it free for half year.`,
      event_needs: ['trucking companies to test our planning tool'],
      event_offers: ['truck tour planning software', 'six months free use'],
    }),
    h.attendee('v06', 'Hannah Cole', 'Partnerships Lead', 'Dockslot Ltd', {
      domain: ['logistics-software'], geo: 'UK', style: 'typo',
      intents: [h.seekingPilot(['yard-management'], { geo: ['UK', 'CEE'] })],
      goal: `Dockslot lets hauliers book a loading window at the warehoues or factory gate from their phone, so no more queues on the access road. We're big in the UK and want our first sites in Central Europe - warehouses, termnials, carriers, anybody with a gate. Happy to set it up at no cost for the first few.`,
    }),
    h.attendee('v07', 'Kristjan Tamm', 'CTO', 'Loendur Robotics OÜ', {
      domain: ['robotics'], geo: 'CEE', style: 'oblique',
      intents: [h.seekingPilot(['inventory-tracking'], { geo: ['CEE', 'Nordics'] })],
      goal: `Our indoor drone flies the racking aisles at night and reads every label and RFID tag it passes, then reconciles with your WMS by the morning shift. Tallinn is small; we need a couple of big halls in Central Europe that will let us fly there for a season.`,
    }),
    h.attendee('v08', 'Federica Riva', 'Business Developer', 'Termovista S.r.l.', {
      domain: ['industrial-ai'], geo: 'Italy', style: 'question',
      intents: [h.seekingPilot(['predictive-maintenance', 'vision-inspection'], { geo: ['Italy', 'CEE'] })],
      goal: `Is there a plant here that would put our thermal cameras on a line for a few months? They spot hot bearings and failing motors before they stop, and find defects inside parts that a normal camera cannot see.`,
    }),

    // ---- employers -------------------------------------------------------------------------
    h.attendee('h01', 'Hana Doležalová', 'HR Manager', 'Frézárna Hostýn s.r.o.', {
      domain: ['machining', 'metalworking'], geo: 'CEE', style: 'plain',
      intents: [h.hiring(['cnc-machinist', 'tool-maker', 'quality-engineer'], { geo: ['CEE'] })],
      goal: `We are hiring CNC machinists, a toolmaker and a quality engineer for our plant in Bystřice pod Hostýnem. Good pay, company flat for people relocating.`,
    }),
    h.attendee('h02', 'Wolfgang Ebner', 'Managing Director', 'Donau-Moldau Spedition GmbH', {
      domain: ['logistics'], geo: 'DACH', style: 'list',
      intents: [h.hiring(['truck-driver', 'data-analyst', 'dispatcher'], { geo: ['CEE', 'DACH'] })],
      goal: `We need, from Linz and České Budějovice:
- 12 drivers with C+E and code 95
- 2 dispatchers with German
- someone who can turn our telematics data into dashboards`,
      event_needs: ['truck drivers', 'transport dispatchers', 'data analyst'],
      event_offers: ['permanent jobs in Austria and Czechia', 'paid licence upgrades'],
    }),
    h.attendee('h03', 'Joanna Kaczmarek', 'HR Business Partner', 'Plastimer Tychy Sp. z o.o.', {
      domain: ['plastics'], geo: 'CEE', style: 'nonnative',
      intents: [h.hiring(['tool-maker', 'quality-engineer', 'maintenance-technician', 'process-engineer'], { geo: ['CEE'] })],
      goal: `We open new hall for automotive parts and we are missing people: mould maker for repair of tools, quality engineer with PPAP experience, maintenance electricians and a process engineer for injection. Relocation package is possible, also for people from Czech or Slovak side.`,
    }),
    h.attendee('h04', 'Petra Wimmer', 'Plant HR Lead', 'Feldmann Antriebstechnik CZ s.r.o.', {
      domain: ['automotive', 'metalworking'], geo: 'CEE', style: 'oblique',
      intents: [h.hiring(['maintenance-technician', 'cnc-machinist', 'production-planner'], { geo: ['CEE'] })],
      goal: `Our new gear line in Kuřim is installed, but there is nobody to keep it running at 3 a.m., nobody to set the lathes and grinders, and the person who sequenced the orders has just retired. If you know your way around a Siemens cabinet or a shift plan, come and see us.`,
    }),
    h.attendee('h05', 'Peter Kováč', 'Production Director', 'Bukovina Nábytok a.s.', {
      domain: ['furniture'], geo: 'CEE', style: 'negation',
      intents: [h.hiring(['production-planner', 'truck-driver', 'data-analyst'], { geo: ['CEE'] })],
      goal: `Not buying or selling anything today. We have three jobs to fill at our furniture plant near Prešov: a planner who can balance the cutting and upholstery departments, a driver for our own delivery lorry, and a graduate who likes numbers.`,
    }),

    // ---- job seekers -----------------------------------------------------------------------
    h.attendee('j01', 'Oleksandr Bondarenko', 'CNC Machinist (Heidenhain, Sinumerik)', 'Open to work', {
      domain: ['machining'], geo: 'CEE', style: 'empty',
      intents: [h.jobSeeking(['cnc-machinist'], { seniority: 'mid', geo: ['CEE'] })],
      goal: `hledám práci`,
    }),
    h.attendee('j02', 'Ionuț Popescu', 'Truck Driver (C+E, ADR)', 'Carpat Trans SRL', {
      domain: ['road-transport'], geo: 'CEE', style: 'nonnative',
      intents: [h.jobSeeking(['truck-driver'], { geo: ['CEE', 'DACH'] })],
      goal: `I am driving international since 9 years, Romania-Germany-Italy, with ADR and tanks. I want work where I come home every weekend, maybe in Czech or Austria. My family is coming to Brno next year.`,
    }),
    h.attendee('j03', 'Simona Krejčí', 'Senior Quality Engineer', 'Lumotec Jablonec s.r.o.', {
      domain: ['automotive'], geo: 'CEE', style: 'plain',
      intents: [h.jobSeeking(['quality-engineer'], { seniority: 'senior', geo: ['CEE'] })],
      goal: `Eight years in automotive quality: PPAP, 8D, supplier audits, VDA 6.3. I would like to move to a smaller manufacturer in Moravia where I can build the quality system rather than just fill in forms.`,
    }),
    h.attendee('j04', 'Daniel Horvat', 'Maintenance Electrician / PLC Technician', 'Open to work', {
      domain: ['maintenance'], geo: 'CEE', style: 'empty',
      intents: [h.jobSeeking(['maintenance-technician'], { geo: ['CEE'] })],
      goal: `open to work`,
    }),
    h.attendee('j05', 'Marco Ferrante', 'Production Planner', 'Between roles', {
      domain: ['manufacturing'], geo: 'Italy', style: 'rambling',
      intents: [h.jobSeeking(['production-planner'], { geo: ['CEE'] })],
      goal: `My wife got a position at the university here so we moved from Treviso in January, and I am learning Czech slowly, very slowly. For eleven years I scheduled orders at a kitchen manufacturer, MRP, capacity, the daily fights between sales and the shop floor. I would love to do the same again in a factory around Brno or anywhere in the region, English or Italian speaking.`,
    }),
    h.attendee('j06', 'Klára Němcová', 'MSc student, Industrial Engineering', 'Moravian Institute of Technology', {
      domain: ['data'], geo: 'CEE', style: 'lowercase',
      intents: [h.jobSeeking(['data-analyst'], { seniority: 'junior', geo: ['CEE', 'DACH'] })],
      goal: `finishing my thesis in june (forecasting spare parts demand in python). looking for a first job with data in a factory or a transport company, brno or vienna.`,
    }),
    h.attendee('j07', 'Stanislav Hrubý', 'Toolmaker – injection moulds, 20 years', 'Independent', {
      domain: ['tooling', 'plastics'], geo: 'CEE', style: 'empty',
      intents: [h.jobSeeking(['tool-maker'], { seniority: 'senior', geo: ['CEE'] })],
      goal: `-`,
    }),

    // ---- research ---------------------------------------------------------------------------
    h.attendee('r01', 'Prof. Zdeněk Vaněk', 'Head of Polymer Processing Lab', 'Moravian Institute of Technology', {
      domain: ['polymers', 'research'], geo: 'CEE', style: 'plain',
      intents: [h.research(['recycled-polymers'])],
      goal: `Our lab studies how post-consumer recyclate behaves in injection moulding: shrinkage, odour, mechanical properties after several cycles. We are looking for industrial partners for a joint project on recycled polypropylene in technical parts.`,
    }),
    h.attendee('r02', 'Sabine Hofer', 'Materials Development Lead', 'Hofer Kunststofftechnik GmbH', {
      domain: ['plastics', 'automotive'], geo: 'DACH', style: 'oblique',
      intents: [h.research(['recycled-polymers'])],
      goal: `From 2030 our car customers want a quarter of every plastic part to come from old bumpers and yoghurt cups, and nobody can tell us yet how those granules will behave in our tools. We have presses and parts to offer for trials and would like to work with a lab and a compounder on this.`,
    }),
    h.attendee('r03', 'Erik Sandberg', 'R&D Manager', 'Nordkompound AB', {
      domain: ['polymers', 'plastics'], geo: 'Nordics', style: 'question',
      intents: [h.research(['recycled-polymers'])],
      goal: `Any university or moulder here working on quality of PCR grades for technical parts? We compound recyclate in Sweden and want partners for a Horizon-type consortium.`,
    }),
    h.attendee('r04', 'Dr. Jana Kratochvílová', 'Associate Professor, Foundry Engineering', 'Moravian Institute of Technology', {
      domain: ['foundry', 'research'], geo: 'CEE', style: 'plain',
      intents: [h.research(['casting-decarbonisation'])],
      goal: `I lead a group working on lower-carbon iron and steel casting: more scrap in the charge, induction melting on green power, less energy in sand reclamation. We want foundries and other institutes for a joint project and trial melts.`,
      event_needs: ['foundry partners for trial melts', 'research partners for a joint project'],
      event_offers: ['melting and sand laboratory', 'simulation of casting processes', 'students for thesis projects'],
    }),
    h.attendee('r05', 'Dr. Luca Moretti', 'Process Metallurgist', 'Fonderia Valcamonica S.r.l.', {
      domain: ['foundry', 'metalworking'], geo: 'Italy', style: 'rambling',
      intents: [h.research(['casting-decarbonisation'])],
      goal: `Our valley has had foundries since the Venetians, and today the gas bill decides whether we survive. I did my PhD on cupola chemistry long ago, now I want to know if we can cut our CO2 per tonne of good castings by a third without new furnaces. We are willing to share data and our melt shop with a university group and other foundries who study the same question.`,
    }),

    // ---- funders and applicants -------------------------------------------------------------
    h.attendee('g01', 'Eva Marková', 'Programme Officer', 'Moravian Industrial Modernisation Fund', {
      domain: ['public-funding'], geo: 'CEE', style: 'plain',
      intents: [h.givesGrants(['digitalisation', 'automation', 'decarbonisation'], { orgtype: ['sme'], geo: ['CEE'] })],
      goal: `Our call opens in September: grants of 30 to 50 percent for small and medium manufacturers investing in automation, digital systems or lower energy use. I am here to meet companies planning such projects and explain the rules.`,
    }),
    h.attendee('g02', 'Andreas Lindner', 'Project Officer', 'Central Danube Transition Programme', {
      domain: ['public-funding'], geo: 'DACH', style: 'oblique',
      intents: [h.givesGrants(['decarbonisation', 'circular-materials'], { orgtype: ['sme', 'research'], geo: ['CEE', 'DACH', 'Italy'] })],
      goal: `We co-finance cross-border projects that take carbon out of furnaces and kilns, or put scrap, offcuts and recyclate back into products. Firms and institutes from at least two of our countries, up to 80 percent of costs. I'd like to hear your project ideas early, before the consortium is fixed.`,
      event_needs: ['project ideas from companies and institutes'],
      event_offers: ['co-financing for cross-border projects', 'advice on applications'],
    }),
    h.attendee('g03', 'Ursula Hallstein', 'Board Member', 'Hallstein Foundation for Technical Education', {
      domain: ['foundation', 'education'], geo: 'DACH', style: 'negation',
      intents: [h.givesGrants(['automation', 'vocational-training'], { orgtype: ['nonprofit', 'academic'], geo: ['CEE', 'DACH'] })],
      goal: `We don't fund company investments or research. Our family foundation pays for workshops, robots and teachers' training at technical schools and apprentice centres, in Austria and the neighbouring countries. Tell me about your school.`,
    }),
    h.attendee('a01', 'Ján Mikuš', 'Managing Director', 'Zlievareň Slatina s.r.o.', {
      domain: ['foundry', 'metalworking'], geo: 'CEE', style: 'oblique',
      intents: [h.wantsGrant(['decarbonisation'], { orgtype: 'sme', geo: ['CEE'] })],
      goal: `We are 85 people and our coke cupola is older than me. An induction furnace with heat recovery would cost 2.4 million euros that a foundry of our size cannot find alone. I want to know which programmes would carry part of that.`,
    }),
    h.attendee('a02', 'Magdalena Sowa', 'Owner', 'Sowa Meble Sp. z o.o.', {
      domain: ['furniture'], geo: 'CEE', style: 'terse',
      intents: [h.wantsGrant(['automation', 'circular-materials'], { orgtype: 'sme', geo: ['CEE'] })],
      goal: `Furniture maker, 40 staff. Planning a CNC nesting cell and a board line from our own chipboard waste. Need co-funding.`,
    }),
    h.attendee('a03', 'Ing. Karel Bureš', 'Deputy Head', 'Valašsko Secondary Technical School', {
      domain: ['education'], geo: 'CEE', style: 'plain',
      intents: [h.wantsGrant(['automation', 'vocational-training'], { orgtype: 'nonprofit', geo: ['CEE'] })],
      goal: `Our school trains mechatronics and machining apprentices, but our workshop machines are from the 1990s. We are looking for funding to build a small robot and PLC lab for the students.`,
    }),

    // ---- press ------------------------------------------------------------------------------
    h.attendee('n01', 'Vladimír Soukup', 'Editor', 'MetalPraxis CZ/SK', {
      domain: ['media'], geo: 'CEE', style: 'oblique',
      intents: [h.covers(['manufacturing'], { geo: ['CEE'] })],
      goal: `I edit a monthly read by plant managers and engineers in Czechia and Slovakia. Every issue needs two or three good stories from real shop floors: a new line, a clever fix, a company that did something brave. Come and tell me yours.`,
    }),
    h.attendee('n02', 'Rebecca Thornton', 'Correspondent', 'Freight Corridor Weekly', {
      domain: ['media'], geo: 'UK', style: 'plain',
      intents: [h.covers(['logistics', 'manufacturing'], { geo: ['CEE', 'DACH'] })],
      goal: `I write about supply chains and near-shoring in Central Europe for an English-language trade newsletter. Looking for companies with news: new rail links, new plants, firms moving production from Asia.`,
    }),
    h.attendee('ps01', 'Tereza Charvátová', 'Marketing Manager', 'Hempblok s.r.o.', {
      domain: ['building-products'], geo: 'CEE', style: 'notwant',
      intents: [h.wantsPress(['manufacturing'], { geo: ['CEE', 'DACH'] })],
      goal: `We've just started serial production of hemp-lime building blocks in our new plant near Hodonín. No more distributors please, we have enough for now. We want editors and reporters to come and see the line and write about it.`,
    }),

    // ---- mentors and mentees ----------------------------------------------------------------
    h.attendee('m01', 'Herbert Stangl', 'Retired Plant Manager', 'Independent', {
      domain: ['automotive', 'manufacturing'], geo: 'DACH', style: 'oblique',
      intents: [h.mentors(['lean', 'operations'])],
      goal: `I ran a gearbox plant in Steyr for nineteen years and have made every mistake with kanban, shift models and shop-floor boards at least once. Now I have time, and I'd gladly spend an hour a month with a younger manager who is in the middle of it.`,
    }),
    h.attendee('m02', 'Nigel Ashworth', 'Non-executive Director, former Export Sales Director', 'Ashworth Advisory', {
      domain: ['industrial-sales'], geo: 'UK', style: 'plain',
      intents: [h.mentors(['export-sales'])],
      goal: `Thirty years selling British valves and pumps into Germany, Scandinavia and the Gulf. Happy to mentor owners and sales people of smaller manufacturers who want to win their first customers abroad, free of charge.`,
    }),
    h.attendee('m03', 'Dr. Renata Pokorná', 'Family Business Advisor', 'Pokorná & Partners', {
      domain: ['advisory'], geo: 'CEE', style: 'oblique',
      intents: [h.mentors(['succession', 'leadership'])],
      goal: `Half of the firms founded in the nineties here are about to change hands from father to daughter or son, and most families have never talked about it at the kitchen table. I help the next generation take over and be accepted as the boss. I am glad to meet a few people going through this.`,
    }),
    h.attendee('me01', 'Filip Jurečka', 'Managing Director (2nd generation)', 'Jurečka CNC s.r.o.', {
      domain: ['machining'], geo: 'CEE', style: 'typo',
      intents: [h.wantsMentor(['succession', 'lean'])],
      goal: `I took over my fathers machine shop last year (28 people) and he still comes every morning and changes my decisons. I'd like to find an experienced person to talk to about handover and also about organising the shopfloor better, we have a lot of waiting and serching.`,
    }),
    h.attendee('me02', 'Anna Wiśniewska', 'Plant Manager (newly appointed)', 'Rotoplast Gliwice Sp. z o.o.', {
      domain: ['plastics'], geo: 'CEE', style: 'question',
      intents: [h.wantsMentor(['leadership', 'operations'])],
      goal: `Is there someone here who has run a plant and would meet me once a month? Three months ago I went from quality engineer to being responsible for 300 people, and some days I do not know where to start.`,
    }),
  ];

  return { event, people };
}

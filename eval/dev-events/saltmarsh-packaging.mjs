// Saltmarsh Packaging & Materials Day 2026: an open networking day in Porto for packaging, plastics and recycling, chemicals, paper, glass and metal, with their contract manufacturers and 3PLs.
export function build(h) {
  const event = {
    event_id: 'saltmarsh-packaging-2026',
    title: 'Saltmarsh Packaging & Materials Day 2026',
    description:
      'One day on the Porto riverside for the people who make, fill, move and recover packaging: converters, plastics processors and recyclers, specialty chemicals, paper and board, glass and metal containers, contract manufacturers and warehouses.',
    start_date: '2026-10-08',
    end_date: '2026-10-08',
    timezone: 'Europe/Lisbon',
    two_sided: false,
    context: {
      event_details:
        'Armazém Sete, Rua da Alfândega Velha, Porto. Doors at 08:30, open networking in the main hall from 09:30 to 17:30, 20-minute meeting slots, site-visit sign-up at the front desk. Closing drinks on the terrace from 18:00.',
      objectives:
        'Help buyers and suppliers of packaging and materials find each other, connect plants and warehouses with technology companies for pilots, and bring together employers, job seekers, researchers, funders, press and mentors from across the packaging value chain in Iberia, France, Benelux and the rest of Europe.',
      welcome_instructions:
        'Tell us in a few lines what you want out of the day. The matching works from what you write, so say what you need and what you can offer, in your own words.',
    },
  };

  const people = [
    // ---- buyers of goods ----------------------------------------------------------------
    h.attendee('b01', 'Inês Valadares', 'Head of Operations', 'Torra Fina Café', {
      domain: ['packaging', 'food-beverage'], geo: 'Iberia', style: 'oblique',
      intents: [h.buying(['flexible-film'], { geo: ['Iberia'], volume: 'mid' })],
      goal: `Our whole-bean bags come up by lorry from a printer near Milan who now wants 80,000 per design before he'll switch a press on. We sell maybe a fifth of that per blend. I'd like them made closer to home, and ideally in something that can go in the yellow bin.`,
    }),
    h.attendee('b02', 'Pieter Vanhoucke', 'Purchasing Manager, Packaging', 'Frietland Foods', {
      domain: ['packaging', 'food-beverage'], geo: 'Benelux', style: 'plain',
      intents: [h.buying(['flexible-film'], { geo: ['Benelux'], volume: 'high-volume' })],
      goal: `We buy printed laminated film for our frozen snack bags, several hundred tonnes a year, and we are moving to mono-PE structures. I am looking for a second source of printed reels in the Benelux that can handle long runs and freezer-grade seals.`,
    }),
    h.attendee('b03', 'Rui Mesquita', 'E-commerce & Logistics Lead', 'Quinta do Arrabalde', {
      domain: ['paper', 'food-beverage'], geo: 'Iberia', style: 'rambling',
      intents: [h.buying(['corrugated'], { geo: ['Iberia'], volume: 'mid' })],
      goal: `I run the online side of a family port and Douro wine house; we've been in Gaia since the 1890s and my grandfather still comes in to taste every lot. Since the pandemic the web shop sends out about 4,000 parcels a month. The cardboard shippers with inserts we get keep changing flute and bottles arrive broken. I'd like someone nearby who can make 3- and 6-bottle packs that survive the courier. Also happy to talk port with anyone, obviously.`,
    }),
    h.attendee('b04', 'Claire Bonnafous', 'Responsable Achats Emballage', 'Maison Ferrand Cuisine', {
      domain: ['paper', 'consumer-goods'], geo: 'France', style: 'list',
      intents: [h.buying(['corrugated'], { geo: ['France'], volume: 'high-volume' })],
      goal: `- 1.2 million transit cartons a year for cast-iron pans and casseroles
- two plants, near Lyon and in the Loire
- need a second supplier after our current one's price jump
- FEFCO 0201 and die-cut, brown kraft, two-colour print`,
      event_needs: ['A second source of shipping cartons for our two plants in France, high volumes'],
      event_offers: ['Long-term volume contracts for transit cartons'],
    }),
    h.attendee('b05', 'Beatriz Lacerda', 'Co-founder', 'Destilaria Foz Atlântica', {
      domain: ['glass', 'food-beverage'], geo: 'Iberia', style: 'question',
      intents: [h.buying(['glass-containers'], { geo: ['Iberia'], volume: 'small-batch' }), h.wantsMentor(['export'])],
      goal: `Anyone here able to make or source a custom-embossed spirits bottle in runs of 5,000 to 10,000? We're a small gin distillery in Póvoa de Varzim and the stock bottle we use is on every other shelf. And separately: has anyone taken a craft drink abroad and would mentor us through our first export markets?`,
    }),
    h.attendee('b06', 'Lucía Barreiro', 'Jefa de Compras', 'Conservas Ribeira Alta', {
      domain: ['glass', 'metal', 'food-beverage'], geo: 'Iberia', style: 'nonnative',
      intents: [h.buying(['glass-containers', 'metal-cans'], { geo: ['Iberia'], volume: 'mid' })],
      goal: `We are conservera in Galicia, we pack mussels, octopus and also pimientos in glass. We need supplier for the jars with twist-off and also for the tins, the oval and the rectangular. Medium quantities, not huge. Now we depend of only one supplier for each and is risky.`,
    }),
    h.attendee('b07', 'Nuno Barbosa', 'Plant Manager', 'Tampas Leiria Plásticos', {
      domain: ['plastics', 'packaging'], geo: 'Iberia', style: 'oblique',
      intents: [h.buying(['recycled-resin'], { geo: ['Iberia'], volume: 'high-volume' }), h.wantsMentor(['lean'])],
      goal: `Brussels says a share of what goes into our closures must soon come from used packaging, and the regrind we've tried so far smells and leaves black specks in white caps. We run 40 presses around the clock, so it has to arrive by silo truck, not in bags. Separately, I'd love an hour with someone who has made lean stick on a moulding floor.`,
    }),
    h.attendee('b08', 'Sophie Marchetti', 'Responsable Achats Matières', 'Flaconnage Vendôme', {
      domain: ['plastics', 'cosmetics'], geo: 'France', style: 'negation',
      intents: [h.buying(['recycled-resin'], { geo: ['France'], volume: 'mid' })],
      goal: `Not looking for virgin PET or new blow-moulding machines this year. What we need is a steady source of post-consumer PET pellets clean enough for shampoo and serum bottles, a few hundred tonnes, delivered to our plant in Loir-et-Cher.`,
    }),
    h.attendee('b09', 'Fernando Quintela', 'Diretor Industrial', 'Conserveira Leixões Mar', {
      domain: ['metal', 'food-beverage'], geo: 'Iberia', style: 'typo',
      intents: [h.buying(['metal-cans'], { geo: ['Iberia'], volume: 'high-volume' })],
      goal: `We fill around 40 milion cans of sardine and mackerel a year in Matosinhos. Our easy-open can supplier is shuting the line that makes our format (the 120g club) so we need a new source befor next season, big volumes, delivered here to Portugal.`,
    }),

    // ---- suppliers of goods -------------------------------------------------------------
    h.attendee('s01', 'Marta Llobregat', 'Commercial Director', 'Flexiber Envases', {
      domain: ['packaging', 'plastics'], geo: 'Iberia', style: 'marketing',
      intents: [h.supplying(['flexible-film'], { geo: ['Iberia', 'France'], volume: ['mid', 'high-volume'] })],
      goal: `Flexiber turns ideas into shelf-ready packs! Eight-colour CI flexo, solventless lamination and downgauged, recycle-ready structures, printed in Valencia and delivered anywhere from Seville to Lyon. From 30,000 linear metres to full-truck programmes, we're the converter brands grow with.`,
    }),
    h.attendee('s02', 'Daan Kuipers', 'Sales Manager', 'Printwerk Pouch', {
      domain: ['packaging', 'plastics'], geo: 'Benelux', style: 'plain',
      intents: [h.supplying(['flexible-film'], { geo: ['Benelux', 'DACH', 'France'], volume: ['small-batch', 'mid'] })],
      goal: `We digitally print stand-up pouches and sachets with zippers and one-way aroma vents, from 2,000 pieces, no plates needed. Based in Eindhoven, shipping to the Netherlands, Belgium, Germany and France. We want to meet brands with many SKUs and modest quantities.`,
    }),
    h.attendee('s03', 'Catarina Sobral', 'Key Account Manager', 'Ondulada do Ave', {
      domain: ['paper', 'packaging'], geo: 'Iberia', style: 'oblique',
      intents: [h.supplying(['corrugated'], { geo: ['Iberia'], volume: ['mid', 'high-volume'] })],
      goal: `Our machine in Famalicão runs B, C and double-wall board, and the die-cutters behind it take anything from a wine carrier to a pallet-sized tray. We have room on the line for more customers in the north of Portugal and Galicia.`,
      event_needs: ['Brands and manufacturers in northern Portugal and Galicia ordering corrugated shipping boxes, medium or high volumes'],
      event_offers: ['Corrugated board and die-cut boxes made in Famalicão'],
    }),
    h.attendee('s04', 'Thierry Vandamme', 'Directeur Commercial', 'Cartonnages Vandamme-Lefort', {
      domain: ['paper', 'packaging'], geo: 'France', style: 'nonnative',
      intents: [h.supplying(['corrugated'], { geo: ['France', 'Benelux'], volume: ['mid', 'high-volume'] })],
      goal: `We are box maker with two sites, one near Lille and one in Mouscron in Belgium. We make corrugated cases and also displays for the supermarket, big quantities or medium. We search new clients in France and Benelux, specially industrial clients who ship heavy products.`,
    }),
    h.attendee('s05', 'Vítor Anjos', 'Sales Director', 'Vidreira da Marinha', {
      domain: ['glass', 'packaging'], geo: 'Iberia', style: 'plain',
      intents: [h.supplying(['glass-containers'], { geo: ['Iberia'], volume: ['mid', 'high-volume'] }), h.wantsPress(['packaging'], { geo: ['Iberia'] })],
      goal: `We melt flint and amber glass in Marinha Grande and form containers for wine, spirits, olive oil and preserves, from roughly 50,000 pieces per reference. We'd also like trade journalists to come and see the hybrid electric furnace we have just relit.`,
    }),
    h.attendee('s06', 'Joost Verhaegen', 'Account Manager', 'Verpakkingshuis Delta', {
      domain: ['glass', 'metal', 'packaging'], geo: 'Benelux', style: 'lowercase',
      intents: [h.supplying(['glass-containers', 'metal-cans'], { geo: ['EU'], volume: ['small-batch', 'mid'] })],
      goal: `we keep about 900 references in stock: glass flasks and pots, lug lids, screw caps, and tinplate in round, oblong and club formats. pallets leave our antwerp warehouse for anywhere in the eu within 3-5 days. minimum order is one layer, so small producers are welcome. keen to meet delis, distillers and preserve makers.`,
    }),
    h.attendee('s07', 'Jordi Casals', 'CEO', 'Reciclats del Vallès', {
      domain: ['recycling', 'plastics'], geo: 'Iberia', style: 'oblique',
      intents: [h.supplying(['recycled-resin'], { geo: ['Iberia', 'France'], volume: ['high-volume'] }), h.offeringPilot(['waste-sorting'], { geo: ['Iberia'] })],
      goal: `We turn Catalonia's yellow-bin drinks bottles back into something you can blow or mould again, sold by the full silo load to anyone between Seville and Lyon. Our infeed belt still has people picking out the wrong stuff by hand, so I'd let a startup try their kit on it.`,
    }),
    h.attendee('s08', 'Wim Declercq', 'Sales', 'Polyclear Recycling', {
      domain: ['recycling', 'plastics'], geo: 'Benelux', style: 'terse',
      intents: [h.supplying(['recycled-resin'], { geo: ['Benelux', 'France', 'DACH'], volume: ['mid', 'high-volume'] })],
      goal: `PP and HDPE regranulate, light colours. Ghent. 500 t/month. Seeking converters BE/NL/FR/DE.`,
    }),
    h.attendee('s09', 'Hélène Karadec', 'Business Development Manager', 'Boîtes Armor Métal', {
      domain: ['metal', 'packaging'], geo: 'France', style: 'question',
      intents: [h.supplying(['metal-cans'], { geo: ['France', 'Iberia'], volume: ['high-volume'] })],
      goal: `Does any fish or vegetable processor here in Portugal or Spain need a second source of drawn tinplate and aluminium containers with ring-pull ends? We run high-speed lines in Douarnenez and already send trucks to Vigo every week.`,
    }),

    // ---- sites offering pilots ------------------------------------------------------------
    h.attendee('p01', 'Miguel Ferraz', 'Cold-End Quality Manager', 'Cristalería del Ebro', {
      domain: ['glass', 'packaging'], geo: 'Iberia', style: 'oblique',
      intents: [h.offeringPilot(['vision-inspection'], { geo: ['Iberia'] })],
      goal: `Everything that leaves our lehr is looked at by cameras bought in 2009 and by two tired people per shift, and a brewery still sent back a load last month for stones and checks in the neck. I'd hand a line to a team for three months if they think their software sees better.`,
    }),
    h.attendee('p02', 'Julien Ravel', 'Directeur de Production', 'Imprimerie Souple Rhône', {
      domain: ['packaging', 'plastics'], geo: 'France', style: 'plain',
      intents: [h.offeringPilot(['vision-inspection'], { geo: ['France'] })],
      goal: `We print flexible packaging on six flexo presses near Lyon. We want to test an automatic print-defect detection system on one press, including colour drift, and can provide the site and operators for a pilot in the first half of 2026.`,
    }),
    h.attendee('p03', 'Bram Oosterhuis', 'Maintenance Manager', 'Golfkarton Zeeland', {
      domain: ['paper', 'packaging'], geo: 'Benelux', style: 'rambling',
      intents: [h.offeringPilot(['predictive-maintenance'], { geo: ['Benelux'] })],
      goal: `I've been in maintenance at a board plant in Zeeland for 25 years, started as an electrician back when we still had the old corrugator. Last winter something in the single facer went without a sound of warning and we lost two days of production and a lot of goodwill with a big customer. My boss wants me to try out something that tells us before it happens. Also I'm here because my daughter studies in Porto and I wanted an excuse.`,
    }),
    h.attendee('p04', 'Elena Sagasti', 'Reliability Lead', 'Químicas Nervión', {
      domain: ['chemicals'], geo: 'Iberia', style: 'oblique',
      intents: [h.offeringPilot(['predictive-maintenance'], { geo: ['Iberia'] }), h.hiring(['maintenance-technician'], { geo: ['Iberia'] })],
      goal: `Our reactor agitators and the big screw compressors only tell us they're unhappy when they stop, usually at 3am on a Sunday. I have budget to let a young company fit its gadgets to a dozen assets for six months at our Basque site. And I'm two electromechanical techs short on the shift team, if any are around.`,
    }),
    h.attendee('p05', 'Sérgio Antunes', 'Diretor de Armazém', 'LogiNorte Armazenagem', {
      domain: ['logistics', 'warehousing'], geo: 'Iberia', style: 'nonnative',
      intents: [h.offeringPilot(['inventory-tracking'], { geo: ['Iberia'] }), h.hiring(['driver'], { geo: ['Iberia'] })],
      goal: `We have warehouse of 30.000 pallet positions in Maia for clients of packaging and chemicals. The inventory every month we make with people and paper lists, it takes all the weekend and always there are differences. We want to test some solution that counts automatic. Also we hire forklift operators with licence.`,
    }),
    h.attendee('p06', 'Femke de Groot', 'Innovation Manager', 'Havenhal Logistics', {
      domain: ['logistics', 'warehousing'], geo: 'Benelux', style: 'list',
      intents: [h.offeringPilot(['inventory-tracking'], { geo: ['Benelux'] })],
      goal: `- 3PL, 4 sites around Rotterdam, 120k pallet locations
- chemicals, resins, packaging materials (some ADR)
- want to trial: automated cycle counts and location checks
- timeframe: Q2-Q3 2026`,
      event_needs: ['A pilot of automated stock counting in our Rotterdam warehouses'],
      event_offers: ['Test site: 3PL warehouses in Rotterdam storing chemicals and packaging materials'],
    }),
    h.attendee('p07', 'Raquel Fontán', 'Plant Director', 'Ecoplanta Miño', {
      domain: ['recycling'], geo: 'Iberia', style: 'oblique',
      intents: [h.offeringPilot(['waste-sorting'], { geo: ['Iberia'] })],
      goal: `What households put in the yellow container arrives on our belts, and a third of it is still picked by hand. Plastic bags, dark food trays and juice cartons keep ending up in the wrong bale. We'd give a line and our data to whoever thinks their optics or robots can do better.`,
    }),

    // ---- vendors seeking pilots -----------------------------------------------------------
    h.attendee('v01', 'Lotte Brinkman', 'Founder & CEO', 'Klarzicht Vision', {
      domain: ['industrial-tech'], geo: 'Benelux', style: 'marketing',
      intents: [h.seekingPilot(['vision-inspection'], { geo: ['Benelux', 'France', 'DACH'] })],
      goal: `Klarzicht's AI sees what people miss: every label, seal and surface checked at full line speed, flaws classified before the reel is rewound. Already live at two Dutch dairies, now expanding into France and Germany and looking for two more production floors to prove it.`,
    }),
    h.attendee('v02', 'Álvaro Quesada', 'CTO', 'Ojo Industrial Analytics', {
      domain: ['industrial-tech'], geo: 'Iberia', style: 'plain',
      intents: [h.seekingPilot(['vision-inspection'], { geo: ['Iberia', 'France'] })],
      goal: `We build deep-learning quality inspection for glass, metal and printed surfaces, running on standard industrial cameras. We are looking for a manufacturing site in Spain, Portugal or France to run a three-month pilot on one line.`,
    }),
    h.attendee('v03', 'Antoine Lemaire', 'Co-founder', 'Vibralys', {
      domain: ['industrial-tech'], geo: 'France', style: 'plain',
      intents: [h.seekingPilot(['predictive-maintenance'], { geo: ['France', 'Benelux'] })],
      goal: `Vibralys makes wireless vibration and temperature sensors with failure-prediction software for rotating machines: motors, pumps, gearboxes, fans. We are looking for industrial plants in France or Benelux willing to pilot on 10 to 20 assets.`,
      event_needs: ['Pilot sites in France or Benelux for machine condition monitoring'],
      event_offers: ['Wireless vibration sensors and failure prediction for rotating equipment'],
    }),
    h.attendee('v04', 'Tiago Rebelo', 'CEO', 'Sinal Fabril', {
      domain: ['industrial-tech'], geo: 'Iberia', style: 'oblique',
      intents: [h.seekingPilot(['predictive-maintenance'], { geo: ['Iberia'] }), h.hiring(['data'], { seniority: 'junior', geo: ['Iberia'] })],
      goal: `We clip a small box onto old machines and it texts the foreman days before a motor gives up. Twelve factories in the Minho use it; I want a couple of bigger plants in Portugal or Spain to prove it on harsher equipment. Also hiring a junior who likes SQL and Power BI more than meetings.`,
    }),
    h.attendee('v05', 'Mathieu Serrault', 'Head of Sales', 'Inventair Drones', {
      domain: ['industrial-tech', 'logistics'], geo: 'France', style: 'question',
      intents: [h.seekingPilot(['inventory-tracking'], { geo: ['EU'] })],
      goal: `Which warehouse manager here would let us fly an indoor drone along their racking for a month? It reads every label up to 12 metres high overnight and reconciles against your WMS. We can work anywhere in the EU.`,
    }),
    h.attendee('v06', 'Joana Pimentel', 'Founder', 'Rastreio Lda', {
      domain: ['industrial-tech', 'logistics'], geo: 'Iberia', style: 'typo',
      intents: [h.seekingPilot(['inventory-tracking'], { geo: ['Iberia', 'France'] }), h.wantsGrant(['digitalisation'], { orgtype: ['sme'], geo: ['Iberia'] })],
      goal: `We put cameras on forklifts that read every bay and load barcode while the driver works, so the stock record is always right without anyone stoping to scan. Looking for warehouses in Portugal, Spain or France to try it free for 8 weeks. We're also apllying for the northern Portugal digital transition funding and would like to meet whoever runs it.`,
    }),
    h.attendee('v07', 'Lukas Gruber', 'Business Development', 'SortBot Robotics', {
      domain: ['industrial-tech', 'recycling'], geo: 'DACH', style: 'notwant',
      intents: [h.seekingPilot(['waste-sorting'], { geo: ['Europe'] }), h.wantsPress(['recycling'], { geo: ['Europe'] })],
      goal: `We make AI-guided picking robots for sorting lines. Not interested in distributors or resellers right now: we want operators of material recovery facilities anywhere in Europe who will put a robot over a real belt for a few months. If a journalist wants to see one running, even better.`,
    }),
    h.attendee('v08', 'Pablo Ferrándiz', 'Co-founder & CEO', 'Espectra Sort', {
      domain: ['industrial-tech', 'recycling'], geo: 'Iberia', style: 'lowercase',
      intents: [h.seekingPilot(['waste-sorting'], { geo: ['Iberia', 'France'] })],
      goal: `we retrofit hyperspectral cameras and our own models onto existing optical sorters so they catch carbon-black polymers, multilayers and pet thermoforms they used to miss. looking for recyclers in spain, portugal or france to trial on one line. we're from valencia.`,
    }),

    // ---- employers hiring -----------------------------------------------------------------
    h.attendee('h01', 'Paulo Seixas', 'Engineering Manager', 'Caixaforte Embalagens', {
      domain: ['paper', 'packaging'], geo: 'Iberia', style: 'oblique',
      intents: [h.hiring(['maintenance-technician'], { seniority: 'mid', geo: ['Iberia'] })],
      goal: `I need someone who isn't scared of a folder-gluer at 2am: hydraulics, pneumatics, a bit of PLC. Our Valongo converting plant works three shifts and I've got one person covering what three used to. A few years on the tools is enough.`,
    }),
    h.attendee('h02', 'Rosa Ibarra', 'HR Business Partner', 'TransIbérica Logística', {
      domain: ['logistics', 'warehousing'], geo: 'Iberia', style: 'plain',
      intents: [h.hiring(['driver', 'planner'], { geo: ['Iberia'] })],
      goal: `We are hiring HGV and forklift drivers for our Valencia and Zaragoza hubs, and an inventory and transport planner. Permanent contracts, day and night shifts.`,
    }),
    h.attendee('h03', 'Isabelle Fontaine', 'Directrice Technique', 'Résines Dauphiné', {
      domain: ['chemicals'], geo: 'France', style: 'rambling',
      intents: [h.hiring(['quality', 'process-engineer'], { seniority: 'senior', geo: ['France'] })],
      goal: `We're a mid-sized, family-owned maker of water-based resins and adhesives for paper and board converters near Grenoble, since 1962, and yes, the view of the mountains from the lab is as good as people say. Two of my longest-serving people retire in spring: our head of QC and the engineer who scales new recipes from the pilot reactor to the 20-tonne ones. I need experienced people to replace them, ten years or more, and I'd rather meet them over a coffee than through a recruiter.`,
    }),
    h.attendee('h04', 'Sanne Visser', 'Head of People', 'Terugwinning Plastics', {
      domain: ['recycling', 'plastics'], geo: 'Benelux', style: 'notwant',
      intents: [h.hiring(['process-engineer', 'quality'], { geo: ['Benelux'] })],
      goal: `We're building a second washing and pelletising line in Moerdijk and need an engineer to run the process and a lab lead to own the product specs. No agencies, please, and no pure desk profiles: we want people who'll be on the floor when the melt filter clogs.`,
    }),
    h.attendee('h05', 'Marc Puigdomènech', 'Operations Director', 'Envases Flexibles Penedès', {
      domain: ['packaging', 'plastics'], geo: 'Iberia', style: 'plain',
      intents: [h.hiring(['planner', 'data'], { geo: ['Iberia'] })],
      goal: `We're hiring a production planner for our lamination and slitting lines and a data analyst to build our OEE and scrap reporting. Both roles are at our plant near Barcelona.`,
      event_needs: ['A production planner for our flexible packaging plant near Barcelona', 'A data analyst for OEE and scrap reporting'],
      event_offers: ['Permanent jobs at our plant in Catalonia'],
    }),

    // ---- job seekers ----------------------------------------------------------------------
    h.attendee('j01', 'Duarte Carvalhais', 'Electromechanical Maintenance Technician (7 yrs, paper & board)', 'Papelaria Tâmega (former)', {
      domain: ['paper'], geo: 'Iberia', style: 'empty',
      intents: [h.jobSeeking(['maintenance-technician'], { seniority: 'mid', geo: ['Iberia'] })],
      goal: `open to work`,
    }),
    h.attendee('j02', 'Andrei Munteanu', 'Maintenance Technician', 'Rompac Ambalaje (former)', {
      domain: ['plastics'], geo: 'Iberia', style: 'nonnative',
      intents: [h.jobSeeking(['maintenance-technician'], { seniority: 'junior', geo: ['Iberia', 'France'] })],
      goal: `I finished technical college in Brașov and worked 2 years on extrusion lines for plastic film, doing the electrical and mechanical repairs. Now I move to Portugal with my wife, I can also go to Spain or France. I search my first job here, I learn fast and I speak English and a little Portuguese.`,
    }),
    h.attendee('j03', 'Carlos Moura', 'HGV Driver (C+E, ADR)', 'Rodoviária Beira Serra (former)', {
      domain: ['logistics'], geo: 'Iberia', style: 'lowercase',
      intents: [h.jobSeeking(['driver'], { seniority: 'mid', geo: ['Iberia'] })],
      goal: `c+e licence, adr for chemicals, 9 years on iberian routes plus reach truck experience. looking for a steady employer in spain or portugal, ideally home most nights.`,
    }),
    h.attendee('j04', 'Amandine Roux', 'Quality Control Analyst', 'Laboratoires Sévigné (former)', {
      domain: ['chemicals', 'cosmetics'], geo: 'France', style: 'oblique',
      intents: [h.jobSeeking(['quality'], { seniority: 'mid', geo: ['France'] })],
      goal: `Five years releasing batches in a cosmetics lab: HPLC, stability studies, certificates of analysis, and a couple of customer audits I survived. I'd like to do the same on the industrial side, somewhere in Auvergne-Rhône-Alpes.`,
    }),
    h.attendee('j05', 'Koen Willems', 'Senior Process Engineer, Polymers', 'Extrudex Kunststoffe (former)', {
      domain: ['plastics', 'recycling'], geo: 'Benelux', style: 'plain',
      intents: [h.jobSeeking(['process-engineer'], { seniority: 'senior', geo: ['Benelux', 'DACH'] })],
      goal: `Polymer process engineer with 14 years in extrusion and compounding, most recently at a German PP compounder. Looking for a senior role in the Netherlands, Belgium or Germany, preferably with a recycler.`,
    }),
    h.attendee('j06', 'Mónica Serrano', 'Production Planner', 'Cartonajes Levante (former)', {
      domain: ['paper', 'packaging'], geo: 'Iberia', style: 'terse',
      intents: [h.jobSeeking(['planner'], { seniority: 'mid', geo: ['Iberia'] })],
      goal: `Planner, 6 yrs, SAP PP, carton plant. Spain/Portugal. Available March.`,
    }),
    h.attendee('j07', 'Tomás Leal', 'Junior Data Analyst (supply chain, Python/SQL)', 'Universidade do Minho (MSc graduate)', {
      domain: ['data'], geo: 'Iberia', style: 'empty',
      intents: [h.jobSeeking(['data'], { seniority: 'junior', geo: ['Iberia'] })],
      goal: `-`,
    }),

    // ---- research collaborations ----------------------------------------------------------
    h.attendee('r01', 'Prof. Helena Cordeiro', 'Associate Professor, Forest Materials', 'Universidade da Beira Litoral', {
      domain: ['paper', 'research'], geo: 'Iberia', style: 'oblique',
      intents: [h.research(['barrier-coatings'])],
      goal: `My group is trying to make a paper cup hold hot soup without a plastic liner, using chitosan and modified starch applied at the size press. We have the lab and a small pilot line; what we lack is someone who knows how such formulations behave on a real machine. Happy to co-write a proposal.`,
    }),
    h.attendee('r02', 'Dr. Guillaume Berthier', 'R&D Manager', 'Viscom Coatings', {
      domain: ['chemicals', 'paper'], geo: 'Benelux', style: 'plain',
      intents: [h.research(['barrier-coatings'])],
      goal: `We formulate water-based dispersion coatings that give paperboard grease and moisture resistance without polyethylene. We are looking for academic or institute partners to co-develop and test heat-sealable, repulpable barrier layers.`,
    }),
    h.attendee('r03', 'Nathalie Perrin', 'Research Engineer', 'Institut Papetier Rhône-Alpes', {
      domain: ['paper', 'research'], geo: 'France', style: 'question',
      intents: [h.research(['barrier-coatings'])],
      goal: `Is anyone working on getting rid of fluorinated grease-proofing in food board? We run pilot-scale trials and recyclability tests and want partners for a joint project on bio-based alternatives.`,
    }),
    h.attendee('r04', 'Dr. Joris van Leeuwen', 'Senior Scientist', 'Kringloop Polymeren Instituut', {
      domain: ['recycling', 'research'], geo: 'Benelux', style: 'rambling',
      intents: [h.research(['advanced-recycling'])],
      goal: `Our lab in Delft has spent four years breaking PET and polyamide back down into monomers with enzymes and glycolysis; the reactor is nicknamed Frits after a retired colleague, don't ask. We're now at the point where we need real, dirty feedstock and an industrial partner to help us scale. I'm also in Porto for the francesinha, I've been told it's compulsory.`,
    }),
    h.attendee('r05', 'Dr. Ainhoa Etxeberria', 'Open Innovation Lead', 'Polímeros Cantábrico', {
      domain: ['chemicals', 'recycling'], geo: 'Iberia', style: 'oblique',
      intents: [h.research(['advanced-recycling'])],
      goal: `We want to turn the mixed, filthy plastic nobody can wash and re-extrude into feedstock for our crackers, and we'd rather do it with universities than alone. Pyrolysis oil upgrading and catalyst work in particular.`,
    }),
    h.attendee('r06', 'Maxime Delvaux', 'Research Engineer, Chemical Recycling of Polyolefins', 'Université de Wallonie Orientale', {
      domain: ['recycling', 'research'], geo: 'Benelux', style: 'empty',
      intents: [h.research(['advanced-recycling'])],
      goal: `tbd`,
    }),

    // ---- funders and applicants -----------------------------------------------------------
    h.attendee('g01', 'Carla Meireles', 'Programme Manager', 'Norte Indústria 2030', {
      domain: ['public-funding'], geo: 'Iberia', style: 'plain',
      intents: [h.givesGrants(['digitalisation', 'decarbonisation'], { orgtype: ['sme'], geo: ['Iberia'] })],
      goal: `I manage co-funding calls for small and medium manufacturers in northern Portugal, for projects that digitise production or cut energy use and emissions. The next calls open in spring; come and tell me about your project.`,
    }),
    h.attendee('g02', 'Dr. Stefan Lindqvist', 'Programme Officer', 'EuroCircular Packaging Programme', {
      domain: ['public-funding'], geo: 'Nordics', style: 'list',
      intents: [h.givesGrants(['circular-packaging', 'decarbonisation'], { orgtype: ['sme', 'academic', 'research'], geo: ['EU'] })],
      goal: `- grants for circular packaging and low-carbon converting
- SMEs, universities and research centres in EU member states
- 2026 call: €45M, consortia of 3+ partners
- happy to walk you through eligibility`,
      event_needs: ['Applicants for the 2026 circular packaging and decarbonisation call'],
      event_offers: ['EU grants for SMEs, universities and research centres'],
    }),
    h.attendee('g03', 'Margarida Sá Nogueira', 'Director of Programmes', 'Fundação Mar Limpo', {
      domain: ['philanthropy'], geo: 'Iberia', style: 'negation',
      intents: [h.givesGrants(['circular-packaging'], { orgtype: ['nonprofit', 'academic'], geo: ['Europe'] })],
      goal: `We are not an investor and we don't fund companies. We give grants to universities and non-profits working to keep packaging out of rivers and the sea: reuse systems, deposit schemes, recyclability research.`,
    }),
    h.attendee('a01', 'Rogério Faria', 'Gerente', 'Litografia Faria & Filhos', {
      domain: ['metal'], geo: 'Iberia', style: 'nonnative',
      intents: [h.wantsGrant(['decarbonisation'], { orgtype: ['sme'], geo: ['Iberia'] })],
      goal: `We are small family company in Oliveira de Azeméis, we print and varnish the tinplate sheets for cans. Our curing ovens burn gas and the bill is terrible. We want change to electric with heat pump but alone we cannot pay it, so we look for some programme to support. Who can help us with the application?`,
    }),
    h.attendee('a02', 'Dr. Irene Solís', 'Lecturer, Packaging Systems Group', 'Universidad de Castilla Norte', {
      domain: ['packaging', 'research'], geo: 'Iberia', style: 'typo',
      intents: [h.wantsGrant(['circular-packaging'], { orgtype: ['academic'], geo: ['Iberia'] })],
      goal: `Our group in Valladolid develops refillable and returnable packaging systems for supermarkets. We're looking for funding (grants, not loans) for a two-year demonstartion with a retailer, and partners for an european consortium if thats what it takes.`,
    }),
    h.attendee('a03', 'Elise Maes', 'Coordinator', 'Retourbeker', {
      domain: ['packaging', 'nonprofit'], geo: 'Benelux', style: 'oblique',
      intents: [h.wantsGrant(['circular-packaging'], { orgtype: ['nonprofit'], geo: ['Benelux'] })],
      goal: `We run the returnable-cup scheme at Flemish festivals and want to bring it to school canteens, but our budget comes from volunteers and a levy on tickets. We need someone to back a two-year roll-out.`,
    }),

    // ---- press ---------------------------------------------------------------------------
    h.attendee('n01', 'Oliver Hartnell', 'European Editor', 'Packaging Ledger', {
      domain: ['media', 'packaging'], geo: 'UK', style: 'plain',
      intents: [h.covers(['packaging', 'recycling'], { geo: ['Europe'] })],
      goal: `I write about packaging, recycling and converting across Europe for a trade magazine. Always looking for stories: new lines, plant investments, recycled-content firsts, people doing something unusual.`,
    }),
    h.attendee('n02', 'Daniela Couto', 'Journalist', 'Revista Indústria & Embalagem', {
      domain: ['media', 'packaging'], geo: 'Iberia', style: 'oblique',
      intents: [h.covers(['packaging', 'recycling', 'chemicals'], { geo: ['Iberia'] })],
      goal: `I fill eight pages a month on what Portuguese and Spanish factories making bottles, boxes, films and resins are actually up to. If you've just fired up a furnace, opened a plant or lost a customer to Brussels rules, I want to hear it.`,
    }),
    h.attendee('n03', 'Patrícia Lobo', 'Head of Communications', 'Renova Polímeros', {
      domain: ['recycling', 'plastics'], geo: 'Iberia', style: 'marketing',
      intents: [h.wantsPress(['recycling'], { geo: ['Iberia'] })],
      goal: `Renova Polímeros is rewriting the story of plastic in Portugal! Our new Estarreja plant gives 30,000 tonnes of household waste a second life every year, and we want the world to know. Editors, reporters, podcasters: let's talk.`,
    }),

    // ---- mentors and mentees -------------------------------------------------------------
    h.attendee('m01', 'Hans-Peter Vogt', 'Retired Plant Director (glass & plastics)', 'Vogt Werksberatung', {
      domain: ['glass', 'plastics'], geo: 'DACH', style: 'oblique',
      intents: [h.mentors(['lean', 'operations'])],
      goal: `Thirty years running shop floors in Germany and Portugal: I've done the 5S boards, the kaizen weeks and the arguments with night shift about all of it. These days I give my time free to younger managers who want someone to ring when it isn't working.`,
    }),
    h.attendee('m02', 'Giulia Ferraresi', 'Former Export Director', 'Ferraresi Advisory', {
      domain: ['glass', 'packaging'], geo: 'Italy', style: 'question',
      intents: [h.mentors(['export', 'commercialisation'])],
      goal: `Are you a small producer trying to sell abroad for the first time? I spent 20 years opening foreign markets for an Italian glass and closures group, and I now mentor a handful of founders on pricing, distributors and getting paid.`,
    }),
    h.attendee('m03', 'Jan Dekkers', 'Non-executive Director', 'Dekkers Board Advisory', {
      domain: ['packaging'], geo: 'Benelux', style: 'plain',
      intents: [h.mentors(['leadership', 'scaling'])],
      goal: `Former CFO of a Dutch packaging group, now on a few boards. I mentor first-time managers and founders on leadership and on growing a company from 20 to 200 people.`,
    }),
    h.attendee('e01', 'Filipa Gouveia', 'Plant Manager', 'Embalagens Vouga Plásticos', {
      domain: ['plastics', 'packaging'], geo: 'Iberia', style: 'negation',
      intents: [h.wantsMentor(['lean', 'leadership'])],
      goal: `Not here to buy anything or hire consultants. I became plant manager at 31, six months ago, with 120 people and a factory that likes doing things the old way. I'd value a mentor who has led a team through that and knows how to make continuous improvement stick.`,
    }),
    h.attendee('e02', 'Hugo Brandão', 'Founder', 'Papelforma', {
      domain: ['paper', 'packaging'], geo: 'Iberia', style: 'oblique',
      intents: [h.wantsMentor(['commercialisation', 'scaling'])],
      goal: `I can make moulded pulp trays that beat polystyrene in the lab, but I've never sold anything to a purchasing department and our headcount just went from 4 to 15. I'd take a monthly call with someone who has done both.`,
    }),
  ];
  return { event, people };
}

// Coldharbour Food Chain Forum 2026: an open networking day in Rotterdam for the food and drink supply chain.
export function build(h) {
  const event = {
    event_id: 'coldharbour-food-2026',
    title: 'Coldharbour Food Chain Forum 2026',
    description:
      'An open networking day at the Rotterdam waterfront for everyone who grows, makes, packs, stores, moves and sells food and drink: producers, ingredient and packaging suppliers, co-packers, cold stores, refrigerated hauliers, retailers and wholesalers, food-tech and supply-chain software vendors, recruiters, researchers, funders and trade press.',
    start_date: '2026-04-14',
    end_date: '2026-04-14',
    timezone: 'Europe/Amsterdam',
    two_sided: false,
    context: {
      event_details:
        'One day in a former cold store hall on the Maas, with visitors from the Benelux, DACH, France, the Nordics, Iberia, the UK and Italy. Morning plenary on resilience in the chilled and frozen chain, afternoon of pre-booked 20-minute meetings and open tables.',
      objectives:
        'Help attendees find supply partners, sites to trial new technology, staff, research and funding partners, and coverage, across the whole food chain from ingredient to shelf.',
      welcome_instructions:
        'Describe in your own words what you are looking for today and what you can offer others. The more concrete (volumes, regions, timing), the better your meetings.',
    },
  };
  const people = [
    // ---- buyers of goods or physical services ----
    h.attendee('b01', 'Maartje Hoekstra', 'Export Logistics Manager', 'Zuidvelde Kaasmakerij', {
      domain: ['dairy'], geo: 'Benelux', style: 'oblique',
      intents: [h.buying(['reefer-haulage'], { geo: ['Benelux', 'DACH'], volume: 'mid' })],
      goal: `We mature our Gouda for up to two years, and then it spends three days on a trailer that nobody can prove was really at six degrees. I'd like two or three partners who run Bodegraven to Munich and Stuttgart every week, with logging I can show a customer.`,
    }),
    h.attendee('b02', 'Pieter-Jan Claeys', 'Supply Chain Director', 'Frites Vlaanderen NV', {
      domain: ['frozen-food'], geo: 'Benelux', style: 'plain',
      intents: [
        h.buying(['reefer-haulage'], { geo: 'EU', volume: 'high-volume' }),
        h.buying(['frozen-storage'], { geo: 'Benelux', volume: 'high-volume' }),
      ],
      goal: `Our fries lines in West Flanders ship around 40 full loads a day to foodservice customers from Lyon to Warsaw. From next season I need more minus-18 trucking on the continental lanes, and overflow room near Antwerp when our own warehouse is full after harvest.`,
      event_needs: ['deep-frozen truck capacity on EU lanes, 40 loads/day', 'overflow pallet space after harvest (Sep-Dec)'],
      event_offers: ['long-term volume contracts', 'backhaul loads from France and Poland'],
    }),
    h.attendee('b03', 'Sanne Verbeek', 'Operations Lead', 'Koud & Co IJs', {
      domain: ['frozen-food'], geo: 'Benelux', style: 'question',
      intents: [h.buying(['frozen-storage'], { geo: 'Benelux', volume: 'mid' })],
      goal: `Anyone here with room at minus 25 from April to August? Our own freezer in Utrecht fills up every spring before the summer peak and we end up renting reefer containers in the yard, which is expensive and a bit embarrassing. Roughly 300 to 600 pallets.`,
    }),
    h.attendee('b04', 'Lotte Brouwer', 'Founder', 'Bruisend Kombucha', {
      domain: ['beverages'], geo: 'Benelux', style: 'lowercase',
      intents: [h.buying(['beverage-co-packing'], { geo: 'EU', volume: 'small-batch' })],
      goal: `we brew everything ourselves in a converted garage in haarlem and hand-fill about 2,000 a week. a dutch supermarket wants us in 60 stores from september. need someone who can put our drink in cans at runs of 20-30k, happy to travel for the right partner.`,
    }),
    h.attendee('b05', 'Felix Hartmann', 'Head of Operations', 'Klarwerk Drinks GmbH', {
      domain: ['beverages'], geo: 'DACH', style: 'plain',
      intents: [
        h.buying(['beverage-co-packing'], { geo: 'DACH', volume: 'mid' }),
        h.buying(['natural-colours'], { geo: 'DACH', volume: 'mid' }),
      ],
      goal: `We sell a range of adaptogen sparkling drinks from Berlin. The partner who fills them is closing his plant at the end of the year, so we need a new home for about 1.5 million units a year in glass, ideally cans too. We are also reformulating to drop the artificial dye in our berry flavour.`,
    }),
    h.attendee('b06', 'Annelies de Groot', 'Category Manager Chilled Convenience', 'Versmarkt Supermarkten', {
      domain: ['retail'], geo: 'Benelux', style: 'oblique',
      intents: [h.buying(['private-label-ready-meals'], { geo: 'Benelux', volume: 'high-volume' })],
      goal: `Our own-brand lasagne and curry range goes out to tender in Q3. 380 stores, seven days of life on shelf minimum, and a kitchen that can grow with us into vegetarian mains. The current partner can't keep up in December.`,
    }),
    h.attendee('b07', 'Ruben Smits', 'Procurement Manager', 'Groenvlees Foods', {
      domain: ['alternative-proteins'], geo: 'Benelux', style: 'notwant',
      intents: [h.buying(['pea-protein'], { geo: 'Benelux', volume: 'high-volume' })],
      goal: `Not interested in software or packaging pitches today, sorry. What I need is a second source for the main structuring ingredient in our mince and nuggets: 80% protein, clean taste, 2,000+ tonnes a year delivered to Oss. Soy is off the table for our clients.`,
    }),
    h.attendee('b08', 'Aoife Gallagher', 'NPD Manager', 'Peak Fuel Nutrition', {
      domain: ['sports-nutrition'], geo: 'Ireland', style: 'typo',
      intents: [h.buying(['pea-protein'], { geo: 'Ireland', volume: 'small-batch' })],
      goal: `Were launching a vegan bar range and cant get whey out of the recipe without the texture going chalky. Looking for a plant based powder that behaves in a cold-pressed bar, only need a few pallets to start, delivred to Cork.`,
    }),
    h.attendee('b09', 'Thomas Delcourt', 'Purchasing Manager', 'Confiserie Delcourt', {
      domain: ['confectionery'], geo: 'Benelux', style: 'rambling',
      intents: [h.buying(['natural-colours'], { geo: 'Benelux', volume: 'mid' })],
      goal: `My grandfather started with pralines in Tournai; today 60% of what we make is fruit gums for retailers in France and the UK. Two of those retailers told us titanium dioxide and the azo dyes must be gone by 2027, and our red and blue are the hard ones, they fade at our cooking temperatures. Looking for people who have solved this at scale. Also, if someone knows a good lunch spot near the Markthal, tell me.`,
    }),

    // ---- suppliers of goods or physical services ----
    h.attendee('s01', 'Erik Bakker', 'Commercial Director', 'Maasvlakte Koelhuizen', {
      domain: ['cold-chain'], geo: 'Benelux', style: 'marketing',
      intents: [h.supplying(['frozen-storage', 'reefer-haulage'], { geo: 'Benelux', volume: ['mid', 'high-volume'] })],
      goal: `Three deep-frozen warehouses two kilometres from the container terminals: 85,000 pallet positions down to -28°C, customs bonded, plus our own fleet of 45 temperature-controlled trailers running daily into Germany, Belgium and northern France. New accounts welcome from Q2.`,
    }),
    h.attendee('s02', 'Céline Marchand', 'Business Development Manager', 'Froid Atlantique Logistique', {
      domain: ['cold-chain'], geo: 'France', style: 'nonnative',
      intents: [h.supplying(['frozen-storage'], { geo: ['France', 'Benelux', 'Iberia'] })],
      goal: `We are operating 14 sites in France, Belgium and Spain with blast freezing and storage at minus 22 and below. I am here for meet food brands who have seasonal peaks or want a hub more close to their customers. Short contracts is also possible.`,
    }),
    h.attendee('s03', 'Wouter Jacobs', 'Sales Manager', 'Kempen Canning Company', {
      domain: ['beverages'], geo: 'Benelux', style: 'terse',
      intents: [h.supplying(['beverage-co-packing'], { geo: 'Benelux', volume: ['small-batch', 'mid'] })],
      goal: `Can line, 12k/hour, 250 & 330 ml slim. MOQ 15k. Tunnel pasteuriser. Open slots 2026.`,
    }),
    h.attendee('s04', 'Sabine Krüger', 'Key Account Manager', 'Abfüllwerk Rheinhessen', {
      domain: ['beverages'], geo: 'DACH', style: 'list',
      intents: [h.supplying(['beverage-co-packing'], { geo: 'DACH', volume: ['mid', 'high-volume'] })],
      goal: `- two PET lines and one glass line, hot fill and aseptic - our own spring water source - organic and IFS Higher Level certified - runs from 100,000 units - we can buy in sugar, concentrate and bottles for you if you prefer`,
      event_needs: ['brand owners needing contract filling from 100k units'],
      event_offers: ['PET and glass filling, hot fill and aseptic', 'sourcing of raw materials and bottles'],
    }),
    h.attendee('s05', 'Bart van Dijk', 'Commercial Manager Retail', 'Keukenmeesters Foods', {
      domain: ['chilled-food'], geo: 'Benelux', style: 'plain',
      intents: [
        h.supplying(['private-label-ready-meals'], { geo: 'Benelux', volume: 'high-volume' }),
        h.buying(['recyclable-trays'], { geo: 'Benelux', volume: 'high-volume' }),
      ],
      goal: `We cook around 180,000 chilled meals a week for retailer brands in the Netherlands and Belgium from our site in Venray, and a new line comes online in spring with spare capacity. On the purchasing side I also want to move our black CPET trays to something that can actually be recycled; our customers keep asking.`,
    }),
    h.attendee('s06', 'Katarzyna Wójcik', 'Export Sales Director', 'Smaki Domowe Sp. z o.o.', {
      domain: ['chilled-food'], geo: 'CEE', style: 'nonnative',
      intents: [h.supplying(['private-label-ready-meals'], { geo: ['CEE', 'EU'], volume: 'mid' })],
      goal: `Our factory near Poznań is producing pierogi, soups and oven dishes under the label of retailers in Germany, Czechia and Scandinavia. We like to find new retail partners in western Europe; we can develop the recipe together with your team and deliver chilled in 48 hours.`,
    }),
    h.attendee('s07', 'Guillaume Lefebvre', 'Sales Director Proteins', 'Protéines de Picardie', {
      domain: ['ingredients'], geo: 'France', style: 'marketing',
      intents: [
        h.supplying(['pea-protein'], { geo: 'EU', volume: 'high-volume' }),
        h.offersResearch(['side-stream-upcycling']),
      ],
      goal: `We buy 120,000 tonnes of yellow peas a year from farmers within 100 km of our plant and wet-fractionate them into isolates, starches and fibre. Our new neutral-taste grade is made for meat analogues, drinks and dairy alternatives. The hull fibre still goes to animal feed, and we'd happily work with researchers on a smarter use.`,
    }),
    h.attendee('s08', 'Ingrid Vos', 'Account Manager Food Ingredients', 'Nordvale Ingredients Distribution', {
      domain: ['ingredients'], geo: 'EU', style: 'plain',
      intents: [h.supplying(['pea-protein', 'natural-colours'], { geo: 'EU' })],
      goal: `We distribute specialty ingredients for about 40 producers across Europe: pulse and potato proteins, fibres, colouring foodstuffs from black carrot, radish and safflower. Stock held in Venlo for fast delivery, samples and application support included.`,
    }),
    h.attendee('s09', 'Mette Rasmussen', 'Application Scientist', 'Farvegården A/S', {
      domain: ['ingredients'], geo: 'Nordics', style: 'oblique',
      intents: [h.supplying(['natural-colours'], { geo: ['Nordics', 'EU'] })],
      goal: `I spend my days making gummies stay red without the beet going brown in the cooker, and getting a stable blue into a sports drink. If your label has to lose its E-numbers, bring me your recipe and your process temperatures.`,
    }),
    h.attendee('s10', 'Dirk Janssen', 'Sales Director', 'Thermoform Twente BV', {
      domain: ['packaging'], geo: 'Benelux', style: 'negation',
      intents: [
        h.supplying(['recyclable-trays'], { geo: 'EU', volume: ['mid', 'high-volume'] }),
        h.offersResearch(['shelf-life-extension']),
      ],
      goal: `We're not a design agency. We run 22 thermoforming lines making mono-PP and rPET trays that really get sorted at the recycling plant, with barrier layers for meat and gas-flushed packs. Looking for food producers moving away from black plastic. We also run keeping-quality trials with universities if that's useful.`,
    }),

    // ---- sites offering a pilot ----
    h.attendee('p01', 'Rob Timmermans', 'Site Manager', 'Koelhuis Moerdijk', {
      domain: ['cold-chain'], geo: 'Benelux', style: 'oblique',
      intents: [h.offeringPilot(['warehouse-automation', 'energy-efficiency-refrigeration'], { geo: 'Benelux' })],
      goal: `Our night shift still walks the freezer aisles with a clipboard counting pallets, and the compressors run flat out even when the halls are half empty. I'll give someone a hall and six months if they can show me it works at minus 24.`,
    }),
    h.attendee('p02', 'Monika Schreiber', 'Head of Distribution', 'Allgäuer Milchring eG', {
      domain: ['dairy'], geo: 'DACH', style: 'oblique',
      intents: [h.offeringPilot(['cold-chain-temperature-monitoring'], { geo: 'DACH' })],
      goal: `We deliver fresh milk and yogurt to 3,000 shops with 110 of our own vehicles. Every summer we write off product because we only learn that a load got warm after the driver is back at the depot. We can put 10 to 20 vehicles at someone's disposal this year.`,
      event_needs: ['a way to know during the route that a load is warming up'],
      event_offers: ['10-20 delivery vehicles for a trial', 'feedback from 3,000 shop deliveries'],
    }),
    h.attendee('p03', 'Frederik Maes', 'Director Fresh Operations', 'Buurtmarkt Supermarkten', {
      domain: ['retail'], geo: 'Benelux', style: 'rambling',
      intents: [
        h.offeringPilot(['demand-forecasting', 'cold-chain-temperature-monitoring'], { geo: 'Benelux' }),
        h.buying(['private-label-ready-meals'], { geo: 'Benelux', volume: 'mid' }),
      ],
      goal: `I look after bread, produce and chilled in 140 neighbourhood stores in Flanders. Store managers still order by gut feeling on Sunday evening, and the waste on salads and bakery is what you'd expect. And every few weeks someone finds a cabinet at nine degrees on Monday morning and we bin the lot. We'd open ten stores to try something. Separately, my colleagues want a second kitchen for our own-label chilled dishes; I can introduce you.`,
    }),
    h.attendee('p04', 'Katrin Albrecht', 'COO', 'Bäckerei Albrecht GmbH', {
      domain: ['bakery'], geo: 'DACH', style: 'question',
      intents: [h.offeringPilot(['demand-forecasting'], { geo: 'DACH' })],
      goal: `Does anyone have something that tells 85 bakery shops how many pretzels to bake tomorrow? Today we decide at 3 pm from last week's sheet and the weather app, and 14% of our bread ends up at food banks and pig farmers.`,
    }),
    h.attendee('p05', 'Jeroen Dekker', 'Engineering Manager', 'Crispo Snacks Nederland', {
      domain: ['snacks'], geo: 'Benelux', style: 'oblique',
      intents: [h.offeringPilot(['vision-quality-inspection'], { geo: 'Benelux' })],
      goal: `Two consumer complaints last year, a burnt crisp and a bit of stone in a bag, and a retailer audit that made clear there shouldn't be a third. We have a line in Zwolle where a new approach can be bolted on and measured against what we do now.`,
    }),
    h.attendee('p06', 'Andreas Huber', 'Technical Director', 'Huber Fleischwaren GmbH', {
      domain: ['meat'], geo: 'DACH', style: 'notwant',
      intents: [
        h.offeringPilot(['vision-quality-inspection'], { geo: 'DACH' }),
        h.buying(['recyclable-trays'], { geo: 'DACH', volume: 'mid' }),
      ],
      goal: `I don't need another metal detector salesman. I need to know that a bone fragment or a leaking pack got caught before the pallet leaves for the retailer, at 120 packs a minute. We'll make a slicing line available for a trial. And if your trays can be recycled and still hold a vacuum, we should talk too.`,
    }),
    h.attendee('p07', 'Élodie Garnier', 'Directrice Entrepôt', 'Garnier Distribution Alimentaire', {
      domain: ['wholesale'], geo: 'France', style: 'nonnative',
      intents: [h.offeringPilot(['warehouse-automation', 'energy-efficiency-refrigeration'], { geo: 'France' })],
      goal: `Our platform near Lille is delivering 900 restaurants. The frozen zone is the most hard to staff, people stay inside 20 minutes maximum, and the electricity for the cold has doubled since 2022. We are ready to test new technology in one zone, if it is not disturbing the night picking.`,
    }),

    // ---- vendors and startups seeking a pilot site ----
    h.attendee('v01', 'Tomasz Nowak', 'Co-founder & CTO', 'FrostSense', {
      domain: ['food-tech'], geo: 'EU', style: 'plain',
      intents: [h.seekingPilot(['cold-chain-temperature-monitoring', 'energy-efficiency-refrigeration'], { geo: 'EU' })],
      goal: `We make battery-powered radio tags that record readings, door openings and compressor power every minute and warn your team before product is at risk. Looking for two or three sites, whether reefer units, cold rooms or shop cabinets, for a free three-month trial.`,
    }),
    h.attendee('v02', 'Oliver Grant', 'Head of Partnerships', 'ReeferLink', {
      domain: ['food-tech'], geo: 'UK', style: 'marketing',
      intents: [
        h.seekingPilot(['cold-chain-temperature-monitoring'], { geo: ['UK', 'EU'] }),
        h.wantsPress(['cold-chain'], { geo: 'UK' }),
      ],
      goal: `ReeferLink turns every trailer fridge unit into a live, auditable data stream (set-points, return air, defrost cycles) so shippers get proof, not promises. After 4,000 units in Britain we're ready for our first continental customers, read: launch partners, and we'd love to tell that story to the trade press.`,
    }),
    h.attendee('v03', 'Sofie Lambrecht', 'CEO', 'Pantrix', {
      domain: ['food-tech'], geo: 'Benelux', style: 'oblique',
      intents: [
        h.seekingPilot(['demand-forecasting'], { geo: 'Benelux' }),
        h.wantsPress(['food-tech'], { geo: 'Benelux' }),
      ],
      goal: `Our model reads till receipts, weather, school holidays and local events and tells each store what will really sell tomorrow. Three Belgian retailers use it for dairy; we want to prove it on bread and salads, where throwing away hurts most. Also keen to meet journalists who write about retail tech.`,
    }),
    h.attendee('v04', 'Matthias Keller', 'Founder, ML production planning for bakeries and fresh producers', 'PlanWerk Analytics', {
      domain: ['food-tech'], geo: 'DACH', style: 'empty',
      intents: [h.seekingPilot(['demand-forecasting'], { geo: 'DACH' })],
      goal: `tbd, happy to chat`,
    }),
    h.attendee('v05', 'Dr. Elena Rossi', 'Business Development Manager', 'SpectraSort', {
      domain: ['food-tech'], geo: 'Italy', style: 'plain',
      intents: [h.seekingPilot(['vision-quality-inspection'], { geo: 'EU' })],
      goal: `Our hyperspectral cameras see chemistry, not just colour: plastics, stones, bone and burnt product at full line speed. We want to install on two production lines in 2026 and publish the results together with the plant.`,
    }),
    h.attendee('v06', 'Hamish Reid', 'Sales Engineer', 'SealSight Ltd', {
      domain: ['food-tech'], geo: 'UK', style: 'typo',
      intents: [h.seekingPilot(['vision-quality-inspection'], { geo: 'UK' })],
      goal: `We do AI camera checks for tray seals, labels and date codes on packing lines, 20+ sites in the UK. Lookng for our first customers in mainland europe who'd let us trial for free on one line.`,
    }),
    h.attendee('v07', 'Anouk Willems', 'Co-founder', 'Hovr Inventory', {
      domain: ['food-tech'], geo: 'EU', style: 'lowercase',
      intents: [h.seekingPilot(['warehouse-automation'], { geo: 'EU' })],
      goal: `our drones fly the racking at night and scan every pallet label, also in halls down to -25. we did a proof of concept in an ambient warehouse, now we need a cold one. half a day to set up.`,
      event_needs: ['a frozen warehouse to host a 3-month trial'],
      event_offers: ['nightly automated stock counts', 'free hardware during the trial'],
    }),
    h.attendee('v08', 'Erik Lindqvist', 'VP Sales Europe', 'ColdBot Robotics AB', {
      domain: ['food-tech'], geo: 'Nordics', style: 'negation',
      intents: [h.seekingPilot(['warehouse-automation'], { geo: 'Nordics' })],
      goal: `We're not selling a fully automated freezer; that's a 20-million project. Our self-driving pallet movers drop into an existing minus-25 hall and do the long runs so people don't have to. Seeking one or two distribution sites willing to host a trial fleet.`,
    }),
    h.attendee('v09', 'Femke Bosman', 'Energy Consultant', 'KoudSlim', {
      domain: ['food-tech'], geo: 'Benelux', style: 'oblique',
      intents: [h.seekingPilot(['energy-efficiency-refrigeration'], { geo: 'Benelux' })],
      goal: `Most cold stores I visit still run their ammonia plant the way it was commissioned in 2009. Our software learns the building and shifts the cooling into the cheap hours of the day. I'd like to prove a 20% cut on someone's bill this winter.`,
    }),

    // ---- employers hiring ----
    h.attendee('e01', 'Gerrit Visser', 'Fleet & HR Manager', 'Visser Koeltransport', {
      domain: ['cold-chain'], geo: 'Benelux', style: 'plain',
      intents: [
        h.hiring(['hgv-driver'], { geo: 'Benelux' }),
        h.supplying(['reefer-haulage'], { geo: ['Benelux', 'DACH', 'France'] }),
      ],
      goal: `Family company, 70 trucks out of Barendrecht, mostly fruit and dairy to Germany and France. I have six vacancies behind the wheel, day and night routes, good pay and new Scanias. And yes, we still have room for a few more regular customers.`,
    }),
    h.attendee('e02', 'Marloes Peeters', 'HR Business Partner', 'Flexipak Limburg', {
      domain: ['packaging'], geo: 'Benelux', style: 'rambling',
      intents: [
        h.hiring(['maintenance-technician', 'qa-specialist'], { seniority: 'mid', geo: 'Benelux' }),
        h.supplying(['recyclable-trays'], { geo: 'Benelux' }),
      ],
      goal: `We've grown from 80 to 210 people in four years making food-contact films and trays in Roermond, and the growth is the problem. I have two openings for people who can keep extrusion and thermoforming lines running across shifts, and one for a coordinator to own our packaging hygiene audits. Our canteen is famous for its soup, by the way. Sales colleagues are here too if you need trays.`,
    }),
    h.attendee('e03', 'Youssef El Amrani', 'Logistics Manager', 'Groothandel Deltavers', {
      domain: ['wholesale'], geo: 'Benelux', style: 'oblique',
      intents: [h.hiring(['hgv-driver', 'supply-chain-planner'], { geo: 'Benelux' })],
      goal: `Our trucks leave Schiedam at 4 am for 1,200 restaurants, and some mornings three of them have nobody in the cab. And the man who builds tomorrow's routes and stock orders retires in June; his spreadsheet lives in his head.`,
    }),
    h.attendee('e04', 'Ilse Wouters', 'Plant Manager', 'Zuivelcoöperatie De Peel', {
      domain: ['dairy'], geo: 'Benelux', style: 'list',
      intents: [h.hiring(['maintenance-technician', 'qa-specialist', 'supply-chain-planner'], { geo: 'Benelux' })],
      goal: `Vacancies at our cheese and whey plant: - shift technician, mechanical/electrical, CIP and separators - quality officer for HACCP and customer audits - production planner for milk intake and maturing stock. Permanent contracts, relocation support.`,
      event_needs: ['shift technician', 'quality officer', 'production planner'],
      event_offers: ['permanent contracts', 'relocation support', 'training budget'],
    }),

    // ---- job seekers ----
    h.attendee('j01', 'Dennis Kok', 'HGV driver C+E with reefer and ADR, looking for work', 'Independent', {
      domain: ['cold-chain'], geo: 'Benelux', style: 'empty',
      intents: [h.jobSeeking(['hgv-driver'], { seniority: 'mid', geo: 'Benelux' })],
      goal: `-`,
    }),
    h.attendee('j02', 'Mila Jansen', 'Logistics student', 'ROC Rotterdam', {
      domain: ['logistics'], geo: 'Benelux', style: 'lowercase',
      intents: [h.jobSeeking(['hgv-driver'], { seniority: 'junior', geo: 'Benelux' })],
      goal: `just got my licence for the big trucks through a school programme. looking for a first employer who will put me next to an experienced colleague for the first months. rotterdam area.`,
    }),
    h.attendee('j03', 'Stefan Bauer', 'Senior Maintenance Engineer', 'Available from July', {
      domain: ['beverages'], geo: 'DACH', style: 'nonnative',
      intents: [h.jobSeeking(['maintenance-technician'], { seniority: 'senior', geo: 'EU' })],
      goal: `After 15 years keeping filling and packaging lines running at a big brewery in Bavaria, I move with my family to Eindhoven this summer. I look for a technical role in a food plant; I can lead a small team and do PLC troubleshooting.`,
    }),
    h.attendee('j04', 'Kevin Hendriks', 'Mechatronics Technician (food production), open to work', 'Open to work', {
      domain: ['food'], geo: 'Benelux', style: 'empty',
      intents: [h.jobSeeking(['maintenance-technician'], { seniority: 'mid', geo: 'Benelux' })],
      goal: `open to new opportunities`,
    }),
    h.attendee('j05', 'Dr. Priya Raman', 'Food Safety & Quality Manager', 'Available from May', {
      domain: ['chilled-food'], geo: 'Benelux', style: 'oblique',
      intents: [h.jobSeeking(['qa-specialist'], { seniority: 'senior', geo: 'Benelux' })],
      goal: `Ten years keeping a chilled salads plant ready for unannounced retailer visits, the last four as the person the auditors asked for by name. Looking for my next step in the Netherlands or Flanders, ideally leading a small team.`,
    }),
    h.attendee('j06', 'Jelle de Vries', 'Supply Chain Planner', 'Open to work', {
      domain: ['frozen-food'], geo: 'Benelux', style: 'question',
      intents: [h.jobSeeking(['supply-chain-planner'], { seniority: 'mid', geo: 'Benelux' })],
      goal: `Is anyone here looking for someone to run S&OP and scheduling? Five years at a frozen-vegetable processor, SAP APO and a lot of Excel, based in Rotterdam.`,
    }),
    h.attendee('j07', 'Noor Hermans', 'MSc Food Technology graduate', 'Wageningen University', {
      domain: ['food'], geo: 'Benelux', style: 'plain',
      intents: [h.jobSeeking(['qa-specialist'], { seniority: 'junior', geo: 'Benelux' })],
      goal: `Just finished my master's thesis on Listeria in ready-to-eat products. Looking for a first job in a food company's quality department, anywhere in the Netherlands.`,
    }),

    // ---- research collaboration ----
    h.attendee('r01', 'Dr. Willem Verhoef', 'Senior Scientist Food Quality', 'Delta Food Research Institute', {
      domain: ['research'], geo: 'Benelux', style: 'plain',
      intents: [h.research('shelf-life-extension')],
      goal: `We have a public-private project starting on natural preservation and protective packaging atmospheres for chilled products, with part of the funding secured. Looking for two or three producers to bring real products and production data into the consortium.`,
    }),
    h.attendee('r02', 'Laura Timmer', 'R&D Manager', 'Dipdelight BV', {
      domain: ['chilled-food'], geo: 'Benelux', style: 'oblique',
      intents: [h.research('shelf-life-extension')],
      goal: `Our hummus lasts 21 days; the discounters want 35 and nothing extra on the ingredient list. We've tried what we can in our own kitchen. I'd like to work with people who do this properly, challenge tests and all.`,
    }),
    h.attendee('r03', 'Dr. Jonas Weber', 'Assistant Professor, Circular Food Systems', 'Rijnmond University of Applied Sciences', {
      domain: ['research'], geo: 'Benelux', style: 'question',
      intents: [h.research('side-stream-upcycling')],
      goal: `Which producers here are paying to get rid of peels, pulp, spent grain or whey? My group is looking for industrial partners for a three-year project turning that into ingredients; we bring PhD students and pilot-scale equipment.`,
    }),
    h.attendee('r04', 'Charlotte Dumont', 'Sustainability Manager', 'Brasserie des Trois Ponts', {
      domain: ['beverages'], geo: 'Benelux', style: 'oblique',
      intents: [h.research('side-stream-upcycling')],
      goal: `We produce 9,000 tonnes of wet malt residue a year and a farmer takes it away for almost nothing. There must be something better in it, flour or protein or whatever, and we'd like to find out with a university; we can supply material and a place to test.`,
    }),

    // ---- grants ----
    h.attendee('g01', 'Dr. Isabel Moreno', 'Programme Manager', 'EU FoodShift Innovation Fund', {
      domain: ['funding'], geo: 'EU', style: 'plain',
      intents: [h.givesGrants(['sustainable-packaging', 'food-waste', 'alternative-proteins'], { orgtype: ['sme', 'research'], geo: 'EU' })],
      goal: `Our 2026 call funds consortia and single SMEs with up to €500k for projects that cut food loss or packaging waste, or bring new proteins to market. I'm here to meet potential applicants and explain what the reviewers look for.`,
      event_needs: ['strong applications for the 2026 call'],
      event_offers: ['non-dilutive funding up to €500k', 'guidance on the application process'],
    }),
    h.attendee('g02', 'Marco de Wit', 'Investment Manager', 'Zuid-Holland Innovatiefonds', {
      domain: ['funding'], geo: 'Benelux', style: 'oblique',
      intents: [h.givesGrants(['food-waste', 'alternative-proteins', 'cold-chain-decarbonisation'], { orgtype: 'sme', geo: 'Benelux' })],
      goal: `We put public money into small companies in the province that are doing something hard: less going in the bin, new sources of protein, cooling without fossil energy. Soft loans and vouchers from €25k. Come tell me what you're building.`,
    }),
    h.attendee('a01', 'Yasmin Haddad', 'Founder', 'Kruimel Circular Flour', {
      domain: ['food-waste'], geo: 'Benelux', style: 'list',
      intents: [h.wantsGrant(['food-waste'], { orgtype: 'sme', geo: 'Benelux' })],
      goal: `- we turn unsold bread into flour for bakeries and brewers - 3 staff, small plant in Delft - need about €300k for a drying line - looking for subsidy or innovation programmes, not VC`,
    }),
    h.attendee('a02', 'Dr. Bram Kuipers', 'Group Leader Fermentation', 'Lowlands University of Technology', {
      domain: ['alternative-proteins'], geo: 'Benelux', style: 'rambling',
      intents: [h.wantsGrant(['alternative-proteins'], { orgtype: 'academic', geo: 'Benelux' })],
      goal: `My group grows fungal biomass on potato processing leftovers. We have litres, we need cubic metres, so we're looking for a co-funded project to scale up, with an industrial partner if possible. Our fermenter dates from 1994, is called Gerda, and has seen things.`,
    }),
    h.attendee('a03', 'Camille Roux', 'CEO', 'Légumerie Solidaire SAS', {
      domain: ['food-waste'], geo: 'France', style: 'nonnative',
      intents: [h.wantsGrant(['food-waste'], { orgtype: 'sme', geo: 'France' })],
      goal: `We collect the ugly vegetables from farms around Nantes and make soups for school canteens. We are searching co-financing for a second production site, public money or foundation, so we can double the quantity we save.`,
    }),

    // ---- trade press ----
    h.attendee('m01', 'Nick Holloway', 'Editor', 'Cold Chain Europe Magazine', {
      domain: ['media'], geo: 'UK', style: 'plain',
      intents: [h.covers(['cold-chain', 'food-logistics', 'food-tech'], { geo: 'Europe' })],
      goal: `I edit a trade title read by logistics directors at food producers, 3PLs and retailers. Always after real stories: new temperature-controlled capacity, technology that made a difference on a real site, numbers I can print.`,
    }),
    h.attendee('m02', 'Esther Koning', 'Reporter', 'VoedingsVak Weekly', {
      domain: ['media'], geo: 'Benelux', style: 'terse',
      intents: [h.covers(['food-tech', 'alternative-proteins', 'food-retail'], { geo: 'Benelux' })],
      goal: `Food-tech and retail desk, Benelux. Pitch me young companies with paying clients.`,
    }),
    h.attendee('c01', 'Daan Post', 'Co-founder', 'Polar Pack', {
      domain: ['cold-chain'], geo: 'Benelux', style: 'oblique',
      intents: [h.wantsPress(['cold-chain', 'food-tech'], { geo: 'Benelux' })],
      goal: `We just replaced 40,000 polystyrene boxes at an Amsterdam meal-kit company with a returnable insulated crate. Nobody outside our LinkedIn bubble knows. I'd love to meet the people who write for the trade.`,
    }),

    // ---- mentoring ----
    h.attendee('t01', 'Hans Oosterhuis', 'Former Managing Director', 'ex-Zuivelunie Desserts', {
      domain: ['dairy'], geo: 'Benelux', style: 'oblique',
      intents: [h.mentors(['retail-listings', 'scaling-production'])],
      goal: `Thirty years in branded food, the last ten running a dairy desserts business. I have time now, and I like walking young brands through their first big supermarket deal and their first move out of the kitchen into a proper factory.`,
    }),
    h.attendee('t02', 'Greet Van Acker', 'Founder & Board Advisor', 'Van Acker Advisory', {
      domain: ['food'], geo: 'Benelux', style: 'negation',
      intents: [h.mentors(['retail-listings', 'scaling-production', 'export'])],
      goal: `Not here to sell consultancy hours. I built and sold a soup brand, and I give a few founders an hour a month, for free, on surviving a buyer meeting and on getting production out of their own hands.`,
    }),
    h.attendee('t03', 'Isa Vermaat', 'Founder', 'Zeewier Zaken', {
      domain: ['snacks'], geo: 'Benelux', style: 'question',
      intents: [h.wantsMentor('retail-listings')],
      goal: `Has anyone been through a national supermarket tender as a two-person brand? We meet a category buyer in May and I have no idea what margins and promotion budgets they'll expect from us.`,
    }),
    h.attendee('t04', 'Karim Benali', 'Co-founder', 'Harissa House', {
      domain: ['sauces'], geo: 'Benelux', style: 'typo',
      intents: [h.wantsMentor('scaling-production')],
      goal: `we make our sauces in a rented kitchen, 400 jars a week, and were about to outgrow it. would love advice from someone whos moved production to a factory or a co-packer before without losing the recipe.`,
    }),
  ];
  return { event, people };
}

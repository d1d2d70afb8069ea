// Fjordline Food & Packaging Day 2026: an open networking day in Aarhus for the Nordic and Baltic food and drink chain.
export function build(h) {
  const event = {
    event_id: 'fjordline-food-2026',
    title: 'Fjordline Food & Packaging Day 2026',
    description:
      'One open networking day at the harbour in Aarhus for the Nordic and Baltic food and drink chain: seafood and aquaculture, dairy, bakery, meat, plant-based, breweries and soft drinks, ingredients, food packaging, co-packers, cold stores and refrigerated transport, and the retail and foodservice buyers they sell to.',
    start_date: '2026-09-17',
    end_date: '2026-09-17',
    timezone: 'Europe/Copenhagen',
    two_sided: false,
    context: {
      event_details:
        'Dokhallen, Aarhus Ø. Doors 08:30, hosted 1:1 meetings 10:00–16:30 in 20-minute slots, harbour reception from 17:00. Visitors from the Nordics, the Baltics, Poland, Benelux, DACH and the UK.',
      objectives:
        'Help producers, packaging and logistics suppliers, technology vendors, employers, researchers, funders and press find the few people in the hall who are worth a meeting.',
      welcome_instructions:
        'Tell us in a few lines what you want to get out of the day: what you need, what you can offer, and anything you are not looking for. Your matches are ready the evening before.',
    },
  };

  const people = [
    // ---- buyers of goods and physical services ---------------------------------------------
    h.attendee('b01', 'Sindre Halvorsrud', 'Packaging Manager', 'Havbris Seafood AS', {
      domain: ['seafood'], geo: 'Nordics', style: 'oblique',
      intents: [h.buying(['trays'], { geo: ['Nordics'], volume: 'high-volume' })],
      goal: `Our salmon portions still leave the plant sitting in black CPET that the Norwegian sorting lines can't see. The retail chains want a clear or fibre base from next spring, roughly 40 million units a year, made close enough to truck to Ålesund.`,
    }),
    h.attendee('b02', 'Bartosz Wielgomas', 'Procurement Director', 'Mięsoprod Kalisz', {
      domain: ['meat'], geo: 'CEE', style: 'nonnative',
      intents: [h.buying(['trays'], { geo: ['CEE', 'DACH'], volume: 'high-volume' })],
      goal: `We are packing pork and poultry for discounters in Poland and Germany, around 3 million packs in week. Our present supplier of the MAP trays is rising price again and the delivery is not stable. We search a second source, also open for mono-material option.`,
    }),
    h.attendee('b03', 'Mikkel Brandtoft', 'Co-founder & Head Brewer', 'Molevej Bryghus', {
      domain: ['beverages'], geo: 'Nordics', style: 'rambling',
      intents: [h.buying(['cans'], { geo: ['Nordics'], volume: 'small-batch' }), h.unmet('funding', { sector: ['beverages'] })],
      goal: `We started brewing in a garage in Risskov in 2019 and moved into an old dairy last year, which still smells faintly of milk when it rains. Glass is killing us on freight and breakage, so we want the IPAs and the sour series in aluminium, but we fill 5–10k at a time and the big mills laugh at that. Also quietly hoping to meet someone who'd put money into a second brewhouse.`,
    }),
    h.attendee('b04', 'Kristaps Vītoliņš', 'Supply Chain Manager', 'Gauja Dzērieni', {
      domain: ['beverages'], geo: 'CEE', style: 'question',
      intents: [h.buying(['cans'], { geo: ['CEE', 'Nordics'], volume: 'high-volume' })],
      goal: `Is there a beverage can producer here who could deliver 330 ml sleek to our soft drinks plant near Sigulda, about 25 million a year? We want a second source in the region from 2027.`,
    }),
    h.attendee('b05', 'Annika Fjällström', 'Purchasing Manager, Packaging', 'Västerå Mejeri', {
      domain: ['dairy'], geo: 'Nordics', style: 'plain',
      intents: [
        h.buying(['labels'], { geo: ['Nordics'], volume: 'high-volume' }),
        h.supplying(['co-packing'], { geo: ['Nordics'], volume: 'mid' }),
      ],
      goal: `We are tendering self-adhesive and in-mould labels for our yoghurt and cream ranges, about 120 million a year across three Swedish sites. We also have free capacity on our cup filling line and can fill for other brands.`,
      event_needs: ['Printer for in-mould and self-adhesive labels, high volume, delivered to Sweden'],
      event_offers: ['Long-term label contract', 'Contract filling capacity on a dairy cup line'],
    }),
    h.attendee('b06', 'Iida Kerväinen', 'Operations Lead', 'Kaurakoti Oy', {
      domain: ['plant-based'], geo: 'Nordics', style: 'lowercase',
      intents: [
        h.buying(['labels'], { geo: ['Nordics', 'CEE'], volume: 'small-batch' }),
        h.buying(['co-packing'], { geo: ['Nordics', 'CEE'], volume: 'small-batch' }),
      ],
      goal: `we're an oat and pea spread brand from tampere, 6 skus and a new flavour every quarter. need someone who prints the sticky wraps for our tubs in short runs, current one quotes 6 week lead times. also thinking about handing production to someone else next year so if you make chilled spreads for other brands say hi`,
    }),
    h.attendee('b07', 'Joost van Riessen', 'Logistics Buyer', 'FreshHub Horeca Groothandel', {
      domain: ['foodservice'], geo: 'Benelux', style: 'terse',
      intents: [h.buying(['reefer-transport'], { geo: ['Nordics', 'Benelux'], volume: 'mid' })],
      goal: `Chilled loads DK→NL, 4/week, +2 °C. Year contract.`,
    }),
    h.attendee('b08', 'Line Damsgaard', 'Export Logistics Manager', 'Søndervang Bageri Frost', {
      domain: ['bakery'], geo: 'Nordics', style: 'oblique',
      intents: [h.buying(['cold-storage', 'reefer-transport'], { geo: ['Nordics', 'UK'] })],
      goal: `Since the British border checks started our frozen pastries wait far too long at Esbjerg. We're after someone who can hold about 300 pallets at minus twenty near the port and get them on to Felixstowe or Immingham without the chain breaking.`,
    }),
    h.attendee('b09', 'Femke Oosterhuis', 'Category Buyer, Private Label Dairy & Alternatives', 'Dirksen Supermarkten', {
      domain: ['retail'], geo: 'Benelux', style: 'notwant',
      intents: [h.buying(['co-packing'], { geo: ['Nordics', 'CEE', 'Benelux'], volume: 'high-volume' })],
      goal: `Not looking for brands pitching me their own products this time. I need a manufacturer who will make our own-label oat drink and skyr-style yoghurt to our recipe, in 1 litre and 500 g, for 420 Dutch and Belgian stores.`,
    }),

    // ---- suppliers ------------------------------------------------------------------------
    h.attendee('s01', 'Rasmus Kjeldbæk', 'Sales Director', 'ThermoNord Pack A/S', {
      domain: ['packaging'], geo: 'Nordics', style: 'marketing',
      intents: [h.supplying(['trays'], { geo: ['Nordics', 'DACH'], volume: 'high-volume' })],
      goal: `ThermoNord turns rPET and mono-PP sheet into thermoformed food containers at scale — 14 lines in Vejle and Schwerin, in-house tooling, EFSA-approved recycled content. We love long runs for protein processors. Come and see how we take grams out of every pack!`,
    }),
    h.attendee('s02', 'Kadri Saarepuu', 'Key Account Manager', 'Vormsi Fibre OÜ', {
      domain: ['packaging'], geo: 'CEE', style: 'oblique',
      intents: [h.supplying(['trays'], { geo: ['CEE', 'Nordics'], volume: 'mid' })],
      goal: `We press wet wood pulp and bagasse into shallow shapes in Pärnu — punnets and bases for cuts of meat, barrier-coated so they hold the juice. Our sweet spot is a few hundred thousand pieces a month, not the giant contracts.`,
    }),
    h.attendee('s03', 'Magdalena Trzeciak', 'Business Development Manager', 'CanPol Metal Packaging', {
      domain: ['packaging'], geo: 'CEE', style: 'plain',
      intents: [h.supplying(['cans'], { geo: ['CEE', 'Nordics', 'DACH'], volume: 'high-volume' }), h.wantsPress(['packaging'], { geo: ['EU'] })],
      goal: `CanPol produces two-piece aluminium beverage cans in Poland (250–500 ml, standard and sleek) and starts a third line in 2026. We are looking for breweries and soft-drink fillers in the Baltics and the Nordics who need volume from next year. We would also like the trade press to hear about the new line.`,
    }),
    h.attendee('s04', 'Oskar Brännvall', 'Founder', 'Kortserie Burk AB', {
      domain: ['packaging'], geo: 'Nordics', style: 'typo',
      intents: [h.supplying(['cans'], { geo: ['Nordics'], volume: ['small-batch', 'mid'] })],
      goal: `We sell printed aluminum cans in short runs from one pallet, no 200k minimum liek the mills. Sleeves or digital print, ends incuded. Mostly craft brewers and cider makers in Sweden, Denmark and Norway.`,
    }),
    h.attendee('s05', 'Pieter-Jan Verhaeghe', 'Export Manager Nordics', 'Flandria Labelprint NV', {
      domain: ['packaging'], geo: 'Benelux', style: 'list',
      intents: [h.supplying(['labels'], { geo: ['Benelux', 'DACH', 'Nordics'], volume: 'high-volume' })],
      goal: `- Flexo and offset label printing, 9 presses
- IML, wrap-around and shrink sleeves
- Food-contact inks, BRCGS certified
- Weekly deliveries to Germany and Scandinavia
- Looking for dairy and drinks brands with large annual volumes`,
    }),
    h.attendee('s06', 'Signe Ravnholt', 'Commercial Lead', 'Printlund Etiketter', {
      domain: ['packaging'], geo: 'Nordics', style: 'oblique',
      intents: [h.supplying(['labels'], { geo: ['Nordics'], volume: ['small-batch', 'mid'] })],
      goal: `Our presses in Randers print without plates, so a startup can order 2,000 stickers for a new recipe on Monday and have them on Thursday. I'd like to meet young food brands whose artwork changes every month.`,
    }),
    h.attendee('s07', 'Mindaugas Rimkevičius', 'Head of Sales Scandinavia', 'Baltrefa Logistics UAB', {
      domain: ['cold-chain'], geo: 'CEE', style: 'nonnative',
      intents: [h.supplying(['reefer-transport'], { geo: ['CEE', 'Nordics', 'Benelux', 'DACH'], volume: 'mid' })],
      goal: `We are Lithuanian transport company with 140 temperature trailers, Carrier units, driving every day Baltic – Scandinavia – Benelux – Germany. We look for new food shippers, also groupage of frozen goods. Our drivers have long experience with fish and meat.`,
      event_needs: ['New shippers of chilled and frozen food'],
      event_offers: ['Refrigerated road transport Baltics–Scandinavia–Benelux–Germany', 'Frozen groupage'],
    }),
    h.attendee('s08', 'Torben Aagaard', 'Commercial Manager', 'Kattegat Kølelager A/S', {
      domain: ['cold-chain'], geo: 'Nordics', style: 'plain',
      intents: [h.supplying(['cold-storage', 'reefer-transport'], { geo: ['Nordics'] })],
      goal: `Kattegat Kølelager runs 45,000 pallet places of frozen and chilled storage in Aarhus and Fredericia, with our own distribution trucks across Denmark and to the ports. We have free space from October and are looking for new food customers.`,
    }),
    h.attendee('s09', 'Agnieszka Pawelec', 'Business Development Manager', 'Wielkopolska Co-Pack Sp. z o.o.', {
      domain: ['contract-manufacturing', 'dairy', 'plant-based'], geo: 'CEE', style: 'oblique',
      intents: [h.supplying(['co-packing'], { geo: ['CEE'], volume: ['mid', 'high-volume'] })],
      goal: `Our two aseptic lines near Poznań run other people's recipes — oat, soy and almond drinks, chilled desserts — under their logos. Audited by four German retailers. We have shifts free from January.`,
    }),

    // ---- sites offering pilots --------------------------------------------------------------
    h.attendee('p01', 'Eirik Solvang', 'Head of Processing', 'Nordkyst Laks AS', {
      domain: ['seafood'], geo: 'Nordics', style: 'oblique',
      intents: [h.offeringPilot(['vision-grading'], { geo: ['Nordics'] })],
      goal: `Every fillet on our line is still judged by a person with a torch looking for dark spots and bruising. We'd let a camera run alongside them for a season at our plant on Frøya and compare the two.`,
    }),
    h.attendee('p02', 'Tomasz Grzelak', 'Plant Manager', 'Drobiarnia Warta', {
      domain: ['meat'], geo: 'CEE', style: 'nonnative',
      intents: [h.offeringPilot(['vision-grading'], { geo: ['CEE'] })],
      goal: `In our plant we cut 90 000 chickens per day. Sorting of breast for woody breast and haematoma is manual and people get tired on the night shift. We can give one line for a test of automatic system, 2–3 months.`,
    }),
    h.attendee('p03', 'Henrik Skovsgaard', 'Site Manager', 'Frostpunkt Logistik Aarhus', {
      domain: ['cold-chain'], geo: 'Nordics', style: 'rambling',
      intents: [h.offeringPilot(['cold-chain-monitoring'], { geo: ['Nordics'] }), h.hiring(['refrigeration-technician'], { geo: ['Nordics'] })],
      goal: `We took over the old harbour freezer in 2022 and have spent more on the roof than I care to admit. Customers keep asking for proof their goods stayed at −22, and we still pull paper from the chart recorders by hand every Monday. Happy to let someone fit wireless sensors in two chambers and on the dock for a trial. And if you know a good refrigeration tech who wants to live in Aarhus, send them my way.`,
    }),
    h.attendee('p04', 'Laura Kalniņa', 'Fleet Operations Manager', 'Daugava Cold Freight SIA', {
      domain: ['cold-chain'], geo: 'CEE', style: 'plain',
      intents: [h.offeringPilot(['cold-chain-monitoring'], { geo: ['CEE', 'Nordics'] })],
      goal: `Daugava Cold Freight has 80 refrigerated trailers between Riga, Tallinn and Scandinavia. We want to trial real-time temperature and door monitoring on 10 trailers, with alerts to our dispatchers and reports our customers can check.`,
    }),
    h.attendee('p05', 'Mette Blichfeldt', 'Supply Planning Manager', 'Rugbrødsgården Bagerier', {
      domain: ['bakery'], geo: 'Nordics', style: 'oblique',
      intents: [h.offeringPilot(['demand-forecasting'], { geo: ['Nordics'] })],
      goal: `On a wet Tuesday we throw away a fifth of the rye bread we baked at 3 a.m. Our 60 shops order on gut feeling. We'd open our till and weather history to anyone who thinks they can do better and try it in a handful of shops this winter.`,
    }),
    h.attendee('p06', 'Johanna Lindblad', 'Digital Transformation Manager', 'Mälardalens Mjölkkooperativ', {
      domain: ['dairy'], geo: 'Nordics', style: 'question',
      intents: [h.offeringPilot(['demand-forecasting'], { geo: ['Nordics'] })],
      goal: `Has anyone here used machine learning to predict orders for fresh dairy? We have 400 SKUs with short dates and retailer campaigns that change every week, and we would pilot a tool at our Västerås site in 2026.`,
    }),
    h.attendee('p07', 'Florian Aigner', 'Technical Director', 'Brauerei Hirschgrund', {
      domain: ['beverages'], geo: 'DACH', style: 'negation',
      intents: [h.offeringPilot(['refrigeration-energy'], { geo: ['DACH'] })],
      goal: `We're not in the market for a new chiller — ours is from 2015 and fine. What hurts is the power bill: glycol cooling for the fermenters and the lagering cellar eats 40% of our electricity. We'd host a trial of smarter control or heat recovery at the brewery near Rosenheim.`,
    }),
    h.attendee('p08', 'Baldur Sigtryggsson', 'Chief Engineer', 'Hafborg Fiskvinnsla ehf.', {
      domain: ['seafood'], geo: 'Nordics', style: 'lowercase',
      intents: [h.offeringPilot(['refrigeration-energy'], { geo: ['Nordics'] })],
      goal: `our freezing tunnels and ammonia compressors run flat out all through cod season and the power bill is brutal. open to testing anything that cuts kwh without putting product temperature at risk. plant is in the westfjords.`,
    }),

    // ---- vendors and startups seeking pilots ------------------------------------------------
    h.attendee('v01', 'Ingrid Myrvang', 'CEO', 'Spektrafisk AS', {
      domain: ['food-tech', 'seafood'], geo: 'Nordics', style: 'plain',
      intents: [h.seekingPilot(['vision-grading'], { geo: ['Nordics'] }), h.wantsPress(['seafood'], { geo: ['Nordics'] })],
      goal: `Spektrafisk makes hyperspectral cameras that grade salmon and whitefish fillets for colour, melanin and blood stains in line. We want a processor in Norway or Iceland to run a three-month pilot. We also want coverage in the seafood trade press.`,
    }),
    h.attendee('v02', 'Daan Verkerk', 'Head of Growth', 'Optivue Food Vision B.V.', {
      domain: ['food-tech'], geo: 'Benelux', style: 'marketing',
      intents: [h.seekingPilot(['vision-grading'], { geo: ['EU'] })],
      goal: `Optivue brings AI-powered quality inspection to protein processing — live in 11 plants, 99.2% grading accuracy, fits onto any conveyor in a day. We're selecting two European meat or fish partners for a fully funded trial this autumn.`,
    }),
    h.attendee('v03', 'Andrius Baltušis', 'CTO', 'Termolink UAB', {
      domain: ['food-tech', 'cold-chain'], geo: 'CEE', style: 'typo',
      intents: [h.seekingPilot(['cold-chain-monitoring'], { geo: ['CEE', 'Nordics'] })],
      goal: `We build small wirless loggers that report temp and humidity every 5 min over LTE-M, battery lasts 3 yrs. Looking for a cold store or a transport firm in Baltics or Nordics to test them in real condtions.`,
    }),
    h.attendee('v04', 'Harriet Cowling', 'Commercial Director', 'ChillTrace Ltd', {
      domain: ['food-tech', 'cold-chain'], geo: 'UK', style: 'oblique',
      intents: [h.seekingPilot(['cold-chain-monitoring'], { geo: ['EU'] })],
      goal: `Our tags ride inside the pallet, not on the wall of the lorry, so when a load of prawns arrives warm we can tell the receiver exactly where and when it happened. After two years with UK grocers we'd like a continental depot or fleet to try it.`,
    }),
    h.attendee('v05', 'Otto Haapakoski', 'Co-founder', 'Ennakko Analytics Oy', {
      domain: ['food-tech'], geo: 'Nordics', style: 'rambling',
      intents: [h.seekingPilot(['demand-forecasting'], { geo: ['Nordics'] }), h.wantsMentor('scaling')],
      goal: `We're four people in an old shoe factory in Tampere, and one of us was a baker for ten years before he learned Python. Our software tells fresh-food producers how much to make tomorrow from sales, weather and holidays; it cut waste by a third at two Finnish bakeries. We'd like more producers, ideally in Sweden or Denmark, to try it. I'd also love an older head to talk to about growing the team without breaking it.`,
    }),
    h.attendee('v06', 'Katharina Wendelstein', 'Founder', 'Absatzlogik GmbH', {
      domain: ['food-tech'], geo: 'DACH', style: 'terse',
      intents: [h.seekingPilot(['demand-forecasting'], { geo: ['DACH', 'Nordics'] })],
      goal: `Sales forecasting SaaS for perishables. Live in DACH, Nordics next. Seeking test sites.`,
    }),
    h.attendee('v07', 'Jesper Nørrelund', 'Product Manager', 'Kuldeklog ApS', {
      domain: ['food-tech', 'energy'], geo: 'Nordics', style: 'list',
      intents: [h.seekingPilot(['refrigeration-energy'], { geo: ['Nordics'] })],
      goal: `- Software that runs industrial cooling plants on the cheap hours
- Uses your freezer rooms as a thermal battery
- 12–18% lower energy cost at 3 Danish cold stores
- Want 2 more food plants in the Nordics to pilot`,
    }),
    h.attendee('v08', 'Matthias Oberkirch', 'Business Development', 'KälteWert GmbH', {
      domain: ['energy'], geo: 'DACH', style: 'oblique',
      intents: [h.seekingPilot(['refrigeration-energy'], { geo: ['DACH', 'Benelux'] }), h.wantsGrant(['food-tech'], { orgtype: 'sme', geo: ['DACH'] })],
      goal: `The heat your compressors dump on the roof could be washing your crates and warming your offices. We design and retrofit recovery units for food plants and want a first reference site in the Alpine region. Also hunting for public co-funding for the next version.`,
      event_needs: ['Pilot site for heat recovery from refrigeration in a food or beverage plant', 'Public co-funding for product development'],
      event_offers: ['Heat recovery retrofit for refrigeration plants', 'Energy audit of cooling systems'],
    }),

    // ---- employers hiring -----------------------------------------------------------------
    h.attendee('h01', 'Pernille Hasselbalch', 'HR & Operations Manager', 'Østjysk Transport & Køl A/S', {
      domain: ['cold-chain'], geo: 'Nordics', style: 'plain',
      intents: [h.hiring(['refrigeration-technician', 'truck-driver'], { geo: ['Nordics'] })],
      goal: `Østjysk Transport & Køl is hiring refrigeration technicians for our cold stores and C/CE drivers for chilled distribution in Jutland. Permanent jobs, Danish or English as working language.`,
    }),
    h.attendee('h02', 'Vaidas Kuprėnas', 'Recruitment Manager', 'Nemunas Trans UAB', {
      domain: ['cold-chain'], geo: 'CEE', style: 'question',
      intents: [h.hiring(['truck-driver', 'planner'], { geo: ['CEE', 'Nordics'] })],
      goal: `Who is looking for long-haul work on Scandinavian routes? We also need a transport planner in Kaunas who can juggle 150 trucks and speaks some English.`,
    }),
    h.attendee('h03', 'Karsten Birkelund', 'Production Manager', 'Limfjord Mejeri', {
      domain: ['dairy'], geo: 'Nordics', style: 'oblique',
      intents: [h.hiring(['quality', 'maintenance-technician'], { seniority: 'mid', geo: ['Nordics'] })],
      goal: `Our QA lead retires in March and the night shift has exactly one person who can fix the filler when it jams. We're a cooperative dairy in north Jutland with affordable housing nearby.`,
    }),
    h.attendee('h04', 'Silje Brekkå', 'HR Business Partner', 'Vesterålen Sjømat AS', {
      domain: ['seafood'], geo: 'Nordics', style: 'list',
      intents: [h.hiring(['quality', 'process-engineer', 'refrigeration-technician'], { geo: ['Nordics'] })],
      goal: `Open positions at our Vesterålen plant:
- QA manager (HACCP, BRCGS)
- Process engineer for the new filleting hall
- Refrigeration technician, ammonia
Relocation support and housing included.`,
      event_needs: ['QA manager', 'Process engineer', 'Refrigeration technician (ammonia)'],
      event_offers: ['Permanent jobs in northern Norway', 'Relocation support and housing'],
    }),
    h.attendee('h05', 'Elin Grönwall', 'Plant Manager', 'Sörmlands Bryggeri & Dryck', {
      domain: ['beverages'], geo: 'Nordics', style: 'notwant',
      intents: [h.hiring(['process-engineer', 'planner', 'maintenance-technician'], { geo: ['Nordics'] })],
      goal: `No recruitment agencies, please. We're hiring directly: a process engineer for the brewhouse and soft-drink lines, a production planner, and two mechanics for the bottling and canning hall in Katrineholm.`,
    }),

    // ---- job seekers ----------------------------------------------------------------------
    h.attendee('j01', 'Krzysztof Dudziak', 'Refrigeration Technician (F-gas Cat. I)', 'Chłodtech Serwis', {
      domain: ['cold-chain'], geo: 'CEE', style: 'nonnative',
      intents: [h.jobSeeking('refrigeration-technician', { seniority: 'senior', geo: ['Nordics'] })],
      goal: `I am refrigeration mechanic with 12 years practice on NH3 and CO2 systems, F-gas certificate. I want to move with my family to Denmark or Norway and find a permanent position in food industry.`,
    }),
    h.attendee('j02', 'Darius Stankūnas', 'CE Driver — ADR, reefer & international routes', 'Self-employed', {
      domain: ['transport'], geo: 'CEE', style: 'empty',
      intents: [h.jobSeeking('truck-driver', { geo: ['CEE', 'Nordics'] })],
      goal: `open to work`,
    }),
    h.attendee('j03', 'Lotte Brinkhuis', 'Food Technology Graduate', 'Wageningen Alumni', {
      domain: ['quality'], geo: 'Benelux', style: 'plain',
      intents: [h.jobSeeking('quality', { seniority: 'junior', geo: ['Nordics'] })],
      goal: `I graduated in food technology in June and am moving to Denmark with my partner. I'm looking for a first job in quality assurance or food safety at a producer.`,
    }),
    h.attendee('j04', 'Gareth Pennock', 'Senior Technical Manager', 'Fenland Ready Meals', {
      domain: ['quality'], geo: 'UK', style: 'oblique',
      intents: [h.jobSeeking('quality', { seniority: 'senior', geo: ['UK', 'Nordics'] })],
      goal: `Fifteen years keeping chilled ready-meal sites in Lincolnshire audit-ready for the big four. My wife is from Bergen and we're finally making the move, so I'm after a technical leadership role on that side of the North Sea.`,
    }),
    h.attendee('j05', 'Jonas Weidemeyer', 'Process Engineer (brewing & dairy), 6 yrs', 'Independent', {
      domain: ['beverages', 'dairy'], geo: 'DACH', style: 'empty',
      intents: [h.jobSeeking('process-engineer', { seniority: 'mid', geo: ['DACH', 'Nordics'] })],
      goal: `-`,
    }),
    h.attendee('j06', 'Elīna Grīnvalde', 'Supply Planner / Data Analyst', 'Vidzemes Sulas', {
      domain: ['beverages'], geo: 'CEE', style: 'lowercase',
      intents: [h.jobSeeking(['planner', 'data'], { geo: ['CEE', 'Nordics'] })],
      goal: `supply planner at a riga juice maker for 4 years, lots of excel and some power bi. want the next step in planning or analytics at a bigger food or drinks producer, riga or remote, relocation to sweden possible`,
    }),
    h.attendee('j07', 'Nikolaj Bundgaard', 'Industrial Electrician / Maintenance Technician, packaging lines', 'Between roles', {
      domain: ['maintenance'], geo: 'Nordics', style: 'empty',
      intents: [h.jobSeeking('maintenance-technician', { geo: ['Nordics'] })],
      goal: `søger job`,
    }),

    // ---- research -------------------------------------------------------------------------
    h.attendee('r01', 'Prof. Bodil Kragelund', 'Professor of Packaging Technology', 'Jyllands Tekniske Universitet', {
      domain: ['packaging', 'research'], geo: 'Nordics', style: 'plain',
      intents: [h.research('recyclable-packaging')],
      goal: `Our packaging lab studies mono-material and fibre-based food packaging and how it performs under modified atmosphere. We are looking for converters and food companies to join a Horizon Europe consortium on recyclable packaging for fresh meat and fish.`,
      event_needs: ['Industrial partners for a research consortium on recyclable fresh food packaging'],
      event_offers: ['Barrier and shelf-life testing lab', 'Academic partner for EU research proposals'],
    }),
    h.attendee('r02', 'Ville Rantasalo', 'R&D Manager', 'Pohjakuitu Oy', {
      domain: ['packaging'], geo: 'Nordics', style: 'oblique',
      intents: [h.research('recyclable-packaging')],
      goal: `Our pulp punnets work for berries but go soggy under a wet chicken thigh. We want academic partners who can help us find a coating that still lets the board go back into the paper stream.`,
    }),
    h.attendee('r03', 'Imogen Threlfall', 'Packaging Technologist', 'Harrowgate Grocers plc', {
      domain: ['retail', 'packaging'], geo: 'UK', style: 'question',
      intents: [h.research('recyclable-packaging')],
      goal: `Is anyone running trials on how clear mono-PET or paper-based packs change the shelf life of chilled fish? We would share our store waste data for a joint study.`,
    }),
    h.attendee('r04', 'Dr. Solveig Hatlestad', 'Senior Scientist', 'Kystlab Research Institute', {
      domain: ['seafood', 'research'], geo: 'Nordics', style: 'rambling',
      intents: [h.research('side-stream-valorisation')],
      goal: `I've spent most of my career on cod livers, which makes me very popular at dinner parties. At the institute we turn heads, frames and trimmings from filleting into hydrolysed protein and oil, and our pilot plant in Tromsø sits idle half the year. We'd like to start projects with partners who have their own leftovers to work on.`,
    }),
    h.attendee('r05', 'Anders Thyregod', 'R&D Manager', 'Gudenå Dairy Ingredients', {
      domain: ['dairy', 'ingredients'], geo: 'Nordics', style: 'oblique',
      intents: [h.research('side-stream-valorisation')],
      goal: `Every tonne of Greek-style yoghurt we make leaves two tonnes of acid whey we pay to get rid of. We'd co-fund a PhD or a joint project with anyone who can make it worth something.`,
    }),
    h.attendee('r06', 'Dr. Paweł Jastrzębowski', 'Assistant Professor, Food Biotechnology', 'Warmia Life Sciences University', {
      domain: ['ingredients', 'research'], geo: 'CEE', style: 'nonnative',
      intents: [h.research('side-stream-valorisation')],
      goal: `Our group in Olsztyn is researching fermentation of brewers spent grain to protein ingredient for food. We search partners in industry and institutes from Nordic countries for common project, maybe Interreg or Horizon.`,
    }),

    // ---- funders and applicants -------------------------------------------------------------
    h.attendee('g01', 'Christina Wahlgaard', 'Programme Manager', 'Danish Food Transition Fund', {
      domain: ['public-funding'], geo: 'Nordics', style: 'plain',
      intents: [h.givesGrants(['food-tech', 'circular-packaging'], { orgtype: ['sme'], geo: ['Nordics'] })],
      goal: `The Danish Food Transition Fund co-finances development projects at small and medium-sized food and packaging companies, 0.5–3 million DKK per project. The next call opens in November; come and talk if you have an idea for new food technology or packaging that can be recycled.`,
    }),
    h.attendee('g02', 'Ragnhild Kvalsvik', 'Grants Director', 'Blåmark Foundation', {
      domain: ['public-funding'], geo: 'Nordics', style: 'oblique',
      intents: [h.givesGrants(['blue-bioeconomy', 'food-tech'], { orgtype: ['sme', 'academic', 'research'], geo: ['Nordics'] })],
      goal: `We were set up by a shipping family, and we back people who try to get more food out of the sea without emptying it. Young firms, universities and institutes in the Nordic countries can apply twice a year.`,
    }),
    h.attendee('g03', 'Liis Tammeorg', 'Project Officer', 'Southern Baltic Food & Packaging Programme', {
      domain: ['public-funding'], geo: 'CEE', style: 'marketing',
      intents: [h.givesGrants(['circular-packaging', 'blue-bioeconomy', 'food-tech'], { geo: ['Nordics', 'CEE', 'DACH'] })],
      goal: `Building a greener, better connected Baltic Sea food economy! Our programme funds cross-border projects between Denmark, Sweden, Germany, Poland and the Baltic States — up to 80% co-financing for circular packaging, the blue bioeconomy and food innovation. Meet us to shape your partnership before the spring call.`,
      event_needs: ['Project applicants from the Baltic Sea region'],
      event_offers: ['Co-financing for cross-border projects', 'Partner search support'],
    }),
    h.attendee('a01', 'Asger Holmgaard', 'Founder', 'Tangværket ApS', {
      domain: ['aquaculture'], geo: 'Nordics', style: 'negation',
      intents: [h.wantsGrant(['blue-bioeconomy'], { orgtype: 'sme', geo: ['Nordics'] }), h.wantsMentor('food-safety-certification')],
      goal: `Not selling anything today. We farm sugar kelp in Limfjorden and want to build a small drying and milling hall, so we're looking for whoever backs young marine businesses with non-dilutive money. Also need someone who has taken a food business through its first HACCP plan and organic inspection.`,
    }),
    h.attendee('a02', 'Rūta Vaitkutė', 'CEO', 'Ekopakas UAB', {
      domain: ['packaging'], geo: 'CEE', style: 'typo',
      intents: [h.wantsGrant(['circular-packaging'], { orgtype: 'sme', geo: ['CEE'] })],
      goal: `Ekopakas makes compostible film from potato starch in Kaunas. We need co-finacing to scale our pilot extrusion line, looking for programes open to Lithuanian SMEs, cross-border ones too.`,
    }),
    h.attendee('a03', 'Dr. Maja Sjöqvist', 'Associate Professor, Food Science', 'Öresund University', {
      domain: ['research', 'plant-based'], geo: 'Nordics', style: 'oblique',
      intents: [h.wantsGrant(['food-tech'], { orgtype: 'academic', geo: ['Nordics'] })],
      goal: `Our lab has a fermentation process that turns oat hulls into a fat that behaves like butter. We need two years of money to take it from flasks to a 500-litre reactor, and as a university group we can't give away equity.`,
    }),

    // ---- press ----------------------------------------------------------------------------
    h.attendee('n01', 'Ulrik Sandholt', 'Editor', 'Emballage Nord', {
      domain: ['media', 'packaging'], geo: 'Nordics', style: 'plain',
      intents: [h.covers(['packaging', 'food-drink'], { geo: ['Nordics'] })],
      goal: `I edit Emballage Nord, the Nordic trade magazine for packaging and food production. I'm looking for stories on new materials, lines and launches for our autumn issues, so send me your news.`,
    }),
    h.attendee('n02', 'Fiona Gillanders', 'Nordic Correspondent', 'Seafood Ledger', {
      domain: ['media', 'seafood'], geo: 'UK', style: 'oblique',
      intents: [h.covers(['seafood', 'food-drink'], { geo: ['Europe'] })],
      goal: `I write about what happens between the net and the fish counter for a weekly that's read in Bergen, Grimsby and Vigo. Tell me something I haven't already heard at a conference.`,
    }),
    h.attendee('n03', 'Camilla Refsgaard', 'Founder', 'Sodavandsfabrikken Kvist', {
      domain: ['beverages'], geo: 'Nordics', style: 'question',
      intents: [h.wantsPress(['food-drink'], { geo: ['Nordics'] })],
      goal: `Which journalists or editors here write about Danish food and drink? We're launching an elderflower soda made with Danish-grown flowers in April and would love some coverage.`,
    }),

    // ---- mentors and mentees ----------------------------------------------------------------
    h.attendee('m01', 'Bjørn Aslaksen', 'Non-executive Director & Export Adviser', 'Aslaksen Advisory', {
      domain: ['seafood'], geo: 'Nordics', style: 'plain',
      intents: [h.mentors(['export', 'scaling'])],
      goal: `I ran exports for a Norwegian seafood company for 20 years and now sit on boards. I mentor founders of food companies on entering new export markets and on growing the organisation from 10 to 100 people.`,
    }),
    h.attendee('m02', 'Marianne Koldby', 'Board Member, former CEO of a plant-based brand', 'Koldby & Partners', {
      domain: ['plant-based'], geo: 'Nordics', style: 'plain',
      intents: [h.mentors(['scaling', 'fundraising'])],
      goal: `Former CEO of a plant-based brand that grew from two people to 90. Happy to mentor founders on scaling production and teams, and on preparing their first fundraising round.`,
    }),
    h.attendee('m03', 'Gitte Ahlefeldt', 'Food Safety & Certification Consultant', 'Ahlefeldt Quality Advisory', {
      domain: ['quality'], geo: 'Nordics', style: 'oblique',
      intents: [h.mentors(['food-safety-certification', 'export'])],
      goal: `Twenty years of walking auditors around factory floors. I coach small producers to get their paperwork and their plant ready for BRCGS, IFS or organic, and for the first German retail buyer who asks for it.`,
    }),
    h.attendee('e01', 'Margus Pihlak', 'Owner', 'Pihlaka Suitsukala', {
      domain: ['seafood'], geo: 'CEE', style: 'question',
      intents: [h.wantsMentor('export')],
      goal: `Does anyone have experience selling smoked fish into Finland or Sweden? We are a family smokehouse on Saaremaa and every importer we write to ignores us. I'd love a mentor who has done it.`,
    }),
    h.attendee('e02', 'Noor Bakkali', 'Co-founder', 'Fava & Field', {
      domain: ['plant-based'], geo: 'Benelux', style: 'negation',
      intents: [h.wantsMentor('scaling')],
      goal: `Not looking for investment right now. We make fava bean crisps in a rented kitchen in Utrecht and sales doubled this year; I need advice from someone who has grown a food business past the stage where the founders do everything.`,
    }),
  ];
  return { event, people };
}

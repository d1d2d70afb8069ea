// Ironbridge Supply Day 2026: an open networking day in Birmingham for automotive and aerospace
// component supply chains, the logistics operators serving them and nearby food plants.
export function build(h) {
  const event = {
    event_id: 'ironbridge-supply-2026',
    title: 'Ironbridge Supply Day 2026',
    description:
      'One day of open networking for the people who make, move and maintain the parts behind UK, Irish and Nordic automotive and aerospace programmes: foundries, forges, machine shops, sheet-metal and electronics assemblers, toolmakers, maintenance contractors, hauliers, cold stores and warehouses, and the food processors who share their roads and their engineers.',
    start_date: '2026-05-13',
    end_date: '2026-05-13',
    timezone: 'Europe/London',
    two_sided: false,
    context: {
      event_details:
        'Hall 2, Digbeth exhibition centre, Birmingham. Doors 08:30, pre-booked 20-minute meetings from 09:30 to 16:30, open floor and drinks until 18:30. Plant tours of two Black Country sites on the following morning for those who sign up.',
      objectives:
        'Help buyers find second sources and capacity, let factories and depots line up trials of new technology, connect employers with skilled people, and put researchers, funders, mentors and trade press in the same room as the shop floor.',
      welcome_instructions:
        'Tell us in a sentence or two what you want out of the day. Be specific about materials, volumes, regions or roles where you can; that is what gets you useful meetings.',
    },
  };

  const people = [
    // ---- buyers of goods and physical services -------------------------------------------
    h.attendee('b01', 'Harriet Okafor-Blaine', 'Head of Supply Chain', 'Corvane Aerostructures', {
      domain: ['aerospace'], geo: 'UK', style: 'oblique',
      intents: [h.buying(['castings'], { geo: ['UK', 'EU'], volume: 'small-batch' })],
      goal: `The shop that poured our thin-wall aluminium actuator housings went into administration at Easter, and about forty part numbers are now orphaned. Batches are tiny, tens rather than thousands, and every one needs a first article report. Britain or the continent is fine.`,
    }),
    h.attendee('b02', 'Gareth Pennock', 'Purchasing Manager', 'Stourfield Driveline Components', {
      domain: ['automotive'], geo: 'UK', style: 'plain',
      intents: [h.buying(['castings'], { geo: 'UK', volume: 'high-volume' })],
      goal: `Looking for a UK foundry able to take on differential carriers and mounting brackets in SG iron, roughly 60,000 pieces a year. Our current supplier is at capacity and we need a second source before the 2027 model-year ramp.`,
      event_needs: ['High-volume ductile iron castings from a UK foundry', 'Second source for differential carriers and brackets'],
      event_offers: ['Multi-year volume contracts for driveline castings'],
    }),
    h.attendee('b03', 'Priya Ramaswamy', 'Commodity Buyer, Forged and Machined Parts', 'Aldwyn Landing Systems', {
      domain: ['aerospace'], geo: 'UK', style: 'question',
      intents: [h.buying(['forgings', 'machining'], { geo: 'UK' })],
      goal: `Who here can hot-form 300M or 4340 steel under a press and then rough-machine it before heat treatment? One landing-gear part of ours currently crosses three countries before it is finished. Could we do it all in the UK?`,
    }),
    h.attendee('b04', 'Declan Furlong', 'Operations Manager', 'Shannonside Aero Interiors', {
      domain: ['aerospace'], geo: 'Ireland', style: 'rambling',
      intents: [h.buying(['machining'], { geo: ['Ireland', 'UK'] })],
      goal: `Over from Limerick for the day, first time in Birmingham since a Villa match in about 2009, so go easy on me. We build seat frames and galley structures and our own five-axis cells are flat out. I need a subcontractor for a few hundred prismatic aluminium parts a month, in Ireland or Britain, with proper aerospace paperwork. Also, if anyone knows a decent balti place near the venue, I'm listening.`,
    }),
    h.attendee('b05', 'Siobhan Tarrant', 'Supply Chain Lead', 'Marrick Specialist Vehicles', {
      domain: ['automotive'], geo: 'UK', style: 'oblique',
      intents: [h.buying(['sheet-metal'], { geo: 'UK' })],
      goal: `We turn vans into ambulances and welfare units, and every cupboard, floor tray and bracket in the back is folded from aluminium or Zintec. Our press-brake man retired in March and we've decided to buy it all in rather than replace him. Needs to be within a couple of hours' drive of Leamington.`,
    }),
    h.attendee('b06', 'Tomasz Wierzbicki', 'Procurement Manager', 'Voltaryn Charging', {
      domain: ['electronics', 'automotive'], geo: 'UK', style: 'list',
      intents: [h.buying(['sheet-metal', 'pcb-assembly'], { geo: 'UK' }), h.wantsPress(['manufacturing'], { geo: 'UK' })],
      goal: `- Cases for our 22 kW wall chargers: laser cut, bent, powder coated, about 1,500 a year
- Populated control boards, SMT plus through-hole, conformal coated
- Both made in Britain if possible
- Also keen to meet a trade journalist: we moved final assembly to Walsall this spring`,
    }),
    h.attendee('b07', 'Ingrid Solberg', 'Sourcing Manager', 'Hallingdal Sensorikk AS', {
      domain: ['electronics', 'automotive'], geo: 'Nordics', style: 'nonnative',
      intents: [h.buying(['pcb-assembly'], { geo: ['Nordics', 'UK'] }), h.hiring(['data'], { geo: 'Nordics' })],
      goal: `We design radar sensors for trucks and buses but we have not own factory, all the boards is built by a partner in Asia today. Management wants a second source closer to home, Nordic or UK, for around 20 000 units per year. Also we search a data analyst for our test results, Oslo or remote.`,
    }),
    h.attendee('b08', 'Callum Ashworth', 'Site Supply Chain Manager', 'Perrybrook Kitchens', {
      domain: ['food'], geo: 'UK', style: 'oblique',
      intents: [h.buying(['cold-chain'], { geo: 'UK' })],
      goal: `Our chilled ready meals leave Tamworth six nights a week and have to arrive at supermarket depots between 0 and 5 degrees. The firm that moves them is pulling out of the Midlands in the autumn. I want to line up a replacement with a clean temperature record before then.`,
    }),
    h.attendee('b09', 'Aoife Brennan', 'Logistics Coordinator', 'Glenmara Frozen Bakery', {
      domain: ['food'], geo: 'Ireland', style: 'typo',
      intents: [h.buying(['cold-chain', 'warehousing'], { geo: ['Ireland', 'UK'] })],
      goal: `We bake and freeze croissant dough and sausage rolls in Co. Meath and ship to the UK multiples. Need frozen storage at -25 somewhere central in england plus someone to do the trunking from Holyhead. Curently using three diffrent companys for this and its a mess, would love one partner.`,
    }),

    // ---- suppliers of goods and physical services -----------------------------------------
    h.attendee('s01', 'Roy Batchelor', 'Works Director', 'Tipton Grey Iron Ltd', {
      domain: ['metals', 'automotive'], geo: 'UK', style: 'oblique',
      intents: [
        h.supplying(['castings'], { geo: 'UK', volume: ['mid', 'high-volume'] }),
        h.wantsGrant(['decarbonisation'], { orgtype: 'sme', geo: 'UK' }),
      ],
      goal: `We melt about 300 tonnes a week through two cupolas and run a pair of green-sand moulding lines, mostly grey and nodular iron for pump, brake and truck work. The horizontal line has spare hours from the third quarter, best suited to runs of 2,000 and up. I'm also trying to find money towards swapping a cupola for an electric furnace.`,
    }),
    h.attendee('s02', 'Linnea Vikström', 'Sales Manager UK', 'Vättervik Precision Casting AB', {
      domain: ['aerospace', 'metals'], geo: 'Nordics', style: 'nonnative',
      intents: [h.supplying(['castings', 'machining'], { geo: ['Nordics', 'UK'], volume: 'small-batch' })],
      goal: `We are lost-wax foundry from Sweden, we make investment cast parts in nickel alloys and aluminium and also finish-machining them in our own workshop. Small series is our strength, 10 to 500 pieces. We look for new customers in UK, after Brexit some of the old ones went quiet.`,
    }),
    h.attendee('s03', 'Martin Kettleborough', 'Business Development Director', 'Heathfield Forge & Machining', {
      domain: ['metals', 'aerospace'], geo: 'UK', style: 'marketing',
      intents: [h.supplying(['forgings', 'machining'], { geo: 'UK' }), h.hiring(['cnc-machinist'], { geo: 'UK' })],
      goal: `From billet to finished part under one roof! Our 4,000-tonne screw press and brand-new CNC hall in Wednesbury deliver impression-die components for aerospace, defence and off-highway with industry-leading lead times. And we're growing: skilled setter-operators, come and say hello to the team.`,
    }),
    h.attendee('s04', 'Niamh Cassidy', 'Managing Director', 'Ballykeel Precision Engineering', {
      domain: ['aerospace', 'automotive'], geo: 'Ireland', style: 'plain',
      intents: [h.supplying(['machining', 'sheet-metal'], { geo: ['Ireland', 'UK'] })],
      goal: `We're a 70-person subcontract engineering firm in Co. Cavan with CNC milling and turning plus laser, punch and press-brake fabrication. We ship to British customers every week and want two or three more accounts there.`,
    }),
    h.attendee('s05', 'Katarzyna Dudek', 'Export Manager', 'Odlewnia Bystrzyca', {
      domain: ['metals', 'automotive'], geo: 'CEE', style: 'nonnative',
      intents: [h.supplying(['castings', 'machining'], { geo: ['CEE', 'EU'] }), h.wantsMentor(['export'])],
      goal: `Our company is foundry near Wrocław with machining department, we cast ductile iron and deliver it machined, painted and ready for the assembly line. We are looking for automotive partners in England. Also I would like to talk with somebody experienced how to grow sales to UK after Brexit, the paperwork is big topic for us.`,
    }),
    h.attendee('s06', 'Dean Hollis', 'Owner', 'Cradley Fabrications', {
      domain: ['metals', 'automotive'], geo: 'UK', style: 'lowercase',
      intents: [h.supplying(['sheet-metal', 'tooling'], { geo: 'UK' }), h.hiring(['welder'], { geo: 'UK' })],
      goal: `family fab shop in cradley heath, 3 fibre lasers, 6 brakes, powder line on site. we do cabinets, panels and chassis brackets, and make our own press tools for the repeat stuff. always after a good tig/mig man or woman too`,
    }),
    h.attendee('s07', 'Euan Macrae', 'Business Development Manager', 'Almond Valley Electronics', {
      domain: ['electronics'], geo: 'UK', style: 'plain',
      intents: [h.supplying(['pcb-assembly'], { geo: 'UK' })],
      goal: `Contract electronics manufacturer in Livingston: SMT lines, selective soldering, conformal coating, box build and functional test, IATF 16949 and AS9100 approved. Looking to meet e-mobility and aerospace OEMs who want UK-built assemblies.`,
      event_needs: ['OEM customers for PCB assembly and box build'],
      event_offers: ['UK contract electronics manufacturing: SMT, through-hole, coating, test, box build'],
    }),
    h.attendee('s08', 'Jussi Halonen', 'Key Account Manager', 'Kemijoki EMS Oy', {
      domain: ['electronics'], geo: 'Nordics', style: 'terse',
      intents: [h.supplying(['pcb-assembly'], { geo: ['Nordics', 'UK'] })],
      goal: `EMS, Finland. PCBA, harnesses. Low-mid volume. Automotive, rail. Want UK and Nordic accounts.`,
    }),
    h.attendee('s09', 'Bethan Pryce', 'Commercial Manager', 'Haldane Chilled Transport', {
      domain: ['logistics', 'food'], geo: 'UK', style: 'oblique',
      intents: [h.supplying(['cold-chain'], { geo: ['UK', 'Ireland'] }), h.hiring(['hgv-driver'], { geo: 'UK' })],
      goal: `120 multi-temp trailers running between Holyhead, the Midlands and the big retailer RDCs, with live readings off every fridge unit. We've got spare nights on the trunk out of Wales and want a couple of food producers to fill them. Always taking on Class 1 drivers as well.`,
    }),
    h.attendee('s10', 'Vikram Sandhu', 'Head of Sales', 'Colmore Cold Stores', {
      domain: ['logistics', 'food'], geo: 'UK', style: 'negation',
      intents: [h.supplying(['cold-chain', 'warehousing'], { geo: 'UK' }), h.offersResearch(['heat-recovery'])],
      goal: `Not here to sell racking or software: we are the warehouse. 40,000 pallet spaces at chill and minus 25 off junction 10 of the M6, with our own delivery fleet. Looking for producers who need storing and distributing. We'd also welcome a university wanting to study heat recovery from our refrigeration plant.`,
    }),

    // ---- sites offering pilots ------------------------------------------------------------
    h.attendee('p01', 'Craig Dunmore', 'Maintenance Manager', 'Darlaston Drop Stampings', {
      domain: ['metals', 'automotive'], geo: 'UK', style: 'oblique',
      intents: [h.offeringPilot(['predictive-maintenance'], { geo: 'UK' })],
      goal: `Last year one seized bearing on our 2,500-tonne press cost us nine days and a very unhappy customer. I have the line, a data historian and a willing crew. What I haven't got is anything that would have warned us a fortnight early, so I'll host a trial.`,
    }),
    h.attendee('p02', 'Helen Marsh', 'Engineering Manager', 'Fernlea Dairies', {
      domain: ['food'], geo: 'UK', style: 'rambling',
      intents: [h.offeringPilot(['predictive-maintenance', 'cold-chain-monitoring'], { geo: 'UK' })],
      goal: `Bit of background: we're a third-generation dairy near Uttoxeter doing milk, cream and a yoghurt line we started during lockdown that is somehow now half our turnover. The ammonia compressors and the conveyors in the blast chiller are what keep me awake, and dispatch bay temperatures are still checked with a handheld probe and a clipboard. If you've got something that watches machines or logs temperatures, we'll give you a corner of the site to prove it. The canteen does a decent oatcake.`,
    }),
    h.attendee('p03', 'Ravinder Gill', 'Quality Manager', 'Brierley Light Castings', {
      domain: ['metals', 'automotive'], geo: 'UK', style: 'question',
      intents: [h.offeringPilot(['vision-inspection'], { geo: 'UK' })],
      goal: `Can a camera really spot cold laps and pinholes on a dull grey part better than my inspectors can eight hours into a shift? We're willing to find out. Who wants to bring their kit to our fettling shop for a trial?`,
    }),
    h.attendee('p04', 'Joanne Whitlock', 'Continuous Improvement Manager', 'Holloway Pressings', {
      domain: ['automotive', 'metals'], geo: 'UK', style: 'plain',
      intents: [h.offeringPilot(['vision-inspection', 'production-planning'], { geo: 'UK' })],
      goal: `We run 14 presses making body-in-white brackets in Telford and would like to pilot two things this year: automatic checking of pressed parts for splits and missing holes, and a better way to schedule die changes than the whiteboard. Open to startups.`,
    }),
    h.attendee('p05', 'Conor Mulvihill', 'Operations Director', 'Lough Ree Food Distribution', {
      domain: ['food', 'logistics'], geo: 'Ireland', style: 'oblique',
      intents: [h.offeringPilot(['cold-chain-monitoring'], { geo: ['Ireland', 'UK'] })],
      goal: `Twice this winter a load of fish sat too warm in the back of a van and we only found out when the restaurant rang. We run 35 vehicles out of Athlone and two depots. I want someone to prove, on our own fleet, that next time we'd know within minutes.`,
    }),
    h.attendee('p06', 'Alison Threlfall', 'Energy & Sustainability Lead', 'Wrekin Steel Foundry', {
      domain: ['metals'], geo: 'UK', style: 'notwant',
      intents: [h.offeringPilot(['energy-monitoring', 'predictive-maintenance'], { geo: 'UK' })],
      goal: `We're not after another consultant's audit or a dashboard that repeats what the electricity bill already says. We want to trial metering that shows kWh per tonne melted, furnace by furnace, and warns us before a cooling-water pump gives up. Our melt shop in Wellington is available.`,
    }),
    h.attendee('p07', 'Stuart Pagett', 'Plant Manager', 'Redditch Gear Cutting Co', {
      domain: ['automotive', 'metals'], geo: 'UK', style: 'lowercase',
      intents: [h.offeringPilot(['energy-monitoring', 'production-planning'], { geo: 'UK' })],
      goal: `90-machine cnc shop in redditch. the compressors run all weekend for no reason and the job sequence lives in one bloke's head. happy to be a test site for anyone who can fix either`,
    }),

    // ---- vendors and startups seeking pilots ---------------------------------------------
    h.attendee('v01', 'Aleksi Rautio', 'CEO & Co-founder', 'Värinä Analytics Oy', {
      domain: ['industrial-software'], geo: 'Nordics', style: 'nonnative',
      intents: [h.seekingPilot(['predictive-maintenance'], { geo: ['Nordics', 'UK'] })],
      goal: `We have wireless vibration sensor and a model which learns normal behaviour of motors, pumps and gearboxes. It is proven in two paper mills in Finland, now we want first industrial sites in UK for showing it on presses and compressors. Installation takes one day.`,
    }),
    h.attendee('v02', 'Rebecca Oduya', 'Founder', 'Tallowfield Diagnostics', {
      domain: ['industrial-software'], geo: 'UK', style: 'oblique',
      intents: [h.seekingPilot(['predictive-maintenance'], { geo: 'UK' })],
      goal: `We listen to machinery. Clip-on ultrasonic sensors plus a monthly oil sample, and we tell your fitters which gearbox or motor is going to let them down weeks before it does. After two Midlands plants that will let us show it for three months free of charge.`,
    }),
    h.attendee('v03', 'Jordan Fairbairn', 'Head of Growth', 'Inspecta Vision Ltd', {
      domain: ['industrial-software'], geo: 'UK', style: 'marketing',
      intents: [h.seekingPilot(['vision-inspection'], { geo: 'UK' })],
      goal: `Zero escapes. Our AI-powered optical QA platform catches surface and dimensional defects at line speed, with models trained in days, not months. We're selecting UK manufacturers for our 2026 early-adopter programme. Let's talk about your quality ambitions!`,
    }),
    h.attendee('v04', 'Florian Weidenbach', 'Business Development UK', 'Lichtmass GmbH', {
      domain: ['industrial-software'], geo: 'DACH', style: 'nonnative',
      intents: [h.seekingPilot(['vision-inspection'], { geo: ['DACH', 'UK'] })],
      goal: `Our 3D laser scanners measure the complete surface of metal parts in few seconds and compare against CAD. In Germany we have many automotive customers, in UK not yet any. We are searching a plant which lets us install one cell for a trial, maybe a foundry or a press shop.`,
    }),
    h.attendee('v05', 'Sorcha Lenihan', 'Co-founder', 'Frostline Telemetry', {
      domain: ['logistics', 'industrial-software'], geo: 'Ireland', style: 'oblique',
      intents: [
        h.seekingPilot(['cold-chain-monitoring'], { geo: ['Ireland', 'UK'] }),
        h.wantsPress(['cold-chain'], { geo: ['Ireland', 'UK'] }),
      ],
      goal: `A small box that sits in a trailer or a cold room, texts the driver and the office the moment the air drifts over limit, and keeps the audit trail inspectors like. We need a fleet or depot to run it on for a season. Honestly, a write-up in a logistics magazine would help us a lot too.`,
    }),
    h.attendee('v06', 'Mads Kjeldgaard', 'Product Manager', 'Coldtrace ApS', {
      domain: ['logistics', 'industrial-software'], geo: 'Nordics', style: 'question',
      intents: [h.seekingPilot(['cold-chain-monitoring'], { geo: ['Nordics', 'UK', 'Ireland'] })],
      goal: `Does anyone run chilled stores or refrigerated transport in the UK or Ireland and want to try wireless loggers with a ten-year battery? We're a Danish team already working with two Nordic dairies. Where could we find our first British or Irish trial?`,
    }),
    h.attendee('v07', 'Marcus Threadgold', 'Chief Commercial Officer', 'WattWise Industrial', {
      domain: ['industrial-software', 'energy'], geo: 'UK', style: 'marketing',
      intents: [h.seekingPilot(['energy-monitoring'], { geo: 'UK' })],
      goal: `Every kilowatt, accounted for. WattWise clamps onto your existing switchgear in under a day and turns power data into savings your finance director will love. We're inviting energy-hungry UK plants to become launch partners.`,
      event_needs: ['UK factory sites for an energy sub-metering pilot'],
      event_offers: ['Non-invasive electrical sub-metering and energy analytics'],
    }),
    h.attendee('v08', 'Joost van Kempen', 'Founder', 'Slotwise Scheduling BV', {
      domain: ['industrial-software'], geo: 'Benelux', style: 'typo',
      intents: [h.seekingPilot(['production-planning'], { geo: ['UK', 'Benelux'] })],
      goal: `Building a finite capacity schedular for jobbing machine shops and press shops, drag and drop, talks to your ERP, re-plans when a machine goes down. Eindhoven based but looking for one or two British sites to run it live for a quater. Ex-toolroom myself so I know what the floor puts up with.`,
    }),

    // ---- employers hiring -----------------------------------------------------------------
    h.attendee('h01', 'Sandra Mellor', 'HR Business Partner', 'Aerofold Precision', {
      domain: ['aerospace'], geo: 'UK', style: 'plain',
      intents: [h.hiring(['cnc-machinist', 'quality-engineer'], { geo: 'UK' })],
      goal: `We're recruiting CNC machinists (five-axis setter-operators) and a quality engineer for our Coventry site, which is expanding for a new engine programme.`,
      event_needs: ['CNC setter-operators, 5-axis', 'Quality engineer with AS9100 experience'],
      event_offers: ['Permanent roles in aerospace machining, Coventry'],
    }),
    h.attendee('h02', 'Natalie Ferris', 'Site HR Manager', 'Ashby Hill Foods', {
      domain: ['food'], geo: 'UK', style: 'oblique',
      intents: [h.hiring(['maintenance-technician', 'planner'], { geo: 'UK' })],
      goal: `Two empty chairs: one for someone who can fault-find a packing line at 3am with a multimeter and a calm head, and one for someone who can turn a sales forecast into a weekly schedule the shop floor actually follows. Leicestershire, shift allowance, good pension.`,
    }),
    h.attendee('h03', 'Keith Broadbent', 'Transport Manager', 'Brindley Freight Services', {
      domain: ['logistics'], geo: 'UK', style: 'list',
      intents: [h.hiring(['hgv-driver', 'planner'], { geo: 'UK' })],
      goal: `- C+E drivers, nights, Daventry base
- Traffic planner, days: tachos, WTD, routing software
- Can fund the licence upgrade for the right people`,
    }),
    h.attendee('h04', 'Oluwaseun Adeyemi', 'Engineering Manager', 'Greythorn Automotive Systems', {
      domain: ['automotive'], geo: 'UK', style: 'negation',
      intents: [h.hiring(['quality-engineer', 'data'], { geo: 'UK' })],
      goal: `No agencies or recruiters please. We need a supplier quality engineer who knows PPAP and 8D inside out, and an analyst to make sense of end-of-line test results. Direct hires, Erdington site.`,
    }),
    h.attendee('h05', 'Phil Yardley', 'Director', 'Lyndon Industrial Services', {
      domain: ['maintenance'], geo: 'UK', style: 'terse',
      intents: [h.hiring(['maintenance-technician', 'welder'], { geo: 'UK' })],
      goal: `Hiring. Multi-skilled fitters, coded welders. Site work, Midlands. Van provided.`,
    }),

    // ---- job seekers ----------------------------------------------------------------------
    h.attendee('j01', 'Lee Cartwright', 'CNC Setter-Operator (Heidenhain, Mazatrol)', 'Formerly Kestle Engineering', {
      domain: ['aerospace', 'metals'], geo: 'UK', style: 'empty',
      intents: [h.jobSeeking(['cnc-machinist'], { seniority: 'mid', geo: 'UK' })],
      goal: `open to work`,
    }),
    h.attendee('j02', 'Andy Pemberton', 'Multi-skilled Maintenance Engineer', 'Stowford Bottling (closing June)', {
      domain: ['food', 'maintenance'], geo: 'UK', style: 'oblique',
      intents: [h.jobSeeking(['maintenance-technician'], { seniority: 'senior', geo: 'UK' })],
      goal: `Eighteen years keeping filling and capping lines alive: hydraulics, pneumatics, PLC faults, the lot. The plant I'm at shuts in June. Fine with shifts, anywhere within an hour of Lichfield.`,
    }),
    h.attendee('j03', 'Zara Hussain', 'Graduate Engineer (MEng Materials)', 'Aston Lane University (graduating)', {
      domain: ['automotive', 'aerospace'], geo: 'UK', style: 'lowercase',
      intents: [h.jobSeeking(['quality-engineer'], { seniority: 'junior', geo: 'UK' })],
      goal: `just finished my masters, dissertation was on fatigue cracking in welded joints. want to get into inspection or product assurance in cars or aero, birmingham area ideally`,
    }),
    h.attendee('j04', 'Wayne Hickinbottom', 'HGV Class 1 Driver (ADR, FORS Gold)', 'Agency driver, Walsall', {
      domain: ['logistics'], geo: 'UK', style: 'empty',
      intents: [h.jobSeeking(['hgv-driver'], { geo: 'UK' })],
      goal: `-`,
    }),
    h.attendee('j05', 'Magdalena Nowicka', 'Production Planner', 'Marlowe Meats (until April)', {
      domain: ['food'], geo: 'UK', style: 'plain',
      intents: [h.jobSeeking(['planner'], { seniority: 'mid', geo: 'UK' })],
      goal: `Five years as production planner in a meat processing plant, SAP PP and a lot of Excel. Now looking for a planning role in the West Midlands, food or manufacturing.`,
    }),
    h.attendee('j06', 'Ben Okoro', 'Data Analyst', 'Halcyon Home Retail', {
      domain: ['retail'], geo: 'UK', style: 'question',
      intents: [h.jobSeeking(['data'], { seniority: 'junior', geo: 'UK' })],
      goal: `Anyone in manufacturing taking on junior analysts? I've spent two years building Power BI reports for a retailer and I'd much rather work with sensor and production numbers. Solihull-based, can travel.`,
    }),
    h.attendee('j07', 'Ciaran Tully', 'Welder Fabricator', 'Self-employed, Dundalk', {
      domain: ['metals'], geo: 'Ireland', style: 'typo',
      intents: [h.jobSeeking(['welder'], { geo: ['UK', 'Ireland'] })],
      goal: `Coded welder, MIG and TIG on stainless and ally, 10 yrs in fab shops in Dundalk and Manchester. Looking for perminant work in the midlands or back home, can start straight away`,
    }),

    // ---- research collaborations ----------------------------------------------------------
    h.attendee('r01', 'Dr. Eleanor Voss', 'Senior Lecturer in Metallurgy', 'Midland Technological University', {
      domain: ['metals', 'research'], geo: 'UK', style: 'plain',
      intents: [h.research(['casting-porosity'])],
      goal: `Our group models how hydrogen porosity forms in aluminium castings. We're looking for foundries and OEMs willing to share scrap data and defective parts for a two-year collaborative project.`,
      event_needs: ['Industrial partners with casting defect and scrap data'],
      event_offers: ['Solidification modelling', 'CT scanning of cast parts', 'PhD students for joint projects'],
    }),
    h.attendee('r02', 'Samuel Achterberg', 'Materials Engineer', 'Skelton Aero Engines', {
      domain: ['aerospace'], geo: 'UK', style: 'oblique',
      intents: [h.research(['casting-porosity'])],
      goal: `We bin too many gearbox housings because of tiny voids nobody can predict. I'd like an academic team to work out why, and we can hand over three years of X-ray images from production.`,
    }),
    h.attendee('r03', 'Graham Lissaman', 'Technical Manager', 'Hartshill Light Alloys', {
      domain: ['metals'], geo: 'UK', style: 'rambling',
      intents: [h.research(['casting-porosity'])],
      goal: `We're a jobbing aluminium foundry, sand and gravity die, going since 1962 when my grandfather started with one crucible in a railway arch. These days half our rejects are gas holes and shrinkage and we've tried everything short of prayer. If a university or research centre wants a real foundry to experiment in, we're up for it. We also brew our own beer for the Christmas do, but that's another story.`,
    }),
    h.attendee('r04', 'Dr. Anjali Mehra', 'Research Fellow, Industrial Refrigeration', 'Severn Institute of Technology', {
      domain: ['food', 'research', 'energy'], geo: 'UK', style: 'oblique',
      intents: [h.research(['heat-recovery'])],
      goal: `We study how much of the warmth that ammonia and CO2 chillers throw away could instead heat process water or buildings. Looking for food factories or cold stores who'd let us instrument their plant rooms for a year.`,
    }),
    h.attendee('r05', 'Padraig Kinsella', 'Utilities Engineer', 'Clonmore Dairy Co-operative', {
      domain: ['food', 'energy'], geo: 'Ireland', style: 'question',
      intents: [h.research(['heat-recovery'])],
      goal: `Has anyone teamed up with a university to reuse condenser heat in a dairy? We reject about 1.5 MW from refrigeration and then burn gas to make hot water for CIP, which feels daft. I'd like an academic partner to work out what's possible.`,
    }),

    // ---- funders --------------------------------------------------------------------------
    h.attendee('g01', 'Fiona Aldridge', 'Programme Manager', 'Westmid Innovation Fund', {
      domain: ['public-funding'], geo: 'UK', style: 'plain',
      intents: [h.givesGrants(['automation', 'digitalisation', 'decarbonisation'], { orgtype: 'sme', geo: 'UK' })],
      goal: `We award grants of £25k to £150k to West Midlands SMEs investing in automation, digital systems or cutting energy use. Match funding required. Come and talk about your project.`,
      event_needs: ['SME applicants from West Midlands manufacturing'],
      event_offers: ['Capital and project grants of £25k–£150k for SMEs'],
    }),
    h.attendee('g02', 'Richard Okonkwo-Hale', 'Fund Director', 'Clean Furnace Challenge', {
      domain: ['public-funding', 'energy'], geo: 'UK', style: 'notwant',
      intents: [h.givesGrants(['decarbonisation'], { orgtype: ['sme', 'academic'], geo: 'UK' })],
      goal: `We don't pay for feasibility reports that sit on a shelf and we don't pay for offsets. Our money goes into projects that physically take gas out of the factory floor: electrified melting, heat pumps, heat reuse. UK firms and their university partners.`,
    }),
    h.attendee('g03', 'Karin Åberg', 'Grants Officer', 'Nordbro Foundation', {
      domain: ['public-funding'], geo: 'Nordics', style: 'oblique',
      intents: [h.givesGrants(['skills', 'automation'], { orgtype: ['sme', 'nonprofit'], geo: 'Europe' })],
      goal: `Our trustees back projects that help small manufacturers and training charities cope with robots arriving on the shop floor: reskilling operators, first cobot cells, apprenticeships. Awards up to €200k across Britain, Ireland and the Nordic countries.`,
    }),

    // ---- applicants -----------------------------------------------------------------------
    h.attendee('a01', 'Mark Haddington', 'Managing Director', 'Oldbury Precision Turned Parts', {
      domain: ['automotive', 'metals'], geo: 'UK', style: 'oblique',
      intents: [h.wantsGrant(['automation'], { orgtype: 'sme', geo: 'UK' }), h.wantsMentor(['aerospace-quality'])],
      goal: `We're 22 people on sliding-head lathes and I want a robot loading the two oldest machines so they can run lights-out, but the bank wants us to find a chunk of the money elsewhere first. Separately, we're chasing our first aero approval and could use someone who's been through it.`,
    }),
    h.attendee('a02', 'Sunita Chauhan', 'Technical Director', 'Ironvale Castings', {
      domain: ['metals'], geo: 'UK', style: 'negation',
      intents: [h.wantsGrant(['decarbonisation'], { orgtype: 'sme', geo: 'UK' })],
      goal: `We're not looking for customers today, the order book is full. What we need is co-funding to replace two gas-fired crucible furnaces with induction, a project of roughly £400k.`,
    }),
    h.attendee('a03', 'Desmond Achebe', 'Chief Executive', 'Tame Valley Skills Trust', {
      domain: ['skills', 'nonprofit'], geo: 'UK', style: 'plain',
      intents: [h.wantsGrant(['skills', 'automation'], { orgtype: 'nonprofit', geo: 'UK' })],
      goal: `We're a charity running engineering apprenticeships in Walsall and Wolverhampton. Seeking funding to build a robotics and automation training bay for adult learners.`,
    }),

    // ---- trade press and someone seeking press --------------------------------------------
    h.attendee('k01', 'Gillian Marchbank', 'Features Editor', 'Works & Machines Monthly', {
      domain: ['media'], geo: 'UK', style: 'oblique',
      intents: [h.covers(['manufacturing', 'reshoring', 'aerospace', 'automotive'], { geo: 'UK' })],
      goal: `I write the long reads for a monthly that plant managers and buyers across Britain actually open. Always after factories that have brought work home from abroad, gambled on new kit or survived something nasty. Find me if you have numbers and don't mind being named.`,
    }),
    h.attendee('k02', 'Owen Rafferty', 'Reporter', 'Chill Chain Review', {
      domain: ['media', 'logistics'], geo: 'UK', style: 'list',
      intents: [h.covers(['logistics', 'cold-chain', 'food', 'reshoring'], { geo: ['UK', 'Ireland'] })],
      goal: `- Covering chilled and frozen distribution, food supply chains, warehousing
- After: operators and startups doing something new, with real data and customers willing to talk
- UK and Ireland`,
    }),
    h.attendee('q01', 'Hannah Delacourt', 'Marketing Manager', 'Rowley E-Drive', {
      domain: ['automotive', 'electronics'], geo: 'UK', style: 'plain',
      intents: [h.wantsPress(['reshoring', 'manufacturing'], { geo: 'UK' })],
      goal: `We moved stator winding back from China to Dudley this year and hired 40 people to do it. Looking to get that story covered by the trade and business press.`,
    }),

    // ---- mentors and mentees --------------------------------------------------------------
    h.attendee('m01', 'Bernard Tolley', 'Retired Plant Manager', 'Tolley Shopfloor Advisory', {
      domain: ['automotive'], geo: 'UK', style: 'rambling',
      intents: [h.mentors(['lean', 'operations'])],
      goal: `Forty years in cars: started as an apprentice at Longbridge when it still built Minis and finished running a 600-person components plant. I've been on the receiving end of every improvement programme since the eighties and I know which bits stick. I mentor a few people for nothing and can take on one or two more. I'll be the one near the coffee with the walking stick.`,
    }),
    h.attendee('m02', 'Yvonne Strachan', 'Quality Consultant', 'Ashlar Quality Partners', {
      domain: ['aerospace'], geo: 'UK', style: 'plain',
      intents: [h.mentors(['aerospace-quality', 'quality'])],
      goal: `Former quality director at an aerostructures tier 1. I coach small suppliers through AS9100 certification, first article inspection and customer audits, and I'm offering free mentoring sessions on the day.`,
    }),
    h.attendee('m03', 'Nigel Ashcombe', 'Non-Executive Director', 'Ashcombe Holdings', {
      domain: ['metals'], geo: 'UK', style: 'oblique',
      intents: [h.mentors(['export', 'leadership', 'scaling'])],
      goal: `Grew a metal-bashing business from one unit in Smethwick to three sites and sold it in 2022. These days I spend time with people running their first team or selling overseas for the first time, so they can skip my mistakes.`,
    }),
    h.attendee('e01', 'Chloe Brindley-Ross', 'Operations Lead', 'Bellbrook Engineering', {
      domain: ['aerospace', 'metals'], geo: 'UK', style: 'question',
      intents: [h.wantsMentor(['aerospace-quality', 'lean'])],
      goal: `Has anybody here taken a general subcontract shop into aerospace and would be willing to mentor me? We're starting on the certification and, at the same time, trying to sort out flow and waste on our floor.`,
    }),
    h.attendee('e02', 'Ryan Gethin', 'Night Shift Manager (first management role), seeking a mentor', 'Fenwick Components', {
      domain: ['automotive'], geo: 'UK', style: 'empty',
      intents: [h.wantsMentor(['leadership', 'operations'])],
      goal: `tbd`,
    }),
  ];
  return { event, people };
}

// Harrowgate Fresh 2026: an open networking day at a fresh-produce and food-logistics trade fair in Antwerp.
export function build(h) {
  const event = {
    event_id: 'harrowgate-fresh-2026',
    title: 'Harrowgate Fresh 2026 – Produce & Cold Chain Networking Day',
    description:
      'The open networking day of the Harrowgate Fresh trade fair: growers, packers, co-packers, ingredient makers, cold stores, hauliers, port logistics, packaging makers, retail and food-service buyers, food-safety labs and equipment makers from across Europe.',
    start_date: '2026-03-11',
    end_date: '2026-03-11',
    timezone: 'Europe/Brussels',
    two_sided: false,
    context: {
      event_details:
        'One day in Hall 3 of the Antwerp Expo site, next to the fair floor. Pre-booked 20-minute meetings at numbered tables from 09:30 to 17:00, lunch on the mezzanine, port and cold-store visits the morning after.',
      objectives:
        'Help people in the fresh chain meet the counterparts they came for: sourcing and selling, transport and storage capacity, technology trials, jobs, research partners, funding, press and advice.',
      welcome_instructions:
        'Fill in the registration form with what your company does and what you are after at the fair. Badges at the North entrance from 08:30; bring a business card for the meeting desk.',
    },
  };

  const people = [
    // ---- buyers of goods and physical services ------------------------------------------
    h.attendee('b01', 'Joris Van Roosbroeck', 'Aankoop', 'Hoogveld Aardbeien', {
      domain: ['soft-fruit'], geo: 'Benelux', style: 'list',
      intents: [h.buying(['packaging'], { geo: ['Benelux'], volume: 'high-volume' })],
      goal: `- 250 g / 500 g fruit containers, top-seal compatible
- approx. 40 mio units per season (Apr–Oct)
- delivery Hoogstraten
- current source stops their PET line end 2026`,
    }),
    h.attendee('b02', 'Sandrine Lemaire-Dufour', 'Directeur Achats', 'Les Jardins de Flandre SAS', {
      domain: ['fresh-cut'], geo: 'France', style: 'nonnative',
      intents: [h.buying(['packaging'], { geo: ['France', 'Benelux'], volume: 'mid' })],
      goal: `We search a second source for barquettes and operculage film for our prepared vegetables, volume is around 12 millions per year, site is near Lille. Must be conform for food contact and if possible mono-material so it goes in the yellow bin.`,
    }),
    h.attendee('b03', 'Pieter Claesen', 'Export', 'Haspengouw Fruit Export NV', {
      domain: ['top-fruit'], geo: 'Benelux', style: 'oblique',
      intents: [h.buying(['reefer-transport'], { geo: ['Benelux', 'DACH', 'CEE'] })],
      goal: `Our Conference pears leave Sint-Truiden twice a week for Hamburg and Warsaw, and the current carrier has missed three loading slots since January. 2–3 full loads a week, set point 0.5 °C, drivers who understand a pulp thermometer.`,
    }),
    h.attendee('b04', 'Gemma Hartley', 'Supply Chain Manager', 'Pennine Salad Imports Ltd', {
      domain: ['salads'], geo: 'UK', style: 'question',
      intents: [h.buying(['reefer-transport'], { geo: ['UK', 'Benelux'] })],
      goal: `Anyone doing chilled part-loads from Antwerp or Venlo into the East Midlands with their own drivers and the border paperwork sorted? We're at 6–10 pallets a day, more in summer.`,
    }),
    h.attendee('b05', 'Thomas Verhaegen', 'MD', 'Scheldt Frozen Trading BV', {
      domain: ['frozen-vegetables'], geo: 'Benelux', style: 'terse',
      intents: [h.buying(['cold-storage'], { geo: ['Benelux'], volume: 'high-volume' })],
      goal: `Frozen veg trading. 3,000 pp at −22 °C, Antwerp or Zeebrugge, from Q3. BRC. Customs warehouse a plus.`,
    }),
    h.attendee('b06', 'Annelie Brandstätter', 'Einkaufsleiterin', 'Gletscherblick Eismanufaktur GmbH', {
      domain: ['ice-cream'], geo: 'DACH', style: 'rambling',
      intents: [h.buying(['cold-storage'], { geo: ['DACH', 'Benelux'], volume: 'mid' })],
      goal: `We are a family ice cream maker from Vorarlberg, fourth generation, and last summer was so hot that we had product sitting in rented reefer containers in our own car park, which my father still talks about. Our own freezer rooms hold about 1,800 pallets. For May to September we would need somewhere for roughly another 1,200 at −25 °C, ideally on the way to our Benelux customers. The coffee here is very good by the way.`,
    }),
    h.attendee('b07', 'Marloes de Wit', 'Category Manager AGF', 'Vers&Dichtbij Supermarkten', {
      domain: ['retail'], geo: 'Benelux', style: 'plain',
      intents: [h.buying(['fresh-produce', 'co-packing'], { geo: ['Benelux', 'Iberia', 'Italy'], volume: 'high-volume' })],
      goal: `Category manager AGF, 240 stores. Own-label programmes 2026/27: stone fruit, citrus, vine tomatoes, retail-ready and packed to our spec. GlobalG.A.P. + GRASP required.`,
    }),
    h.attendee('b08', 'Hugues Mercadier', 'Acheteur Fruits & Légumes – Restauration collective', 'Sodexel Collectivités', {
      domain: ['food-service'], geo: 'France', style: 'empty',
      intents: [h.buying(['fresh-produce'], { geo: ['France', 'Iberia'] })],
      goal: `tbd`,
    }),
    h.attendee('b09', 'Freja Lindqvist', 'Founder', 'Nordbite Fruit Co.', {
      domain: ['snacks'], geo: 'Nordics', style: 'oblique',
      intents: [h.buying(['co-packing'], { geo: ['Benelux', 'DACH', 'Nordics'], volume: 'small-batch' })],
      goal: `We're a brand without a factory: the recipes and the retail listings in Sweden and Denmark are ours, the line in Odense that filled our cups is closing in June. Four chilled fruit-cup SKUs, about 20,000 units a week.`,
    }),

    // ---- suppliers of goods and physical services ---------------------------------------
    h.attendee('b10', 'Bart Wuyts', 'Sales Director', 'Kempen Thermoform', {
      domain: ['packaging'], geo: 'Benelux', style: 'marketing',
      intents: [h.supplying(['packaging'], { geo: ['Benelux', 'France', 'DACH'], volume: 'high-volume' }), h.wantsPress(['packaging'], { geo: ['Benelux'] })],
      goal: `Kempen Thermoform – 100% rPET and mono-PP trays, clamshells and punnets from 125 g to 2 kg. In-house toolroom, 11 thermoforming lines, BRCGS Packaging AA. Tray-to-tray recycling plant opening spring 2026: a story worth telling.`,
    }),
    h.attendee('b11', 'Clémence Aubertin', 'Responsable commerciale', 'Fibrenor Emballages', {
      domain: ['packaging'], geo: 'France', style: 'list',
      intents: [h.supplying(['packaging'], { geo: ['France', 'Benelux', 'Iberia'], volume: 'mid' })],
      goal: `• moulded cellulose fibre punnets & trays
• plastic-free, OK compost HOME
• 180 M units/yr capacity, plant in Normandie
• lidding options with paper-based film`,
    }),
    h.attendee('b12', 'Krzysztof Wieczorek', 'Owner', 'Wieczorek Frigo Logistics', {
      domain: ['road-transport'], geo: 'CEE', style: 'nonnative',
      intents: [h.supplying(['reefer-transport'], { geo: ['Benelux', 'DACH', 'CEE'] }), h.hiring(['reefer-driver'], { geo: ['Benelux', 'CEE'] })],
      goal: `Transport company with 140 frigo trailers Carrier and Thermo King, ATP FRC, double deck, everyday routes Benelux – Germany – Poland. Also we search CE drivers for our base in Genk, good salary and own truck.`,
    }),
    h.attendee('b13', 'Oliver Pemberton', 'Commercial Manager', 'Channelchill Groupage', {
      domain: ['road-transport'], geo: 'UK', style: 'plain',
      intents: [h.supplying(['reefer-transport'], { geo: ['UK', 'Benelux', 'France'] })],
      goal: `Temperature-controlled groupage BE/NL/FR–GB. Daily trailers Zeebrugge–Purfleet. GVMS, ENS and BCP pre-notification in-house. 0–4 °C and −25 °C.`,
      event_needs: ['shippers of chilled or frozen pallets into Great Britain'],
      event_offers: ['daily temperature-controlled groupage from Benelux and France to GB', 'customs and border control post handling'],
    }),
    h.attendee('b14', 'Hilde Vercruysse', 'Business Development', 'Linkeroever Cold Terminal', {
      domain: ['cold-storage'], geo: 'Benelux', style: 'typo',
      intents: [h.supplying(['cold-storage'], { geo: ['Benelux'], volume: 'high-volume' }), h.hiring(['refrigeration-technician'], { geo: ['Benelux'] })],
      goal: `Multi-temp warehouse Antwerp Left Bank, 42.000 pallet positons, −25 to +12, BCP for veterinary checks, rail siding. Also lookng for a koeltechnicus (ammonia plant) for the shift team.`,
    }),
    h.attendee('b15', 'Ruud Hendriks', 'Directeur', 'Maasport Koel- en Vrieshuis', {
      domain: ['cold-storage'], geo: 'Benelux', style: 'oblique',
      intents: [h.supplying(['cold-storage', 'co-packing'], { geo: ['Benelux', 'DACH'], volume: 'mid' })],
      goal: `Between the reefer and the shelf there is usually a stop at ours: we store, temper, re-label and re-pack chilled and frozen goods for brands that would rather not run their own lines. Venlo, twenty minutes from the German border.`,
    }),
    h.attendee('b16', 'Vicent Ferrer Llorca', 'Comercial', 'Coop. Agrícola Ribera Alta', {
      domain: ['citrus', 'stone-fruit'], geo: 'Iberia', style: 'lowercase',
      intents: [h.supplying(['fresh-produce'], { geo: ['Iberia', 'Benelux', 'France'] }), h.hiring(['quality-controller'], { geo: ['Iberia'] })],
      goal: `cooperativa, 1.900 ha citrus + nectarines and paraguayos, globalgap grasp, own packhouse in alzira. shipping retail programmes to nl, be and fr since 2004. also need a qc inspector for the packhouse, season nov–may.`,
    }),
    h.attendee('b17', 'Niels van der Zalm', 'Owner', 'Zalm Glasgroenten', {
      domain: ['greenhouse-vegetables'], geo: 'Benelux', style: 'rambling',
      intents: [h.supplying(['fresh-produce'], { geo: ['Benelux', 'DACH', 'UK', 'Nordics'], volume: 'high-volume' }), h.wantsMentor(['leadership'])],
      goal: `I took over from my father last year, which is its own adventure with 60 people who have known me since I was ten. We grow truss and cherry tomatoes year-round under LED on 32 ha in the Westland, mostly sold through a cooperative until now but we want our own programmes. My uncle also thinks we should go into peppers, we'll see. And honestly it would help to talk to someone who has steered a family business through a handover like this.`,
    }),
    h.attendee('b18', 'Stijn Degroote', 'Zaakvoerder', 'Roeselaarse Verpakkingscentrale', {
      domain: ['co-packing'], geo: 'Benelux', style: 'question',
      intents: [h.supplying(['co-packing'], { geo: ['Benelux', 'France'], volume: 'small-batch' })],
      goal: `Brands looking for a loonverpakker for chilled fruit and veg? Flowpack, tray-seal, MAP, 4 lines, IFS Food higher level, Roeselare. Runs from 5,000 units.`,
    }),

    // ---- sites offering technology pilots -------------------------------------------------
    h.attendee('b19', 'Wendy Goossens', 'Operations', 'Vers&Dichtbij Distributie', {
      domain: ['retail'], geo: 'Benelux', style: 'oblique',
      intents: [h.offeringPilot(['cold-chain-monitoring'], { geo: ['Benelux'] })],
      goal: `We still find out a chilled load went warm when the store refuses it at the back door. Our DC in Mechelen sends out 900 roll cages a night and I'd give a small team a quarter on our lanes to prove otherwise.`,
    }),
    h.attendee('b20', 'Lars-Erik Holmgren', 'Fleet Manager', 'Vänern Kyltransport AB', {
      domain: ['road-transport'], geo: 'Nordics', style: 'negation',
      intents: [h.offeringPilot(['cold-chain-monitoring'], { geo: ['Nordics', 'Benelux'] })],
      goal: `Not rolling out another telematics box across the fleet this year. What I will do: put 20 trailers on the Gothenburg–Rotterdam run at someone's disposal to show product temperature per pallet, not return air.`,
    }),
    h.attendee('b21', 'Matthias Unterkofler', 'Betriebsleiter', 'Obstgenossenschaft Etschtal', {
      domain: ['top-fruit'], geo: 'Italy', style: 'nonnative',
      intents: [h.offeringPilot(['vision-grading'], { geo: ['Italy', 'DACH'] }), h.hiring(['automation-engineer'], { geo: ['Italy'] })],
      goal: `Fruit cooperative in South Tyrol, 70.000 t apples per year. On the calibrating line the defects like hail damage and bitter pit we still take out by hand at the end. For the 2026 season we can give one line for a trial. Also we search an engineer for PLC (Siemens S7) on the lines.`,
    }),
    h.attendee('b22', 'Gaëlle Le Goff', 'Directrice de site', 'Armor Quatrième Gamme', {
      domain: ['fresh-cut'], geo: 'France', style: 'list',
      intents: [h.offeringPilot(['vision-grading', 'food-safety'], { geo: ['France'] })],
      goal: `Site: IVe gamme (washed salads), Finistère, 3 shifts, 140 t/week
Open for trials: foreign-body detection on leaf lines; Listeria environmental swabbing
Duration 3–6 months, from April`,
    }),
    h.attendee('b23', 'Jeroen Bakker', 'Site Manager', 'Maasvlakte Reefer Terminal', {
      domain: ['cold-storage', 'port-logistics'], geo: 'Benelux', style: 'plain',
      intents: [h.offeringPilot(['dock-scheduling', 'energy-optimisation'], { geo: ['Benelux'] })],
      goal: `Cold store, Port of Rotterdam. 60,000 pallets, 28 docks. Trucks queue three hours on Monday mornings; refrigeration is 38% of the power bill. Test site available 2026.`,
    }),
    h.attendee('b24', 'Sabine Oehlkers', 'Leiterin Wareneingang, Frischelager Duisburg', 'Rheinfrisch Handels-AG', {
      domain: ['retail'], geo: 'DACH', style: 'empty',
      intents: [h.offeringPilot(['dock-scheduling'], { geo: ['DACH'] })],
      goal: `-`,
    }),
    h.attendee('b25', 'Agnieszka Sobczak', 'Technical Director', 'Mroźnie Centralne S.A.', {
      domain: ['cold-storage'], geo: 'CEE', style: 'typo',
      intents: [h.offeringPilot(['energy-optimisation'], { geo: ['CEE'] })],
      goal: `Cold storage 4 sites in Poland, ammonia + CO2 systems, electricity cost is killng us since 2022. Ready to put one site (Łódź, 18k pallets) for a trail of refrigeration optimisation, software or hardware.`,
    }),

    // ---- vendors and startups seeking pilots ---------------------------------------------
    h.attendee('b26', 'Arne Moens', 'CEO', 'FrostTrace', {
      domain: ['iot'], geo: 'Benelux', style: 'marketing',
      intents: [h.seekingPilot(['cold-chain-monitoring'], { geo: ['Benelux', 'DACH'] })],
      goal: `FrostTrace – real-time pallet-level temperature and shock sensing over LTE-M. Reusable tags, 5-year battery, open API. Know the condition of every load, not just every truck.`,
    }),
    h.attendee('b27', 'Priya Raman', 'Head of Partnerships', 'Ledgerfresh', {
      domain: ['food-safety-software'], geo: 'UK', style: 'plain',
      intents: [h.seekingPilot(['cold-chain-monitoring', 'food-safety'], { geo: ['Benelux', 'UK', 'France'] })],
      goal: `Digital HACCP and temperature records for DCs and food plants. Wireless probes, CCP alarms, audit-ready BRCGS reports. Two pilot sites wanted for 2026.`,
      event_needs: ['a distribution centre or food plant to pilot digital HACCP and wireless temperature monitoring'],
      event_offers: ['digital HACCP software', 'wireless temperature probes with CCP alarms'],
    }),
    h.attendee('b28', 'Daan Oosterhuis', 'Co-founder', 'Spectrasort', {
      domain: ['machine-vision'], geo: 'Benelux', style: 'question',
      intents: [h.seekingPilot(['vision-grading'], { geo: ['Benelux', 'DACH', 'Italy'] }), h.wantsPress(['fresh-produce'])],
      goal: `Who runs a packline where internal browning or water core still slips through? Our hyperspectral camera bolts onto existing sizers and we need a season on real fruit. Would also like a trade journalist to see it running.`,
    }),
    h.attendee('b29', 'Irene Castelló', 'Business Developer', 'Visiofruta Tech S.L.', {
      domain: ['machine-vision'], geo: 'Iberia', style: 'notwant',
      intents: [h.seekingPilot(['vision-grading'], { geo: ['Iberia', 'France'] })],
      goal: `No distributors or investors please. We want a packhouse or processor that lets our AI quality-inspection module sit next to their sorting staff for a few months. Any conveyor, 12 pieces/s.`,
    }),
    h.attendee('b30', 'Wout Delanghe', 'Founder', 'Dockwise Slots', {
      domain: ['logistics-software'], geo: 'Benelux', style: 'lowercase',
      intents: [h.seekingPilot(['dock-scheduling'], { geo: ['Benelux', 'DACH'] }), h.hiring(['data-analyst'], { geo: ['Benelux'] })],
      goal: `slot booking for cold stores and dcs. carriers book their own window, the gate reads the plate, no more queue on the ring road. hiring a data analyst too, ghent.`,
    }),
    h.attendee('b31', 'Henrike Vossberg', 'Vertrieb', 'Torwerk Yard Systems GmbH', {
      domain: ['logistics-software'], geo: 'DACH', style: 'terse',
      intents: [h.seekingPilot(['dock-scheduling'], { geo: ['DACH', 'Benelux'] })],
      goal: `YMS / Zeitfenstermanagement. SAP EWM connector. Pilotkunde DE/BE.`,
    }),
    h.attendee('b32', 'Mikkel Dahlgaard', 'CTO', 'Kuldeflex ApS', {
      domain: ['energy'], geo: 'Nordics', style: 'oblique',
      intents: [h.seekingPilot(['energy-optimisation'], { geo: ['Nordics', 'Benelux', 'CEE'] })],
      goal: `Most cold stores run their compressors as if a kilowatt-hour costs the same at 3 a.m. as at 6 p.m. Our controller learns the thermal mass of each room and shifts the load. We need a building with an NH3 or CO2 plant whose owner lets us read the PLC for three months.`,
    }),
    h.attendee('b33', 'Cyril Bonnefoy', 'VP Sales', 'Thermavolt', {
      domain: ['energy'], geo: 'France', style: 'marketing',
      intents: [h.seekingPilot(['energy-optimisation'], { geo: ['France', 'Benelux', 'CEE'] })],
      goal: `ColdBattery by Thermavolt: phase-change thermal storage that turns freezer rooms into a grid-flexible asset. Up to 30% lower kWh cost, zero product risk. Proven at two sites in France, now expanding across Europe.`,
    }),

    // ---- employers hiring -----------------------------------------------------------------
    h.attendee('b34', 'Maartje Coenen', 'HR', 'Koeltransport Zuid-Limburg', {
      domain: ['road-transport'], geo: 'Benelux', style: 'plain',
      intents: [h.hiring(['reefer-driver', 'planner'], { geo: ['Benelux'] })],
      goal: `85 trucks, national and international reefer. Vacancies: CE drivers, 1 transport planner (NL/EN).`,
    }),
    h.attendee('b35', 'Rachid Benali', 'Directeur technique', 'Frigorifique du Marché International', {
      domain: ['cold-storage'], geo: 'France', style: 'nonnative',
      intents: [h.hiring(['refrigeration-technician', 'maintenance-technician'], { geo: ['France'] })],
      goal: `Cold warehouse at Rungis, we recruit frigoristes with attestation of capacity for fluids, and technicians of maintenance for the night. CDI, good conditions, possible to lodge first months.`,
    }),
    h.attendee('b36', 'Evelien Maes', 'Plant Manager', 'Groentenhof Meetjesland', {
      domain: ['vegetables'], geo: 'Benelux', style: 'list',
      intents: [h.hiring(['quality-controller', 'maintenance-technician'], { geo: ['Benelux'] })],
      goal: `Vacatures Eeklo:
- QA medewerker (IFS, HACCP, intake inspection)
- technieker onderhoud, 2-ploegen
Leek packing & prep, 180 staff`,
    }),
    h.attendee('b37', 'Sofie Lannoo', 'Talent Acquisition', 'Polderfrost', {
      domain: ['frozen-vegetables', 'ingredients'], geo: 'Benelux', style: 'marketing',
      intents: [h.hiring(['data-analyst', 'planner'], { geo: ['Benelux'] })],
      goal: `Join Polderfrost! We turn 600,000 tonnes of Flemish vegetables a year into frozen favourites for 90 countries. Growing our S&OP team in Staden: demand planner, data analyst (Power BI / Python).`,
      event_needs: ['demand planner', 'data analyst'],
      event_offers: ['permanent jobs in our S&OP team in Staden'],
    }),
    h.attendee('b38', 'Gerrit Zwanenburg', 'Service Director', 'Zwanenburg Sorting Systems', {
      domain: ['equipment'], geo: 'Benelux', style: 'oblique',
      intents: [h.hiring(['automation-engineer', 'maintenance-technician'], { geo: ['Benelux', 'DACH'] })],
      goal: `Our machines grade onions and potatoes in 40 countries and the people who commission them are booked solid until 2027. PLC and camera commissioning plus field service, about 40% travel.`,
    }),

    // ---- job seekers -----------------------------------------------------------------------
    h.attendee('b39', 'Ionuț Marinescu', 'CE driver, 12 yrs international reefer, ADR', '', {
      domain: ['road-transport'], geo: 'CEE', style: 'empty',
      intents: [h.jobSeeking(['reefer-driver'], { geo: ['Benelux'], seniority: 'senior' })],
      goal: `open to work`,
      email: 'ionut.marinescu@mailbox.example',
    }),
    h.attendee('b40', 'Kevin Vanderstraeten', 'Planner', 'Transport Geerts', {
      domain: ['road-transport'], geo: 'Benelux', style: 'typo',
      intents: [h.jobSeeking(['planner'], { geo: ['Benelux'], seniority: 'mid' })],
      goal: `5 yrs planing at a frigo haulier (Transics, Winsped), NL/FR/EN. Searching a new chalenge in the Antwerp region, day shifts prefered.`,
    }),
    h.attendee('b41', 'Koen Dierickx', 'Koeltechnicus', 'Freelance', {
      domain: ['refrigeration'], geo: 'Benelux', style: 'terse',
      intents: [h.jobSeeking(['refrigeration-technician'], { geo: ['Benelux', 'France'], seniority: 'senior' })],
      goal: `NH3/CO2, F-gas cat. I, 15 j. ervaring. Beschikbaar juni. BE of Noord-FR.`,
    }),
    h.attendee('b42', 'Yasmina El Idrissi', '', 'KdG Hogeschool', {
      domain: ['maintenance'], geo: 'Benelux', style: 'question',
      intents: [h.jobSeeking(['maintenance-technician'], { geo: ['Benelux'], seniority: 'junior' })],
      goal: `Is any food factory or cold store around Antwerp taking on a junior technician? Just finished my Elektromechanica degree, internship on the bottling line of a brewery.`,
    }),
    h.attendee('b43', 'Leonor Sampaio', 'QA Officer – BRCGS / IFS, food microbiology', 'Hortofrutícola do Oeste', {
      domain: ['quality'], geo: 'Iberia', style: 'empty',
      intents: [h.jobSeeking(['quality-controller'], { geo: ['Benelux', 'Iberia'] })],
      goal: `-`,
    }),
    h.attendee('b44', 'Ward Verbist', 'Student', 'KU Leuven', {
      domain: ['data'], geo: 'Benelux', style: 'lowercase',
      intents: [h.jobSeeking(['data-analyst'], { geo: ['Benelux'], seniority: 'junior' })],
      goal: `msc bioscience engineering + python, sql, power bi. thesis on shelf-life prediction of strawberries. graduating in june, first job somewhere in the food chain where numbers matter.`,
    }),
    h.attendee('b45', 'Bram Olthof', 'Automatiseringsingenieur PLC/SCADA (Siemens, Rockwell)', 'Olthof Engineering', {
      domain: ['automation'], geo: 'Benelux', style: 'empty',
      intents: [h.jobSeeking(['automation-engineer'], { geo: ['Benelux', 'DACH'], seniority: 'mid' })],
      goal: `zoek nieuwe uitdaging`,
    }),

    // ---- research collaborations -----------------------------------------------------------
    h.attendee('b46', 'Prof. Katrien Wouters', 'Professor, Postharvest Technology', 'Universiteit Leuven – Biosystems', {
      domain: ['postharvest'], geo: 'Benelux', style: 'plain',
      intents: [h.research(['shelf-life'])],
      goal: `Postharvest lab: respiration, ethylene, MAP and dynamic CA. Model-based shelf-life prediction for berries and leafy greens. Industry partners for a Horizon Europe consortium (2027 call).`,
      event_needs: ['industry partners for a shelf-life research consortium'],
      event_offers: ['postharvest physiology lab', 'shelf-life prediction models'],
    }),
    h.attendee('b47', 'Signe Aaltonen', 'R&D', 'Pohjola Berry Ingredients Oy', {
      domain: ['ingredients'], geo: 'Nordics', style: 'oblique',
      intents: [h.research(['shelf-life'])],
      goal: `Our bilberry purées lose colour weeks before the date on the drum says they should, and we don't fully know why. We'd put our pilot plant and a year of batch data into a joint study.`,
    }),
    h.attendee('b48', 'Dr. Hannes Grauwels', 'Lab Manager', 'Scheldelab Food Testing', {
      domain: ['food-safety'], geo: 'Benelux', style: 'marketing',
      intents: [h.research(['shelf-life'])],
      goal: `Scheldelab – ISO 17025 accredited microbiology and challenge testing for the fresh chain. Listeria, spoilage organisms, accelerated storage trials. Science that keeps your product on the shelf.`,
    }),
    h.attendee('b49', 'Dr. Ulrike Hasenfuß', 'Gruppenleiterin Verpackung', 'Institut für Lebensmittelverfahren Freising', {
      domain: ['packaging'], geo: 'DACH', style: 'list',
      intents: [h.research(['compostable-packaging'])],
      goal: `- barrier coatings on paper and PLA
- oxygen / water-vapour transmission, migration testing
- home-compostability trials
- looking for converters + users for a joint project`,
    }),
    h.attendee('b50', 'Jonas Ekström', 'Innovation', 'Norrskog Fibre Solutions', {
      domain: ['packaging'], geo: 'Nordics', style: 'terse',
      intents: [h.research(['compostable-packaging'])],
      goal: `Moulded pulp, wood fibre. Barrier without PFAS. Co-development.`,
    }),
    h.attendee('b51', 'Harriet Ashdown', 'Packaging Technologist', 'Gallant & Hobbs Food Stores', {
      domain: ['retail', 'packaging'], geo: 'UK', style: 'negation',
      intents: [h.research(['compostable-packaging'])],
      goal: `Not here to buy packaging. We've committed to removing plastic punnets from berries by 2028 and the fibre options we've trialled so far can't stand up to a 7-day chill chain. Would fund trial work with anyone studying that properly.`,
    }),

    // ---- public funding and applicants -----------------------------------------------------
    h.attendee('b52', 'Elke Vandenbussche', 'Programme Manager Agrofood', 'Vlaams Innovatiefonds Agro', {
      domain: ['public-funding'], geo: 'Benelux', style: 'plain',
      intents: [h.givesGrants(['food-tech', 'food-waste'], { orgtype: ['sme', 'nonprofit'], geo: ['Benelux'] })],
      goal: `Regional innovation grants for Flemish agrofood: development projects up to €500k at 25–45%, feasibility studies up to €50k. SMEs and non-profits. Open call closes 30 June 2026.`,
    }),
    h.attendee('b53', 'Dr. Ana Marković', 'Head of Calls', 'EU FreshChain Innovation Partnership', {
      domain: ['public-funding'], geo: 'EU', style: 'marketing',
      intents: [h.givesGrants(['food-tech', 'decarbonisation'], { geo: ['EU'] })],
      goal: `FreshChain Accelerate 2026: €14M for innovations that make Europe's fresh supply chain smarter and lower-carbon. Single-company and consortium tracks, up to 70% funding.`,
      event_needs: ['applicants for the 2026 food-tech and low-carbon cold chain calls'],
      event_offers: ['grants up to 70% for food-tech and decarbonisation projects in the EU'],
    }),
    h.attendee('b54', 'Marguerite Tissandier', 'Déléguée générale', 'Fondation Terre & Table', {
      domain: ['philanthropy'], geo: 'France', style: 'oblique',
      intents: [h.givesGrants(['food-waste', 'decarbonisation'], { orgtype: ['nonprofit', 'sme'] })],
      goal: `A third of what leaves the field never reaches a plate, and a lot of what does travels in diesel reefers. Our board sets aside €2M a year for projects that change either of those facts.`,
    }),
    h.attendee('b55', 'Tim Huysmans', 'Founder', 'Peelworks', {
      domain: ['ingredients', 'upcycling'], geo: 'Benelux', style: 'list',
      intents: [h.wantsGrant(['food-tech'], { orgtype: 'sme', geo: ['Benelux'] })],
      goal: `Peelworks (8 FTE, Gent)
- fibre & pectin from citrus and apple pomace
- pilot line 200 kg/h
- scale-up budget €1.2M, co-financing sought`,
    }),
    h.attendee('b56', 'Eirik Solvang', 'Daglig leder', 'Kjølmotor AS', {
      domain: ['transport-refrigeration'], geo: 'Nordics', style: 'notwant',
      intents: [h.wantsGrant(['decarbonisation'], { orgtype: 'sme', geo: ['Nordics'] })],
      goal: `Not after equity, and not after customers today. Battery-electric reefer unit, first 12 in service in Norway. The certification and the next 50 units need non-dilutive money.`,
    }),
    h.attendee('b57', 'Odile Carpentier', 'Coordinatrice', 'Réseau Glanage Hauts-de-France', {
      domain: ['food-redistribution'], geo: 'France', style: 'rambling',
      intents: [h.wantsGrant(['food-waste'], { orgtype: 'nonprofit', geo: ['France'] })],
      goal: `We started with two volunteers and a borrowed van collecting unsold leeks from the Saturday market in Arras, which still makes me smile. Now we're 40 volunteers and take about 600 tonnes a year from growers and wholesalers to food banks across the region. The van broke down again last week. A refrigerated truck and a small chilled depot would double what we save, and we simply don't have the money for it.`,
    }),

    // ---- trade press and press seeker -----------------------------------------------------
    h.attendee('b58', 'Rosalind Mercer', 'European Editor', 'FreshLine Weekly', {
      domain: ['media'], geo: 'UK', style: 'oblique',
      intents: [h.covers(['fresh-produce', 'logistics'], { geo: ['Europe'] })],
      goal: `Every Thursday 22,000 produce traders read what we found out that week. Walking the halls for the March issue with a notebook and a photographer.`,
    }),
    h.attendee('b59', 'Jelle Timmermans', 'Redacteur, Koudeketen & Verpakking Magazine', 'Vakpers Koudeketen', {
      domain: ['media'], geo: 'Benelux', style: 'empty',
      intents: [h.covers(['logistics', 'packaging'], { geo: ['Benelux', 'UK'] })],
      goal: `-`,
    }),
    h.attendee('b60', 'Charlotte Peeters', 'Communications Manager', 'Antwerp Fresh Port Gateway', {
      domain: ['port-logistics'], geo: 'Benelux', style: 'plain',
      intents: [h.wantsPress(['logistics'], { geo: ['Benelux'] })],
      goal: `New rail reefer shuttle Antwerp–Milan, 3x weekly from April. Launch announced at the fair. Media contacts welcome.`,
    }),

    // ---- mentors and mentees -------------------------------------------------------------
    h.attendee('b61', 'Geert Lievens', 'Advisor', '', {
      domain: ['fresh-produce'], geo: 'Benelux', style: 'plain',
      intents: [h.mentors(['export', 'scaling'])],
      goal: `Ex-MD of a Belgian fruit exporter (€180M, 30 countries). Board roles. Available to coach founders and family firms on export markets and growth.`,
      email: 'geert.lievens@lievensadvies.example',
    }),
    h.attendee('b62', 'Margit Österholm', 'Chair', 'Österholm Advisory', {
      domain: ['food-industry'], geo: 'Nordics', style: 'oblique',
      intents: [h.mentors(['scaling', 'leadership'])],
      goal: `I took a family dairy from 40 to 900 people and made most of the mistakes on the way. These days I spend Fridays with younger owners who are where I was.`,
    }),
    h.attendee('b63', 'Alessandro Ferraris', 'Partner', 'Ferraris & Soci', {
      domain: ['food-industry'], geo: 'Italy', style: 'negation',
      intents: [h.mentors(['export', 'leadership'])],
      goal: `Not selling consulting days. Thirty years taking Piedmont fruit and nuts to Germany and the Gulf; I enjoy handing that on to whoever runs the next generation of a grower business.`,
    }),
    h.attendee('b64', 'Lotte Hermans', 'Founder', 'Groene Doos Maaltijdpakketten', {
      domain: ['meal-kits'], geo: 'Benelux', style: 'plain',
      intents: [h.wantsMentor(['scaling'])],
      goal: `Meal kits with local veg, 3 years, 4,000 boxes/week. Need a mentor who has grown a food business past the first 50 staff.`,
    }),
    h.attendee('b65', 'Dragan Petrović', 'Owner', 'Petrović Berries d.o.o.', {
      domain: ['soft-fruit'], geo: 'CEE', style: 'oblique',
      intents: [h.wantsMentor(['export'])],
      goal: `Our raspberries have only ever gone to one freezer in Arilje, and the price is whatever they say that year. I'd like an hour now and then with someone who has sold fresh fruit into Western European retail.`,
    }),
  ];
  return { event, people };
}

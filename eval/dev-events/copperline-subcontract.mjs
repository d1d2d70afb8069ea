// Copperline Subcontracting Days, Lyon 2026: the open networking day of a subcontracting trade fair
// (machining, sheet metal, welding, surface treatment, plastics, electronics, maintenance, logistics).
export function build(h) {
  const event = {
    event_id: 'copperline-subcontract-2026',
    title: 'Copperline Subcontracting Days 2026: Open Networking Day',
    description:
      'The networking day of the Copperline industrial subcontracting fair in Lyon: machining, sheet metal, welding, surface treatment, plastics injection, electronics assembly, industrial maintenance, transport and warehousing, with visitors from nearby food and cosmetics plants.',
    start_date: '2026-03-11',
    end_date: '2026-03-11',
    timezone: 'Europe/Paris',
    two_sided: false,
    context: {
      event_details:
        'Hall 4, Eurexpo Lyon, 9:00 to 18:00. 20-minute meetings at numbered tables, booked through the app; a lunch buffet in the mezzanine and a closing drink on the stand of the regional cluster.',
      objectives:
        'Put buyers in front of subcontractors, plants in front of technology suppliers, employers in front of candidates, and researchers, funders, press and experienced managers in front of the people who need them.',
      welcome_instructions:
        'Fill in your registration form with what your company does and what you came for. Badges at the north entrance from 8:30; meeting requests open one week before the fair.',
    },
  };

  const people = [
    // ---- buyers of parts and physical services --------------------------------------------
    h.attendee('b01', 'Sylvie Charvet', 'Directrice Achats', 'Robinetterie Charvet-Rhône', {
      domain: ['fluid-control'], geo: 'France', style: 'oblique',
      intents: [h.buying(['machining', 'surface-treatment'], { geo: ['France'], volume: ['mid'] })],
      goal: `Valve bodies and bonnets in 316L and duplex, to our drawings, 200 to 500 a year per reference. Our turner in the Loire retires in June and nobody is taking over his shop. After that the parts go for passivation, today at a third address.`,
    }),
    h.attendee('b02', 'Matthias Oberholzer', 'Einkaufsleiter', 'Kessler Verpackungsmaschinen AG', {
      domain: ['machine-building'], geo: 'DACH', style: 'nonnative',
      intents: [h.buying(['machining'], { geo: ['DACH', 'France'], volume: ['small-batch'] })],
      goal: `We build packaging machines, every machine is other. Prismatic parts aluminium and steel, lots 1 to 20 pieces, from drawing. Today mostly from Swabia but lead time is now 12 weeks, too long for us. France is ok if quality is good.`,
    }),
    h.attendee('b03', 'Joris Vandenbroucke', 'Purchasing', 'Klimaatbouw NV', {
      domain: ['hvac'], geo: 'Benelux', style: 'list',
      intents: [h.buying(['sheet-metal'], { geo: ['Benelux', 'France'], volume: ['high-volume'] })],
      goal: `- casings and side panels for air handling units
- galva and aluzinc, 1 to 2 mm
- approx. 8,000 sets/yr
- punched, folded, PEM inserts
- delivery Ghent or Lille`,
    }),
    h.attendee('b04', 'Étienne Morvan', 'Responsable Achats', 'Morvan Agri Équipements', {
      domain: ['agricultural-machinery'], geo: 'France', style: 'plain',
      intents: [
        h.buying(['welded-assemblies'], { geo: ['France'], volume: ['mid'] }),
        h.hiring(['welder'], { geo: ['France'] }),
      ],
      goal: `Chassis and booms for trailed sprayers. S355, welded, shot-blasted, ready for paint. 40 to 60 per month. Bourg-en-Bresse. Two welders to recruit for our own line too.`,
      event_needs: ['welded steel chassis and frames in series (40-60/month)', 'welders for our assembly line'],
      event_offers: ['recurring fabrication orders', 'permanent welding jobs in Bourg-en-Bresse'],
    }),
    h.attendee('b05', 'Chiara Bellandi', 'Responsabile Acquisti', 'Sedile Metallo Srl', {
      domain: ['furniture'], geo: 'Italy', style: 'question',
      intents: [h.buying(['surface-treatment'], { geo: ['Italy', 'France'], volume: ['high-volume'] })],
      goal: `Who does powder coating or cataphoresis on steel tube for big series, north Italy or around Lyon? 15,000 chair frames a month and the RAL colour changes every week.`,
    }),
    h.attendee('b06', 'Margaux Delorme', 'Packaging Manager', 'Laboratoires Sérane', {
      domain: ['cosmetics'], geo: 'France', style: 'rambling',
      intents: [h.buying(['injection-moulding'], { geo: ['France'], volume: ['high-volume'] })],
      goal: `Skincare lab near Annecy, family owned since 1978, most of our ranges are sold in pharmacies. Our caps and jar lids come from Asia and the last two containers were late, so the Christmas sets slipped and marketing is still upset. I would like the closures (PP and PETG, about 2 to 3 million pieces a year) made in France, tools can be transferred. I also help organise the cosmetics cluster breakfast, come by.`,
    }),
    h.attendee('b07', 'Florian Ganter', 'Team Lead', 'Sensaris Messtechnik GmbH', {
      domain: ['electronics'], geo: 'DACH', style: 'terse',
      intents: [h.buying(['pcb-assembly', 'injection-moulding'], { geo: ['DACH'], volume: ['mid'] })],
      goal: `Box build. Boards plus housing. 3-5k/yr. DACH preferred.`,
    }),
    h.attendee('b08', 'Nadine Fauchier', 'Responsable Transport & Entreposage', 'Salaisons Brevard', {
      domain: ['food'], geo: 'France', style: 'empty',
      intents: [h.buying(['contract-warehousing', 'road-freight'], { geo: ['France'] })],
      goal: `-`,
    }),
    h.attendee('b09', 'Ilaria Moretti', 'Logistics', 'Profumi Ardesia', {
      domain: ['cosmetics'], geo: 'Italy', style: 'oblique',
      intents: [h.buying(['road-freight'], { geo: ['Italy', 'France'] })],
      goal: `Every week pallets of fragrance leave Turin for distribution centres in Lyon and Paris, fragile, some lines under ADR because of the alcohol. The carrier who did it gave up the Fréjus route in January.`,
    }),

    // ---- suppliers ---------------------------------------------------------------------------
    h.attendee('s01', 'Thierry Goudard', 'Gérant', 'Goudard Précision', {
      domain: ['machining'], geo: 'France', style: 'list',
      intents: [h.supplying(['machining'], { geo: ['France'], volume: ['small-batch', 'mid'] })],
      goal: `- CNC turning Ø3 to Ø250, bar feeder
- 5-axis milling (DMG Mori)
- steel, stainless, duplex, Ti
- ISO 9001 / EN 9100
- proto to 5,000 pcs
- Saint-Étienne`,
    }),
    h.attendee('s02', 'Paolo Vercellino', 'Sales', 'Officine Vercellino Srl', {
      domain: ['machining', 'welding'], geo: 'Italy', style: 'nonnative',
      intents: [h.supplying(['machining', 'welded-assemblies'], { geo: ['Italy'], volume: ['small-batch', 'mid'] })],
      goal: `We are mechanical workshop near Cuneo, 40 persons. We make milled and turned pieces on customer drawing, also carpentry welded in steel and inox, painting with partner. We search new customers in France, we are 3 hours from Lyon by truck.`,
    }),
    h.attendee('s03', 'Aurélie Blanchon', 'Commerciale', 'Blanchon Industries', {
      domain: ['sheet-metal', 'welding'], geo: 'France', style: 'marketing',
      intents: [h.supplying(['sheet-metal', 'welded-assemblies'], { geo: ['France'], volume: ['mid', 'high-volume'] })],
      goal: `Blanchon Industries, your partner in fine sheet metalwork since 1991! 12 kW fibre laser, press brakes up to 4 m, robotic MIG/TIG cells. From prototype to series, we turn your ideas into reality.`,
    }),
    h.attendee('s04', 'Rui Tavares', 'Director Comercial', 'Metalurgia Tavares Lda', {
      domain: ['sheet-metal', 'surface-treatment'], geo: 'Iberia', style: 'typo',
      intents: [h.supplying(['sheet-metal', 'surface-treatment'], { geo: ['Iberia'] })],
      goal: `Portugese metalworks compnay, laser cuting + bending + hot dip galvanising in house, we export 70% to France and Belgium allready. looking new clients for galvanised parts and cut/bent parts, any quantitys.`,
    }),
    h.attendee('s05', 'Bertrand Quilliot', 'Directeur Commercial', 'Quilliot Traitements de Surface', {
      domain: ['surface-treatment'], geo: 'France', style: 'plain',
      intents: [h.supplying(['surface-treatment'], { geo: ['France'], volume: ['small-batch', 'mid'] })],
      goal: `Anodising (sulphuric, hard), zinc-nickel, electroless nickel, passivation of stainless. Rack and barrel. Villeurbanne. 48 h turnaround. Nadcap in progress.`,
      event_needs: ['new customers for anodising, zinc-nickel and passivation'],
      event_offers: ['anodising', 'zinc-nickel plating', 'electroless nickel', 'passivation of stainless steel'],
    }),
    h.attendee('s06', 'Giorgia Sartori', 'Key Account Manager', 'Plastiform Sartori SpA', {
      domain: ['plastics'], geo: 'Italy', style: 'marketing',
      intents: [
        h.supplying(['injection-moulding'], { geo: ['Italy'], volume: ['mid', 'high-volume'] }),
        h.wantsGrant(['decarbonisation'], { orgtype: ['sme'], geo: ['Italy'] }),
      ],
      goal: `Sartori Plastiform: 60 presses from 50 to 800 t, in-house toolroom, ISO 7 cleanroom, overmoulding and IMD. Trusted by leading brands in beauty, automotive and appliances. Going all-electric on the press fleet and looking for co-funding to get there.`,
    }),
    h.attendee('s08', 'Samuel Ravier', 'Business Developer', 'Elvatec Assemblage', {
      domain: ['electronics'], geo: 'France', style: 'oblique',
      intents: [h.supplying(['pcb-assembly', 'injection-moulding'], { geo: ['France'], volume: ['small-batch', 'mid'] })],
      goal: `From bare board to a boxed, tested product out of one building near Grenoble: SMT, through-hole, conformal coating, and a few small presses of our own for the plastic enclosures. Series of 500 to 20,000.`,
    }),
    h.attendee('s09', 'Corinne Masson', 'Directrice Commerciale', 'Transports Masson & Fils', {
      domain: ['logistics'], geo: 'France', style: 'lowercase',
      intents: [
        h.supplying(['contract-warehousing', 'road-freight'], { geo: ['France'] }),
        h.hiring(['truck-driver'], { geo: ['France'] }),
      ],
      goal: `transport and storage along the rhône valley, 90 trucks incl. reefers, 3 sites 45 000 m2 at saint-priest and chalon, wms linked to your erp. recruiting ce drivers as well.`,
    }),
    h.attendee('s10', 'Dirk Haesaerts', 'Sales Manager', 'Haesaerts Logistics BV', {
      domain: ['logistics'], geo: 'Benelux', style: 'list',
      intents: [h.supplying(['road-freight'], { geo: ['Benelux', 'France'] })],
      goal: `Daily lines Milan - Lyon - Antwerp
* FTL and groupage
* tail-lift, temp control 15-25 °C
* ADR class 3
* own trucks, no subcontracted charters`,
    }),

    // ---- sites offering pilots ---------------------------------------------------------------
    h.attendee('p01', 'Gilles Perrachon', 'PDG', 'Perrachon Usinage', {
      domain: ['machining'], geo: 'France', style: 'rambling',
      intents: [
        h.offeringPilot(['predictive-maintenance'], { geo: ['France'] }),
        h.wantsMentor('succession'),
      ],
      goal: `Three generations here, my grandfather started with two lathes in 1962 and we are 85 now with 30 machining centres. Last year two spindles broke without any warning, six weeks down each time and 40 k€. My son says sensors and data, I am not convinced, but we could let someone test on a few machines. I am also thinking about handing over the company in five years and would like to hear from someone who has done it.`,
    }),
    h.attendee('p02', 'Hélène Grataloup', 'Responsable Méthodes & Énergie', 'Galvano Rhône', {
      domain: ['surface-treatment'], geo: 'France', style: 'oblique',
      intents: [h.offeringPilot(['energy-monitoring', 'predictive-maintenance'], { geo: ['France'] })],
      goal: `Our gas bill for heating the baths tripled since 2022 and we still read the meters by hand once a month. Rectifiers and pumps are twenty years old. The plant is open to a young company that wants to try its kit on real lines.`,
    }),
    h.attendee('p03', 'Marco Fumagalli', 'Quality Manager', 'Stampaggi Fumagalli', {
      domain: ['plastics'], geo: 'Italy', style: 'nonnative',
      intents: [h.offeringPilot(['vision-inspection'], { geo: ['Italy'] })],
      goal: `In our plant 25 presses and the operator check every part with the eyes for short shot and burn marks. We accept to test a camera system on one line, better if free for the first months. Lombardy.`,
    }),
    h.attendee('p04', 'Claire Rivoire', "Directrice d'usine", 'Biscuiterie Rivoire', {
      domain: ['food'], geo: 'France', style: 'negation',
      intents: [h.offeringPilot(['energy-monitoring', 'inventory-tracking'], { geo: ['France'] })],
      goal: `Not here for ingredients or packaging this year. Ovens and compressors run 24/5 without any sub-metering, and in the finished goods store the counts never match the ERP. We can host a trial on site.`,
    }),
    h.attendee('p05', 'Uwe Brandstätter', 'Geschäftsführer', 'Brandstätter Stahlbau GmbH', {
      domain: ['welding'], geo: 'DACH', style: 'terse',
      intents: [h.offeringPilot(['cobot-welding', 'production-scheduling'], { geo: ['DACH'] })],
      goal: `Steel fabrication, 60 people, Vorarlberg. Small series, many references. Planning in Excel. Test site available.`,
    }),
    h.attendee('p06', 'Sophie Van Damme', 'Operations', 'Kanttech BV', {
      domain: ['sheet-metal'], geo: 'Benelux', style: 'plain',
      intents: [
        h.offeringPilot(['production-scheduling', 'cobot-welding'], { geo: ['Benelux'] }),
        h.hiring(['planner'], { geo: ['Benelux'] }),
      ],
      goal: `Sheet metal job shop, 120 employees, Eindhoven. 400 orders a week, schedule rebuilt by hand every morning. Two manual welding stations to automate. Vacancy: production planner.`,
    }),
    h.attendee('p07', 'Karim Benali', 'Responsable Site Logistique (projets inventaire)', 'LogiPôle Saint-Exupéry', {
      domain: ['logistics'], geo: 'France', style: 'empty',
      intents: [h.offeringPilot(['inventory-tracking'], { geo: ['France'] })],
      goal: `tbd`,
    }),
    h.attendee('p08', 'Anne-Laure Pichon', 'Responsable Qualité', 'Cosmétiques Ébène', {
      domain: ['cosmetics'], geo: 'France', style: 'question',
      intents: [h.offeringPilot(['vision-inspection'], { geo: ['France'] })],
      goal: `Is anyone checking labels, fill level and cap position with cameras on cosmetics lines? 14 filling lines at Villefranche, one of them can be made available for a trial.`,
    }),

    // ---- vendors and startups seeking pilots --------------------------------------------------
    h.attendee('v01', 'Théo Lansard', 'CEO', 'Optimetric', {
      domain: ['industrial-software'], geo: 'France', style: 'marketing',
      intents: [h.seekingPilot(['vision-inspection'], { geo: ['France'] })],
      goal: `Optimetric brings zero-defect quality to every production line. AI defect detection trained in 2 hours from 50 images. Plug and play, no data scientist required. Made in Lyon.`,
    }),
    h.attendee('v02', 'Lena Hofbauer', 'Founder', 'Zählwerk Vision GmbH', {
      domain: ['industrial-software'], geo: 'DACH', style: 'list',
      intents: [h.seekingPilot(['vision-inspection', 'inventory-tracking'], { geo: ['DACH', 'France', 'Italy'] })],
      goal: `- camera counting of pallets, cartons and parts
- surface defect detection on moulded and machined parts
- edge device, no cloud
- live at 3 sites in Austria
- next: first sites in France / Italy`,
    }),
    h.attendee('v03', 'Hugo Marchetti', 'Co-founder', 'Vibrasense', {
      domain: ['industrial-software', 'maintenance'], geo: 'France', style: 'oblique',
      intents: [h.seekingPilot(['predictive-maintenance'], { geo: ['France'] })],
      goal: `We stick a matchbox-sized sensor on a spindle or a pump and tell you three weeks before it dies. Two or three plants that let us do it for a season would change our year.`,
    }),
    h.attendee('v04', 'Alessandro Ricci', 'CTO', 'Enerlytica Srl', {
      domain: ['industrial-software', 'energy'], geo: 'Italy', style: 'typo',
      intents: [
        h.seekingPilot(['predictive-maintenance', 'energy-monitoring'], { geo: ['Italy', 'France'] }),
        h.hiring(['data'], { seniority: 'junior', geo: ['France'] }),
      ],
      goal: `Clamp-on curent sensors + analitics, energy per machine and early warnign on motor failures. Searching industrial sites for a test in France or Italy. Also we hire a junior data scientst for the Lyon office.`,
    }),
    h.attendee('v05', 'Pieter Claessens', 'Account Director', 'WattWise Industrial', {
      domain: ['industrial-software', 'energy'], geo: 'Benelux', style: 'marketing',
      intents: [h.seekingPilot(['energy-monitoring'], { geo: ['Benelux', 'France'] })],
      goal: `WattWise, the energy management platform built for industrial SMEs. ISO 50001 ready. Average savings of 12% in year one. 300+ sites connected across Benelux, now coming to France.`,
      event_needs: ['first French industrial sites for a pilot of our energy platform'],
      event_offers: ['energy management software', 'sub-metering hardware', 'ISO 50001 support'],
    }),
    h.attendee('v06', 'Baptiste Roux', 'Fondateur', 'Soudobot', {
      domain: ['welding', 'robotics'], geo: 'France', style: 'lowercase',
      intents: [
        h.seekingPilot(['cobot-welding'], { geo: ['France', 'DACH', 'Benelux'] }),
        h.wantsPress(['subcontracting'], { geo: ['France'] }),
      ],
      goal: `we put a cobot next to the welder in small shops, taught by hand, no programming. looking for 2 workshops to run 3 months with us. and honestly we'd love someone from the trade press to come and see it.`,
    }),
    h.attendee('v07', 'Stefan Ammann', 'Sales Engineer, Cobot Welding Cells', 'Ammann Robotik AG', {
      domain: ['welding', 'robotics'], geo: 'DACH', style: 'empty',
      intents: [h.seekingPilot(['cobot-welding'], { geo: ['DACH', 'Benelux'] })],
      goal: `-`,
    }),
    h.attendee('v08', 'Nathalie Ferry', 'Directrice Produit', 'Ordonnia', {
      domain: ['industrial-software'], geo: 'France', style: 'notwant',
      intents: [h.seekingPilot(['production-scheduling'], { geo: ['France', 'Benelux', 'DACH'] })],
      goal: `Finite-capacity scheduling for job shops, connects to most ERPs. We don't want another six-month IT project with a large group. A workshop of 50 to 300 people that tries it on its real orders for 8 weeks, yes.`,
    }),

    h.attendee('v09', 'Maëlle Kerjean', 'Co-founder', 'Invendrone', {
      domain: ['industrial-software', 'robotics'], geo: 'France', style: 'question',
      intents: [h.seekingPilot(['inventory-tracking'], { geo: ['France'] })],
      goal: `Which warehouse or plant store would let a small drone fly its racks at night? It reads barcodes and labels up to 12 m and reconciles them with the WMS before the morning shift.`,
    }),

    // ---- employers hiring ---------------------------------------------------------------------
    h.attendee('h01', 'Jean-Marc Dufaud', 'DRH', 'Mécanique de Précision Dufaud', {
      domain: ['machining'], geo: 'France', style: 'list',
      intents: [h.hiring(['cnc-machinist', 'maintenance-technician'], { geo: ['France'] })],
      goal: `- 3 régleurs CN (Fanuc / Heidenhain)
- 1 technicien de maintenance électromécanique
- 2x8, CDI
- Rive-de-Gier`,
    }),
    h.attendee('h02', 'Isabelle Mangin', 'Manager', 'Chaudronnerie Mangin', {
      domain: ['welding'], geo: 'France', style: 'oblique',
      intents: [h.hiring(['welder', 'cnc-machinist'], { geo: ['France'] })],
      goal: `Two TIG stations and the CNC lathe have had nobody on them since March. Permanent contracts in Vienne (38); we train people on our pressure vessels.`,
    }),
    h.attendee('h03', 'Rachid Ouali', 'Exploitation', 'Transports Ouali', {
      domain: ['logistics'], geo: 'France', style: 'plain',
      intents: [h.hiring(['truck-driver', 'planner'], { geo: ['France'] })],
      goal: `Regional haulage, 45 tractor units, Corbas. Openings: CE drivers on day runs, home every night; one dispatcher.`,
      event_needs: ['HGV / CE drivers', 'a transport dispatcher'],
      event_offers: ['permanent driving jobs in Corbas', 'a dispatcher position'],
    }),
    h.attendee('h04', 'Véronique Tissot', 'Responsable RH', 'Fruitière du Haut-Jura', {
      domain: ['food'], geo: 'France', style: 'oblique',
      intents: [h.hiring(['maintenance-technician', 'quality'], { geo: ['France'] })],
      goal: `Our dairy in the Jura runs three shifts, and since October nobody on the night shift can fix a filler. The QA lab is one person short before the IFS audit.`,
    }),
    h.attendee('h05', 'Wouter Peeters', 'Director', 'Circuitas NV', {
      domain: ['electronics'], geo: 'Benelux', style: 'oblique',
      intents: [h.hiring(['quality', 'data'], { geo: ['Benelux'] })],
      goal: `IPC-A-610 is our daily bread and our AOI and ICT machines produce more data than anybody reads. Two seats free in Leuven, one of them hybrid.`,
    }),

    // ---- job seekers --------------------------------------------------------------------------
    h.attendee('j01', 'Kévin Pradier', 'Régleur-programmeur CN (tournage / fraisage)', 'Kévin Pradier', {
      domain: ['machining'], geo: 'France', style: 'empty',
      intents: [h.jobSeeking(['cnc-machinist'], { geo: ['France'] })],
      goal: `open to work`,
    }),
    h.attendee('j02', 'Mickaël Dorier', 'Soudeur TIG/MIG qualifié EN ISO 9606-1', 'Mickaël Dorier', {
      domain: ['welding'], geo: 'France', style: 'empty',
      intents: [h.jobSeeking(['welder'], { geo: ['France'] })],
      goal: `cherche poste`,
    }),
    h.attendee('j03', 'Lucas Ferrand', 'Technicien', 'Lucas Ferrand', {
      domain: ['maintenance'], geo: 'France', style: 'oblique',
      intents: [h.jobSeeking(['maintenance-technician'], { geo: ['France'] })],
      goal: `Ten years keeping presses, compressors and conveyors running on night shifts at a tyre plant that closes in May. Electrical clearance BR/B2V, hydraulics, some PLC. Lyon to Saint-Étienne.`,
    }),
    h.attendee('j04', 'Amandine Coste', 'Quality', 'Amandine Coste', {
      domain: ['quality'], geo: 'France', style: 'plain',
      intents: [h.jobSeeking(['quality'], { geo: ['France'] })],
      goal: `QA/QC, 6 yrs food then automotive. IFS, IATF 16949, 8D, internal auditor. Available April. Lyon / Isère.`,
      event_needs: ['a quality engineer or quality technician job'],
      event_offers: ['quality assurance experience (IFS, IATF 16949)'],
    }),
    h.attendee('j05', 'Sébastien Leroux', '', 'Sébastien Leroux', {
      domain: ['logistics'], geo: 'France', style: 'rambling',
      intents: [h.jobSeeking(['planner'], { geo: ['France'] })],
      goal: `Eight years at a carrier in Mâcon organising the trucks: who goes where, which client gets the late slot, what to do when a driver calls in sick at 4 am. The company was bought and the office moved to Paris. I am not moving, the kids are at school here. I know two TMS packages and I am good on the phone. Anything in planning or dispatch around Lyon.`,
    }),
    h.attendee('j06', 'Nuno Carvalho', 'Motorista CE', 'Nuno Carvalho', {
      domain: ['logistics'], geo: 'France', style: 'nonnative',
      intents: [h.jobSeeking(['truck-driver'], { geo: ['France'] })],
      goal: `I am driver CE since 15 years, international Portugal to France, ADR and FIMO ok. Now I live in Lyon region and I want stay here, no more long weeks on the road.`,
    }),
    h.attendee('j07', 'Femke de Wit', 'Graduate', 'Femke de Wit', {
      domain: ['data'], geo: 'Benelux', style: 'terse',
      intents: [h.jobSeeking(['data'], { seniority: 'junior', geo: ['Benelux'] })],
      goal: `MSc Data Science, KU Leuven. SQL, Python, Power BI. Internship at a steel plant. Junior role.`,
    }),

    // ---- research collaborations ---------------------------------------------------------------
    h.attendee('r01', 'Dr. Camille Besset', 'Maître de conférences', 'Université Lyon-Confluence', {
      domain: ['research', 'surface-treatment'], geo: 'France', style: 'plain',
      intents: [h.research('chrome-replacement')],
      goal: `Electrochemistry lab. Trivalent and Cr(VI)-free conversion coatings on aluminium, salt spray and EIS. Industrial partner for a CIFRE PhD from September 2026.`,
    }),
    h.attendee('r02', 'Roberto Lanza', 'R&D Manager', 'Galvanotecnica Lanza', {
      domain: ['surface-treatment'], geo: 'Italy', style: 'oblique',
      intents: [h.research('chrome-replacement')],
      goal: `The REACH sunset for chromic acid will hit our hard chrome line. We have test panels, a pilot line and customers ready to qualify an alternative, but no laboratory behind us.`,
    }),
    h.attendee('r03', 'Olivier Chaput', 'Chef de projet', 'Centre Technique des Matériaux Rhône-Alpes', {
      domain: ['research'], geo: 'France', style: 'list',
      intents: [h.research('chrome-replacement', ['chrome-replacement', 'recycled-polymers'])],
      goal: `- corrosion and coatings lab (salt spray, EIS, adhesion)
- polymer processing hall, 2 injection presses, recyclate characterisation
- collaborative projects, PhD co-supervision`,
    }),
    h.attendee('r04', 'Dr. Inês Albuquerque', 'Investigadora', 'Universidade do Vale do Ave', {
      domain: ['research', 'plastics'], geo: 'Iberia', style: 'nonnative',
      intents: [h.research('recycled-polymers')],
      goal: `Our group work on mechanically recycled PP and PE, the problem of odour and colour and the properties after several cycles. We look companies for a joint project, Horizon Europe or bilateral.`,
    }),
    h.attendee('r05', 'Julie Marchand', 'Packaging Development', 'Maison Corvelle', {
      domain: ['cosmetics'], geo: 'France', style: 'question',
      intents: [h.research('recycled-polymers')],
      goal: `Has anyone got post-consumer PP through odour and stress-cracking tests for cosmetic jars? We would run the study together with a lab or technical centre.`,
    }),

    // ---- public funding and applicants ----------------------------------------------------------
    h.attendee('g01', 'Frédérique Sauzet', "Chargée d'affaires", 'ARIA Développement', {
      domain: ['public-funding'], geo: 'France', style: 'marketing',
      intents: [h.givesGrants(['decarbonisation', 'digitalisation'], { orgtype: ['sme'], geo: ['France'] })],
      goal: `ARIA Développement backs the region's industrial SMEs with grants and repayable advances for digital and low-carbon investment. Up to €200k, decision in 8 weeks.`,
    }),
    h.attendee('g02', 'Dr. Kristina Weber', 'Programme Officer', 'AlpTrans Industry Programme', {
      domain: ['public-funding'], geo: 'EU', style: 'plain',
      intents: [h.givesGrants(['decarbonisation', 'digitalisation'], { orgtype: ['sme', 'research', 'academic'], geo: ['EU'] })],
      goal: `Transnational calls for SMEs and research organisations: digital and energy transition of manufacturing. Next call opens May 2026. 70% co-funding.`,
      event_needs: ['applicants for the May 2026 call'],
      event_offers: ['co-funding for digital and energy transition projects'],
    }),
    h.attendee('g03', 'Bernard Lachenal', 'Délégué général (appels à projets décarbonation industrielle)', 'Fondation Saint-Clair', {
      domain: ['public-funding'], geo: 'France', style: 'empty',
      intents: [h.givesGrants(['decarbonisation'], { orgtype: ['research', 'academic', 'nonprofit'], geo: ['France'] })],
      goal: `-`,
    }),
    h.attendee('a01', 'Yannick Berthollet', 'Owner', 'Anodisation Berthollet', {
      domain: ['surface-treatment'], geo: 'France', style: 'oblique',
      intents: [h.wantsGrant(['decarbonisation'], { orgtype: ['sme'], geo: ['France'] })],
      goal: `Our anodising tanks are heated with gas and the rinse water goes down the drain still warm. The quote for a heat pump and a recovery loop is 380 k€, too much to carry alone this year.`,
    }),
    h.attendee('a02', 'Damien Varenne', 'MD', 'Varenne Mécanique', {
      domain: ['machining'], geo: 'France', style: 'lowercase',
      intents: [
        h.wantsGrant(['digitalisation'], { orgtype: ['sme'], geo: ['France'] }),
        h.wantsMentor('lean'),
      ],
      goal: `40-person machine shop near roanne, still paper travellers on the floor. plan is mes + a tablet at every machine, but not without co-financing. also someone who has done lean in a job shop, to talk to.`,
    }),
    h.attendee('a03', 'Dr. Pauline Ancel', 'Directrice de recherche', 'Institut Procédés Bas Carbone', {
      domain: ['research'], geo: 'France', style: 'plain',
      intents: [h.wantsGrant(['decarbonisation'], { orgtype: ['research'], geo: ['France'] })],
      goal: `Low-temperature curing of powder coatings, lab to pilot scale. Consortium in place, co-funding missing for 2026-2028.`,
    }),

    // ---- press ------------------------------------------------------------------------------------
    h.attendee('x01', 'Laurent Giraudet', 'Rédacteur en chef', 'Copeaux & Tôles', {
      domain: ['media'], geo: 'France', style: 'terse',
      intents: [h.covers(['metalworking', 'subcontracting'], { geo: ['France'] })],
      goal: `Trade monthly. Machining, metalwork, shop floor. Tip-offs welcome.`,
    }),
    h.attendee('x02', 'Annelies Vermeulen', 'Journalist', 'Maakindustrie Vandaag', {
      domain: ['media'], geo: 'Benelux', style: 'rambling',
      intents: [h.covers(['subcontracting', 'logistics'], { geo: ['Benelux', 'France'] })],
      goal: `I write on manufacturing and logistics for a Flemish weekly and its podcast. Last year it was mostly reshoring, who brings production back from Asia and which subcontractors win it, and I drove around a lot of industrial estates. Companies with real numbers are more interesting to me than product launches. First time in Lyon, the trains were a nightmare.`,
    }),
    h.attendee('x03', 'Céline Arnaud', 'Communication', 'Usinage Arnaud & Cie', {
      domain: ['machining'], geo: 'France', style: 'notwant',
      intents: [h.wantsPress(['subcontracting'], { geo: ['France'] })],
      goal: `No suppliers or software vendors, please. We started the first lights-out machining cell in the region, it runs unmanned all weekend, and we would like the trade magazines to write about it.`,
    }),

    // ---- mentors and mentees ------------------------------------------------------------------------
    h.attendee('m01', 'Jacques Monteil', 'Retired plant director', 'Jacques Monteil', {
      domain: ['manufacturing'], geo: 'France', style: 'plain',
      intents: [h.mentors(['lean', 'operations'])],
      goal: `30 years running plants, automotive then aerospace tier 2. Lean, shop floor, operations. Free coaching for SME managers.`,
    }),
    h.attendee('m02', 'Ulrike Steinmann', '', 'Steinmann Advisory', {
      domain: ['consulting'], geo: 'DACH', style: 'marketing',
      intents: [h.mentors(['export', 'lean'])],
      goal: `Steinmann Advisory: helping suppliers grow beyond their borders. Export strategy, DACH market entry, lean transformation. 25 years of hands-on experience.`,
    }),
    h.attendee('m03', 'Henri Bouvard', 'Ancien dirigeant', 'Henri Bouvard', {
      domain: ['manufacturing'], geo: 'France', style: 'oblique',
      intents: [h.mentors(['succession', 'export'])],
      goal: `Sold my family's stamping company to its employees in 2019 after thirty years at the head of it; before that I opened our Italian and German customers myself. I give my time to owners going through the same.`,
    }),
    h.attendee('e01', 'Marion Peyraud', 'Responsable de production', 'Tôlerie Peyraud-Giers', {
      domain: ['sheet-metal'], geo: 'France', style: 'negation',
      intents: [h.wantsMentor('lean')],
      goal: `Not after consultants or software. Production manager for six months in a 70-person sheet metal shop; I'd like an experienced person to talk to once a month about flow, WIP and 5S.`,
    }),
    h.attendee('e02', 'Tommaso Gallo', 'Owner', 'Gallo Minuterie Srl', {
      domain: ['machining'], geo: 'Italy', style: 'typo',
      intents: [h.wantsMentor('export')],
      goal: `small turned parts company (28 ppl), 90% of sales in Italy. would like somone with experiance to advise how we start selling in France and Germany, never did any export befor.`,
    }),
  ];
  return { event, people };
}

/**
 * The people-search relevance set: a roster of invented attendees of one event and queries an
 * organiser might type, each with the people that should come back. Written for search only
 * (not drawn from the matching set or from any word list of the code). `kind` says what the
 * query exercises: `lexical` (names, companies, exact words), `paraphrase` (the words differ
 * from the profile's) and `need` (a need in plain language, answered by someone's offer).
 */
import type { AttendeeInput } from '../../src/matching/index.ts';

type Row = Pick<AttendeeInput, 'attendee_id' | 'display_name' | 'title' | 'company' | 'side' | 'event_goal' | 'event_needs' | 'event_offers'>;

export const ROSTER: Row[] = [
  { attendee_id: 'p01', display_name: 'Ingrid Solberg', title: 'General Partner', company: 'Fjordline Capital', side: 'investor', event_goal: 'We write first cheques into climate hardware: batteries, grid storage and materials recovery.' },
  { attendee_id: 'p02', display_name: 'Tomasz Wrona', title: 'CEO', company: 'CellCycle', side: 'founder', event_goal: 'Raising a seed round to build a pilot plant that recovers lithium and cobalt from spent EV batteries.' },
  { attendee_id: 'p03', display_name: 'Amara Nwosu', title: 'Operations Lead', company: 'Northbound Haulage Co-operative', side: null, event_goal: 'Our member-owned trucking co-op wants software partners for route planning and shared depots.' },
  { attendee_id: 'p04', display_name: 'Lucas Ferreira', title: 'Intellectual Property Counsel', company: 'Ferreira & Lobo', side: null, event_goal: 'I help deep-tech startups file and defend their patents and trademarks.', event_offers: ['patent filing and IP strategy'] },
  { attendee_id: 'p05', display_name: 'Hannah Brookes', title: 'Principal', company: 'Lighthouse Health Fund', side: 'investor', event_goal: 'Looking for Series A digital health companies with clinical evidence; we lead rounds of 3 to 8 million.' },
  { attendee_id: 'p06', display_name: 'Kenji Arakawa', title: 'CTO', company: 'Seedling Robotics', side: 'founder', event_goal: 'We build harvesting robots for greenhouses and need a hardware engineer with embedded experience.', event_needs: ['embedded firmware engineer'] },
  { attendee_id: 'p07', display_name: 'Sofia Marchetti', title: 'Product Designer', company: 'Freelance', side: null, event_goal: 'Available for UX research and mobile app design engagements with early teams.', event_offers: ['mobile app design', 'user research'] },
  { attendee_id: 'p08', display_name: 'Daniel Osei', title: 'Founder', company: 'LedgerLeaf', side: 'founder', event_goal: 'Accounting automation for small farms; we are looking for our first angel investors.' },
  { attendee_id: 'p09', display_name: 'Maren Koch', title: 'Angel Investor', company: null, side: 'investor', event_goal: 'Former bank CFO, I invest small tickets in fintech and agritech and mentor first-time founders on finance.' },
  { attendee_id: 'p10', display_name: 'Priya Raman', title: 'Talent Partner', company: 'Oakbridge Search', side: null, event_goal: 'I recruit senior engineers and engineering managers for venture-backed startups.', event_offers: ['technical recruiting'] },
  { attendee_id: 'p11', display_name: 'Olu Adebayo', title: 'Head of Sustainability', company: 'Meridian Shipping Lines', side: null, event_goal: 'We want to pilot low-emission fuels and need startups with proven decarbonisation tech for vessels.' },
  { attendee_id: 'p12', display_name: 'Chloé Dubois', title: 'Research Scientist', company: 'Institut des Matériaux', side: null, event_goal: 'I work on solid-state electrolytes and can advise companies on battery chemistry.', event_offers: ['battery chemistry expertise'] },
  { attendee_id: 'p13', display_name: 'Rafael Ortega', title: 'Founder', company: 'Tutorly', side: 'founder', event_goal: 'Online tutoring marketplace for secondary schools; raising a pre-seed round.' },
  { attendee_id: 'p14', display_name: 'Greta Lind', title: 'Partner', company: 'Northern Lights Ventures', side: 'investor', event_goal: 'Seed investor in education technology and future-of-work software across the Nordics.' },
  { attendee_id: 'p15', display_name: 'Yusuf Demir', title: 'Cold Chain Manager', company: 'FreshRoute Logistics', side: null, event_goal: 'Refrigerated warehousing and last-mile delivery for perishable food; open to partnerships with food startups.', event_offers: ['refrigerated storage capacity'] },
  { attendee_id: 'p16', display_name: 'Elena Petrova', title: 'Data Protection Officer', company: 'Privana', side: null, event_goal: 'I advise SaaS companies on GDPR compliance, data processing agreements and privacy audits.', event_offers: ['GDPR compliance reviews'] },
  { attendee_id: 'p17', display_name: 'Marcus Bell', title: 'CEO', company: 'GridNest', side: 'founder', event_goal: 'Home battery and solar management software; we need utility partnerships and a Series A lead.' },
  { attendee_id: 'p18', display_name: 'Aiko Tanaka', title: 'Venture Partner', company: 'Kumo Capital', side: 'investor', event_goal: 'Backing B2B SaaS and developer tools from pre-seed to seed, with go-to-market coaching.' },
  { attendee_id: 'p19', display_name: 'Fatima Zahra Benali', title: 'Growth Marketer', company: 'Loudhouse Studio', side: null, event_goal: 'I run paid acquisition and content campaigns for consumer apps at launch.', event_offers: ['growth marketing for app launches'] },
  { attendee_id: 'p20', display_name: 'Niels van Dijk', title: 'Procurement Director', company: 'Hollandia Foods', side: null, event_goal: 'Sourcing recyclable packaging suppliers and traceability tools for our supply chain.' },
  { attendee_id: 'p21', display_name: 'Grace Mwangi', title: 'Founder', company: 'SunPump Irrigation', side: 'founder', event_goal: 'Solar-powered irrigation pumps for smallholder farmers; seeking impact investors and distribution partners in East Africa.' },
  { attendee_id: 'p22', display_name: 'Oliver Grant', title: 'Impact Fund Manager', company: 'Acacia Impact Partners', side: 'investor', event_goal: 'We finance agriculture and clean energy ventures serving smallholder farmers in Africa.' },
  { attendee_id: 'p23', display_name: 'Beatriz Costa', title: 'Clinical Research Lead', company: 'Hospital São Lucas', side: null, event_goal: 'Our hospital runs clinical validation studies for medical device and digital health startups.', event_offers: ['clinical trial site for validation studies'] },
  { attendee_id: 'p24', display_name: 'Samuel Cohen', title: 'Founder', company: 'SleepWell Labs', side: 'founder', event_goal: 'Wearable for sleep apnea screening; we need a hospital partner to run a clinical study.' },
  { attendee_id: 'p25', display_name: 'Lena Hoffmann', title: 'Corporate Development', company: 'Volta Automotive', side: null, event_goal: 'Scouting suppliers for second-life EV battery packs and recycling partners.' },
  { attendee_id: 'p26', display_name: 'Ahmed Hassan', title: 'Backend Engineer', company: null, side: null, event_goal: 'Senior Go and Kubernetes engineer looking to join an early-stage climate startup.', event_offers: ['backend engineering'] },
  { attendee_id: 'p27', display_name: 'Isabel Navarro', title: 'Tax Advisor', company: 'Navarro Asesores', side: null, event_goal: 'R&D tax credits and grant applications for technology companies in Spain.', event_offers: ['R&D tax credit claims', 'grant writing'] },
  { attendee_id: 'p28', display_name: 'Victor Lemaire', title: 'Founder', company: 'Ferment Foods', side: 'founder', event_goal: 'Precision fermentation for dairy-free cheese; we need food-grade manufacturing capacity.' },
  { attendee_id: 'p29', display_name: 'Nora Lindqvist', title: 'Plant Manager', company: 'Baltic Contract Manufacturing', side: null, event_goal: 'Our food-grade production lines have spare capacity for startups scaling up.', event_offers: ['contract food manufacturing'] },
  { attendee_id: 'p30', display_name: 'Jonas Weber', title: 'Journalist', company: 'TechWire Europe', side: null, event_goal: 'Covering startup funding news; happy to hear pitches for stories.' },
  { attendee_id: 'p31', display_name: 'Mei Lin', title: 'Machine Learning Engineer', company: 'Visionary AI', side: null, event_goal: 'Computer vision for quality inspection in factories; interested in industrial pilots.' },
  { attendee_id: 'p32', display_name: 'Pedro Alves', title: 'Founder', company: 'ReWear', side: 'founder', event_goal: 'Second-hand fashion resale platform; we want introductions to retail brands for take-back programs.' },
  { attendee_id: 'p33', display_name: 'Charlotte Evans', title: 'Head of Innovation', company: 'Albion Retail Group', side: null, event_goal: 'Running circular economy pilots with our stores, including garment take-back and resale.' },
  { attendee_id: 'p34', display_name: 'Tariq Rahman', title: 'Partner', company: 'Crescent Debt Partners', side: 'investor', event_goal: 'Venture debt and equipment financing for hardware companies with revenue.' },
  { attendee_id: 'p35', display_name: 'Zoe Papadopoulos', title: 'Community Manager', company: 'Hive Coworking', side: null, event_goal: 'Desk space and event venue for startups in the city centre at member rates.', event_offers: ['office space and meeting rooms'] },
  { attendee_id: 'p36', display_name: 'William Clarke', title: 'Mentor', company: 'Founders Circle', side: null, event_goal: 'Twice-exited founder coaching CEOs on fundraising, hiring and board management.', event_offers: ['CEO coaching'] },
  { attendee_id: 'p37', display_name: 'Ana Ruiz', title: 'Founder', company: 'Cartera', side: 'founder', event_goal: 'Payments app for freelancers in Latin America; we are hiring a compliance lead and raising seed.' },
  { attendee_id: 'p38', display_name: 'Henrik Nilsson', title: 'Energy Trader', company: 'Nordpool Flex', side: null, event_goal: 'We aggregate home batteries into virtual power plants and look for device makers to integrate.' },
  { attendee_id: 'p39', display_name: 'Laila Haddad', title: 'Translator', company: 'Haddad Language Services', side: null, event_goal: 'Arabic, French and English localisation for apps and websites entering new markets.', event_offers: ['app localisation'] },
  { attendee_id: 'p40', display_name: 'Gabriel Santos', title: 'Founder', company: 'Terrafix', side: 'founder', event_goal: 'Turning construction waste into low-carbon bricks; we need investors for our first factory.' },
];

export interface RelevanceQuery {
  query: string;
  kind: 'lexical' | 'paraphrase' | 'need';
  relevant: string[];
}

/**
 * Written after the fusion settings were chosen on QUERIES and never used to choose anything:
 * the figures on this split show how far the tuning carries.
 */
export const HELD_OUT: RelevanceQuery[] = [
  { kind: 'lexical', query: 'Privana', relevant: ['p16'] },
  { kind: 'lexical', query: 'Nordpool', relevant: ['p38'] },
  { kind: 'lexical', query: 'computer vision', relevant: ['p31'] },
  { kind: 'paraphrase', query: 'lithium recovery', relevant: ['p02'] },
  { kind: 'paraphrase', query: 'language services', relevant: ['p39'] },
  { kind: 'paraphrase', query: 'virtual power plant', relevant: ['p38'] },
  { kind: 'paraphrase', query: 'smallholder agriculture finance', relevant: ['p22'] },
  { kind: 'need', query: 'we need desks for our team downtown', relevant: ['p35'] },
  { kind: 'need', query: 'who could finance our machinery', relevant: ['p34'] },
  { kind: 'need', query: 'looking for a press article about our launch', relevant: ['p30'] },
  { kind: 'need', query: 'someone to run ads for our app launch', relevant: ['p19'] },
  { kind: 'need', query: 'we need advice on battery materials', relevant: ['p12'] },
  { kind: 'need', query: 'who is hiring a compliance lead', relevant: ['p37'] },
];

export const QUERIES: RelevanceQuery[] = [
  { kind: 'lexical', query: 'the person from the logistics co-op', relevant: ['p03'] },
  { kind: 'lexical', query: 'Fjordline', relevant: ['p01'] },
  { kind: 'lexical', query: 'Ingrid Solberg', relevant: ['p01'] },
  { kind: 'lexical', query: 'tomasz', relevant: ['p02'] },
  { kind: 'lexical', query: 'GDPR', relevant: ['p16'] },
  { kind: 'lexical', query: 'venture debt', relevant: ['p34'] },
  { kind: 'lexical', query: 'Kubernetes engineer', relevant: ['p26'] },
  { kind: 'lexical', query: 'precision fermentation', relevant: ['p28'] },
  { kind: 'lexical', query: 'coworking space', relevant: ['p35'] },
  { kind: 'lexical', query: 'irigation pumps', relevant: ['p21'] },
  { kind: 'paraphrase', query: 'patent lawyer', relevant: ['p04'] },
  { kind: 'paraphrase', query: 'privacy regulation expert', relevant: ['p16'] },
  { kind: 'paraphrase', query: 'headhunter for engineers', relevant: ['p10'] },
  { kind: 'paraphrase', query: 'reporter who writes about startups', relevant: ['p30'] },
  { kind: 'paraphrase', query: 'electric vehicle battery recycling', relevant: ['p02', 'p25'] },
  { kind: 'paraphrase', query: 'sleep disorder medical device', relevant: ['p24'] },
  { kind: 'paraphrase', query: 'circular fashion', relevant: ['p32', 'p33'] },
  { kind: 'paraphrase', query: 'shipping decarbonisation', relevant: ['p11'] },
  { kind: 'paraphrase', query: 'edtech investor', relevant: ['p14'] },
  { kind: 'paraphrase', query: 'agricultural robotics', relevant: ['p06'] },
  { kind: 'need', query: 'who could fund a battery recycling startup', relevant: ['p01', 'p34'] },
  { kind: 'need', query: 'someone who can help us file a patent', relevant: ['p04'] },
  { kind: 'need', query: 'we need a hospital to validate our medical device', relevant: ['p23'] },
  { kind: 'need', query: 'looking for refrigerated storage for fresh produce', relevant: ['p15'] },
  { kind: 'need', query: 'who can design our mobile app', relevant: ['p07'] },
  { kind: 'need', query: 'we need a factory to produce our food product', relevant: ['p29'] },
  { kind: 'need', query: 'looking for an experienced founder to coach our CEO', relevant: ['p36'] },
  { kind: 'need', query: 'who could invest in a solar irrigation company in Kenya', relevant: ['p22'] },
  { kind: 'need', query: 'someone to translate our app into Arabic', relevant: ['p39'] },
  { kind: 'need', query: 'who can help us claim research tax credits', relevant: ['p27'] },
  { kind: 'need', query: 'we need help hiring senior engineers', relevant: ['p10'] },
  { kind: 'need', query: 'who could lead our digital health Series A', relevant: ['p05'] },
  { kind: 'need', query: 'who is raising a seed round', relevant: ['p02', 'p13', 'p37'] },
  { kind: 'need', query: 'founders looking for angel investors', relevant: ['p08'] },
];

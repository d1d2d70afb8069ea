/** Qualifier vocabularies: canonical value -> phrases. '*' is a wildcard ("sector agnostic"). */

export const SECTORS: Record<string, string[]> = {
  '*': ['sector agnostic', 'generalist', 'any sector', 'all sectors', 'industry agnostic', 'across sectors'],
  climate: [
    'climate', 'climatetech', 'climate tech', 'cleantech', 'clean tech', 'greentech', 'green tech', 'carbon',
    'decarbonisation', 'decarbonization', 'decarbonising', 'decarbonizing', 'decarbonise', 'decarbonize',
    'industrial decarbonisation', 'decarbonising heavy industry', 'decarbonizing heavy industry', 'sustainability', 'sustainable', 'renewable', 'renewables', 'solar',
    'wind', 'battery', 'batteries', 'energy storage', 'recycling', 'circular', 'circular economy', 'hydrogen',
    'net zero', 'emissions', 'green',
  ],
  energy: ['energy', 'grid', 'power', 'utilities', 'utility', 'oil and gas', 'nuclear', 'ev charging', 'charging'],
  fintech: [
    'fintech', 'payments', 'payment', 'banking', 'neobank', 'lending', 'insurtech', 'insurance', 'wealthtech',
    'financial services', 'finance', 'invoicing', 'regtech', 'credit', 'bank', 'banks',
  ],
  crypto: ['crypto', 'defi', 'blockchain', 'web3', 'tokens', 'bitcoin', 'stablecoin'],
  health: [
    'health', 'healthcare', 'health care', 'healthtech', 'medtech', 'medical', 'digital health', 'clinic', 'clinics', 'clinical',
    'hospital', 'hospitals', 'patients', 'patient', 'wellness', 'mental health', 'diagnostics', 'medicine',
  ],
  biotech: [
    'biotech', 'life sciences', 'life science', 'drug discovery', 'pharma', 'pharmaceutical', 'therapeutics',
    'genomics', 'biology', 'synthetic biology', 'synbio', 'protein',
  ],
  ai: [
    'ai', 'artificial intelligence', 'machine learning', 'ml', 'llm', 'llms', 'genai', 'generative ai',
    'deep learning', 'computer vision', 'nlp', 'agents', 'ai-native', 'data science',
  ],
  saas: [
    'saas', 'b2b software', 'enterprise software', 'devtools', 'developer tools', 'cloud', 'infrastructure',
    'b2b saas', 'software', 'api', 'apis', 'open source',
  ],
  edtech: ['edtech', 'education', 'learning', 'schools', 'school', 'students', 'teachers', 'upskilling', 'training'],
  mobility: ['mobility', 'transport', 'transportation', 'automotive', 'electric vehicles', 'ev', 'evs', 'cars', 'micromobility'],
  logistics: ['logistics', 'supply chain', 'shipping', 'freight', 'warehouse', 'warehousing', 'delivery', 'last mile', 'trucking'],
  food: [
    'food', 'foodtech', 'agritech', 'agtech', 'agriculture', 'farming', 'farmers', 'alt protein', 'alternative protein',
    'plant-based', 'plant based', 'restaurants', 'beverage', 'beverages', 'grocery',
  ],
  proptech: ['proptech', 'real estate', 'construction', 'contech', 'buildings', 'property', 'housing'],
  cyber: ['cybersecurity', 'cyber security', 'security', 'infosec', 'cyber', 'privacy', 'identity'],
  consumer: [
    'consumer', 'd2c', 'dtc', 'direct to consumer', 'ecommerce', 'e-commerce', 'retail tech', 'marketplace',
    'marketplaces', 'brands', 'consumer apps', 'fashion', 'beauty',
  ],
  hardware: [
    'hardware', 'deep tech', 'deeptech', 'robotics', 'robots', 'robot', 'semiconductor', 'semiconductors', 'chips',
    'iot', 'sensors', 'drones', 'manufacturing tech', 'industrial', 'industry 4.0', 'photonics', 'quantum',
  ],
  space: ['space', 'spacetech', 'satellite', 'satellites', 'aerospace'],
  gaming: ['gaming', 'games', 'game', 'esports', 'game studio'],
  hrtech: ['hr tech', 'hrtech', 'future of work', 'recruiting tech', 'workforce', 'payroll'],
  legaltech: ['legaltech', 'legal tech', 'legal'],
  media: ['media', 'content', 'creator economy', 'creators', 'publishing', 'music', 'entertainment', 'adtech', 'marketing tech', 'martech'],
};

/** Sector pairs that are neighbours: partial credit instead of a mismatch. */
export const RELATED_SECTORS: [string, string][] = [
  ['climate', 'energy'], ['climate', 'mobility'], ['climate', 'hardware'], ['climate', 'food'], ['climate', 'proptech'],
  ['health', 'biotech'], ['ai', 'saas'], ['fintech', 'crypto'], ['logistics', 'mobility'], ['hrtech', 'saas'],
  ['legaltech', 'saas'], ['cyber', 'saas'], ['energy', 'hardware'], ['space', 'hardware'], ['consumer', 'media'],
  ['edtech', 'hrtech'], ['health', 'ai'], ['fintech', 'saas'], ['logistics', 'hardware'], ['gaming', 'media'], ['logistics', 'food'],
];

export const STAGES: Record<string, string[]> = {
  preseed: ['pre-seed', 'preseed', 'pre seed', 'idea stage', 'angel round', 'friends and family', 'very early'],
  seed: ['seed', 'seed stage', 'seed round', 'seed-stage', 'early stage', 'early-stage'],
  series_a: ['series a', 'seriesa', 'a round', 'series-a'],
  series_b: ['series b', 'series-b', 'b round'],
  growth: ['series c', 'series d', 'growth', 'growth stage', 'late stage', 'late-stage', 'scale-up', 'scaleup', 'scaleups', 'pre-ipo'],
};
export const STAGE_ORDER = ['preseed', 'seed', 'series_a', 'series_b', 'growth'];

export const GEOGRAPHIES: Record<string, string[]> = {
  '*': ['global', 'worldwide', 'anywhere', 'international', 'geography agnostic', 'any geography', 'globally'],
  europe: ['europe', 'european', 'eu', 'emea'],
  uk: ['uk', 'united kingdom', 'britain', 'british', 'london', 'england', 'scotland', 'manchester', 'ireland', 'dublin'],
  dach: ['germany', 'german', 'berlin', 'munich', 'dach', 'austria', 'vienna', 'switzerland', 'swiss', 'zurich', 'hamburg'],
  france: ['france', 'french', 'paris', 'lyon'],
  nordics: ['nordics', 'nordic', 'scandinavia', 'scandinavian', 'sweden', 'stockholm', 'denmark', 'copenhagen', 'norway', 'oslo', 'finland', 'helsinki'],
  benelux: ['benelux', 'netherlands', 'dutch', 'amsterdam', 'belgium', 'brussels', 'rotterdam'],
  south_europe: ['spain', 'spanish', 'madrid', 'barcelona', 'italy', 'italian', 'milan', 'portugal', 'lisbon', 'southern europe', 'iberia'],
  cee: ['cee', 'eastern europe', 'central europe', 'poland', 'warsaw', 'estonia', 'tallinn', 'baltics', 'romania', 'czech', 'prague', 'ukraine'],
  us: ['us', 'usa', 'united states', 'america', 'american', 'silicon valley', 'bay area', 'new york', 'nyc', 'san francisco', 'sf', 'boston', 'north america'],
  latam: ['latam', 'latin america', 'brazil', 'mexico', 'sao paulo', 'argentina', 'colombia'],
  africa: ['africa', 'african', 'nigeria', 'lagos', 'kenya', 'nairobi', 'south africa', 'ghana', 'egypt'],
  mena: ['mena', 'middle east', 'uae', 'dubai', 'saudi', 'israel', 'tel aviv'],
  asia: ['asia', 'apac', 'india', 'bangalore', 'singapore', 'japan', 'tokyo', 'china', 'southeast asia', 'korea', 'indonesia'],
};
/** Child region -> parent region: a Berlin founder suits a pan-European fund. */
export const GEO_PARENT: Record<string, string> = {
  uk: 'europe', dach: 'europe', france: 'europe', nordics: 'europe', benelux: 'europe', south_europe: 'europe', cee: 'europe',
};

export const ROLES: Record<string, string[]> = {
  engineer: [
    'engineer', 'engineers', 'developer', 'developers', 'dev', 'devs', 'software engineer', 'backend', 'frontend',
    'full stack', 'fullstack', 'full-stack', 'coder', 'coders', 'engineering',
  ],
  data: ['data scientist', 'data scientists', 'ml engineer', 'ml engineers', 'machine learning engineer', 'data engineer', 'ai engineer', 'ai engineers', 'data people'],
  designer: ['designer', 'designers', 'ux', 'ui', 'product designer', 'ux designer'],
  product: ['product manager', 'product managers', 'pm', 'head of product', 'product lead', 'product people'],
  sales: ['sales', 'account executive', 'account executives', 'bdr', 'sdr', 'business development', 'salespeople', 'sales reps', 'biz dev'],
  marketing: ['growth marketer', 'growth marketers', 'marketing lead', 'head of marketing', 'marketing manager', 'content marketer'],
  cto: ['cto', 'technical', 'head of engineering', 'vp engineering'],
  ceo: ['ceo', 'business', 'commercial'],
  operations: ['operations', 'ops', 'coo', 'operator', 'operators', 'chief of staff'],
  finance: ['cfo', 'finance lead', 'accountant', 'controller'],
  hardware_eng: ['mechanical engineer', 'electrical engineer', 'hardware engineer', 'hardware engineers', 'embedded engineer', 'embedded engineers', 'embedded developer', 'embedded developers', 'firmware'],
  science: ['chemist', 'chemists', 'biologist', 'biologists', 'material scientist', 'materials scientist', 'physicist'],
};
export const RELATED_ROLES: [string, string][] = [
  ['engineer', 'data'], ['engineer', 'cto'], ['engineer', 'hardware_eng'], ['product', 'designer'],
  ['sales', 'marketing'], ['ceo', 'operations'], ['data', 'cto'], ['hardware_eng', 'science'], ['operations', 'finance'],
];

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

/**
 * Regions as a tree (`GEO_PARENT`): a continent, the regions within it and, for the largest
 * startup markets, a country of its own. Each region is named by its own name, its countries,
 * their adjectives and their larger cities and regions, so "from Kraków" or "Indonesian SMEs"
 * say where someone is. A region contains its children: a European fund takes a Polish founder.
 * Written from a general gazetteer, not from any event's text; words that are also common
 * English words or first names ("Nice", "Reading", "Sofia", "Georgia", "Jordan") are left out.
 */
export const GEOGRAPHIES: Record<string, string[]> = {
  '*': ['global', 'worldwide', 'anywhere', 'international', 'geography agnostic', 'any geography', 'globally', 'anywhere in the world'],
  europe: ['europe', 'european', 'eu', 'emea', 'continental europe', 'pan-european', 'pan european'],
  uk: [
    'uk', 'united kingdom', 'britain', 'great britain', 'british', 'england', 'scotland', 'scottish', 'wales', 'welsh', 'northern ireland',
    'london', 'manchester', 'birmingham', 'leeds', 'liverpool', 'bristol', 'edinburgh', 'glasgow', 'cardiff', 'belfast', 'cambridge',
    'oxford', 'newcastle', 'sheffield', 'nottingham', 'aberdeen', 'dundee',
  ],
  ireland: ['ireland', 'irish', 'republic of ireland', 'dublin', 'galway', 'limerick'],
  dach: [
    'dach', 'germany', 'german', 'deutschland', 'austria', 'austrian', 'switzerland', 'swiss', 'berlin', 'munich', 'muenchen', 'hamburg',
    'frankfurt', 'cologne', 'koln', 'stuttgart', 'dusseldorf', 'leipzig', 'dresden', 'hanover', 'nuremberg', 'bavaria', 'vienna',
    'wien', 'graz', 'linz', 'innsbruck', 'zurich', 'geneva', 'basel', 'bern', 'lausanne', 'zug', 'liechtenstein',
  ],
  france: ['france', 'french', 'paris', 'lyon', 'marseille', 'toulouse', 'bordeaux', 'lille', 'nantes', 'grenoble', 'montpellier', 'strasbourg', 'rennes'],
  benelux: [
    'benelux', 'netherlands', 'dutch', 'holland', 'amsterdam', 'rotterdam', 'utrecht', 'eindhoven', 'the hague', 'delft', 'groningen',
    'belgium', 'belgian', 'brussels', 'antwerp', 'ghent', 'leuven', 'flanders', 'wallonia', 'luxembourg',
  ],
  nordics: [
    'nordics', 'nordic', 'scandinavia', 'scandinavian', 'sweden', 'swedish', 'stockholm', 'gothenburg', 'malmo', 'uppsala', 'denmark', 'danish',
    'copenhagen', 'aarhus', 'norway', 'norwegian', 'oslo', 'bergen', 'trondheim', 'stavanger', 'finland', 'finnish', 'helsinki', 'espoo',
    'tampere', 'oulu', 'iceland', 'icelandic', 'reykjavik',
  ],
  south_europe: ['southern europe', 'south europe', 'mediterranean', 'greece', 'greek', 'athens', 'thessaloniki', 'cyprus', 'malta'],
  iberia: [
    'iberia', 'iberian', 'spain', 'spanish', 'madrid', 'barcelona', 'valencia', 'seville', 'bilbao', 'malaga', 'catalonia', 'basque country',
    'portugal', 'portuguese', 'lisbon', 'porto', 'braga', 'coimbra',
  ],
  italy: ['italy', 'italian', 'milan', 'rome', 'turin', 'bologna', 'florence', 'naples', 'genoa', 'venice', 'lombardy', 'piedmont', 'sicily'],
  cee: [
    'cee', 'eastern europe', 'central europe', 'central and eastern europe', 'east europe', 'poland', 'polish', 'warsaw', 'krakow', 'cracow',
    'wroclaw', 'gdansk', 'poznan', 'lodz', 'katowice', 'czech', 'czechia', 'czech republic', 'prague', 'brno', 'slovakia', 'slovak',
    'bratislava', 'hungary', 'hungarian', 'budapest', 'romania', 'romanian', 'bucharest', 'cluj', 'bulgaria', 'bulgarian', 'croatia',
    'croatian', 'zagreb', 'slovenia', 'slovenian', 'ljubljana', 'serbia', 'serbian', 'belgrade', 'balkans', 'baltics', 'baltic', 'estonia',
    'estonian', 'tallinn', 'latvia', 'latvian', 'riga', 'lithuania', 'lithuanian', 'vilnius', 'ukraine', 'ukrainian', 'kyiv', 'kiev',
    'lviv', 'moldova',
  ],
  north_america: ['north america', 'north american'],
  us: [
    'us', 'usa', 'united states', 'america', 'american', 'silicon valley', 'bay area', 'new york', 'nyc', 'san francisco', 'sf', 'boston',
    'los angeles', 'seattle', 'austin', 'chicago', 'denver', 'miami', 'atlanta', 'philadelphia', 'houston', 'dallas', 'san diego',
    'pittsburgh', 'detroit', 'minneapolis', 'nashville', 'salt lake city', 'phoenix', 'brooklyn', 'palo alto', 'menlo park', 'mountain view',
    'california', 'texas', 'massachusetts', 'florida', 'colorado', 'midwest', 'east coast', 'west coast',
  ],
  canada: ['canada', 'canadian', 'toronto', 'montreal', 'vancouver', 'ottawa', 'calgary', 'edmonton', 'ontario', 'quebec'],
  latam: [
    'latam', 'latin america', 'latin american', 'south america', 'south american', 'central america', 'argentina', 'argentinian',
    'buenos aires', 'chile', 'chilean', 'colombia', 'colombian', 'bogota', 'medellin', 'peru', 'peruvian', 'uruguay', 'montevideo',
    'ecuador', 'quito', 'costa rica', 'panama', 'guatemala', 'caribbean',
  ],
  brazil: ['brazil', 'brazilian', 'brasil', 'sao paulo', 'rio de janeiro', 'belo horizonte', 'curitiba', 'porto alegre', 'florianopolis', 'recife'],
  mexico: ['mexico', 'mexican', 'mexico city', 'cdmx', 'guadalajara', 'monterrey', 'puebla'],
  africa: ['africa', 'african', 'sub-saharan africa', 'pan-african', 'pan african'],
  west_africa: [
    'west africa', 'west african', 'nigeria', 'nigerian', 'lagos', 'abuja', 'ibadan', 'ghana', 'ghanaian', 'accra', 'kumasi', 'senegal',
    'senegalese', 'dakar', 'ivory coast', "cote d'ivoire", 'abidjan', 'cameroon', 'sierra leone', 'liberia', 'francophone africa',
  ],
  east_africa: [
    'east africa', 'east african', 'kenya', 'kenyan', 'nairobi', 'mombasa', 'uganda', 'ugandan', 'kampala', 'tanzania', 'tanzanian',
    'dar es salaam', 'rwanda', 'rwandan', 'kigali', 'ethiopia', 'ethiopian', 'addis ababa',
  ],
  southern_africa: [
    'southern africa', 'south africa', 'south african', 'cape town', 'johannesburg', 'joburg', 'durban', 'pretoria', 'zambia', 'zimbabwe',
    'botswana', 'namibia', 'mozambique',
  ],
  north_africa: ['north africa', 'north african', 'egypt', 'egyptian', 'cairo', 'morocco', 'moroccan', 'casablanca', 'tunisia', 'tunisian', 'algeria'],
  mena: [
    'mena', 'middle east', 'gcc', 'uae', 'emirates', 'dubai', 'abu dhabi', 'saudi', 'saudi arabia', 'riyadh', 'qatar', 'doha', 'bahrain',
    'kuwait', 'oman', 'amman', 'lebanon', 'beirut', 'israel', 'israeli', 'tel aviv', 'istanbul', 'turkiye',
  ],
  asia: ['asia', 'asian', 'apac', 'asia pacific', 'asia-pacific'],
  south_asia: [
    'south asia', 'south asian', 'india', 'indian', 'bangalore', 'bengaluru', 'blr', 'mumbai', 'bombay', 'delhi', 'new delhi', 'ncr', 'gurgaon',
    'gurugram', 'noida', 'pune', 'hyderabad', 'chennai', 'kolkata', 'ahmedabad', 'jaipur', 'kochi', 'tamil nadu', 'karnataka', 'maharashtra',
    'kerala', 'gujarat', 'pakistan', 'pakistani', 'karachi', 'lahore', 'bangladesh', 'bangladeshi', 'dhaka', 'sri lanka', 'colombo', 'nepal',
  ],
  sea: [
    'southeast asia', 'south east asia', 'south-east asia', 'southeast asian', 'asean', 'indonesia', 'indonesian', 'jakarta', 'bali',
    'vietnam', 'vietnamese', 'hanoi', 'ho chi minh city', 'saigon', 'philippines', 'filipino', 'manila', 'thailand', 'thai', 'bangkok',
    'malaysia', 'malaysian', 'kuala lumpur', 'singapore', 'singaporean', 'myanmar', 'cambodia',
  ],
  east_asia: [
    'east asia', 'japan', 'japanese', 'tokyo', 'osaka', 'korea', 'korean', 'south korea', 'seoul', 'china', 'chinese', 'beijing', 'shanghai',
    'shenzhen', 'hong kong', 'taiwan', 'taiwanese', 'taipei',
  ],
  oceania: ['oceania', 'australia', 'australian', 'sydney', 'melbourne', 'brisbane', 'perth', 'adelaide', 'new zealand', 'auckland', 'anz'],
};
/** Region -> the region containing it. Regions without a parent are continents or their like. */
export const GEO_PARENT: Record<string, string> = {
  uk: 'europe', ireland: 'europe', dach: 'europe', france: 'europe', benelux: 'europe', nordics: 'europe', south_europe: 'europe', cee: 'europe',
  iberia: 'south_europe', italy: 'south_europe',
  us: 'north_america', canada: 'north_america',
  brazil: 'latam', mexico: 'latam',
  west_africa: 'africa', east_africa: 'africa', southern_africa: 'africa', north_africa: 'africa',
  south_asia: 'asia', sea: 'asia', east_asia: 'asia',
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
